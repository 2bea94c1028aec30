import Foundation

/// `preview --package DIR --headless [--screenshot-dir OUT]`: every preview of a package.
/// Finds the Swift files of the package's executable and library targets that declare
/// previews, builds the package once (`swift build`, every target), then draws each file's
/// previews as `preview --file` does headless: one run of the target's executable per file,
/// so a preview whose body traps stops only its own file. The PNGs of `Module/File.swift`
/// go to `OUT/Module/File/`, so names from different files cannot collide (a module cannot
/// hold two files of the same name). Then one summary line on stdout.
@MainActor
enum PreviewPackageCommand {
  /// A Swift file that declares previews.
  struct PreviewFile {
    let url: URL
    let source: PreviewSource
  }

  static func run(package dir: String, _ options: Options) -> Int32 {
    if options.dumpLayout {
      return fail(.usage, "--dump-layout takes one file's previews: use --file")
    }
    if !options.headless {
      return fail(.usage, "--package draws headless: add --headless (the window takes --file)")
    }
    if options.screenshotPath != nil {
      return fail(.usage, "--package writes one PNG per preview: use --screenshot-dir DIR")
    }
    let root = URL(fileURLWithPath: dir).standardizedFileURL
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
    else {
      return fail(.usage, "\(dir) is not a Swift package (no Package.swift in it)")
    }
    let described: [[String: Any]]
    do {
      described = try PackageTarget.describe(root)
    } catch {
      return fail(.usage, error.description)
    }
    // Every failure is one line and the run goes on; the exit code is the first failure's.
    var firstFailure: Int32?
    func failed(_ code: ExitCode, _ message: String) {
      let status = fail(code, message)
      if firstFailure == nil { firstFailure = status }
    }
    var fileCount = 0
    var failedFiles = 0
    var jobs: [(PackageTarget, [PreviewFile])] = []
    for owner in described.sorted(by: { name($0) < name($1) })
    where ["executable", "library"].contains(owner["type"] as? String ?? "") {
      let files = previewFiles(of: owner, root: root, failed: failed)
      guard !files.isEmpty else { continue }
      fileCount += files.count
      do {
        jobs.append((try PackageTarget.resolve(owner, root: root, in: described), files))
      } catch {
        failed(.usage, error.description)
        failedFiles += files.count
      }
    }
    if fileCount == 0 {
      return fail(
        .invalidFile, "\(dir): no #Preview or PreviewProvider in the Swift files of its targets")
    }
    if jobs.isEmpty { return firstFailure ?? ExitCode.runtime.rawValue }
    let out = options.screenshotDir.map { URL(fileURLWithPath: $0).standardizedFileURL }
    let products: URL
    switch PreviewBuild.build([], in: root) {
    case .failure(let code, let message): return fail(code, message)
    case .success(let folder): products = folder
    }
    var drawn = 0
    for (target, files) in jobs {
      for file in files {
        let fileID = "\(target.module)/\(file.url.lastPathComponent)"
        let folder = out?.appendingPathComponent(target.module)
          .appendingPathComponent(file.url.deletingPathExtension().lastPathComponent)
        let request = PreviewRequest(
          fileID: fileID,
          items: PreviewCommand.items(file.source, fileID: fileID, module: target.module),
          headless: true, screenshotDir: folder?.path, dumpLayout: false,
          width: options.width, height: options.height, trace: false,
          assetsPath: options.assetsPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        if let problem = request.sizeProblem(file: file.url.path) {
          failed(.invalidFile, problem)
          failedFiles += 1
          continue
        }
        var created: [URL] = []
        if let folder {
          do {
            created = try makeFolder(folder)
          } catch {
            return fail(.runtime, "cannot create \(folder.path): \(error.localizedDescription)")
          }
        }
        let result = PreviewCommand.headlessRun(
          products.appendingPathComponent(target.executable), request, target)
        // A file that drew nothing (its first preview stopped the run) leaves no folder.
        removeEmpty(created)
        drawn += result.drawn
        if result.status != 0 {
          failedFiles += 1
          if firstFailure == nil { firstFailure = result.status }
        }
      }
    }
    var summary = "\(drawn) previews drawn from \(fileCount) files"
    summary += out.map { " to \($0.path)" } ?? " (none saved: no --screenshot-dir)"
    if failedFiles > 0 { summary += "; \(failedFiles) of the files failed (above)" }
    let code = output(summary, what: "the summary")
    return code != 0 ? code : firstFailure ?? 0
  }

  static func name(_ target: [String: Any]) -> String { target["name"] as? String ?? "" }

  /// Creates `folder` and the folders above it that are missing; returns the ones it
  /// created, innermost first.
  static func makeFolder(_ folder: URL) throws -> [URL] {
    var missing: [URL] = []
    var url = folder
    while !FileManager.default.fileExists(atPath: url.path) && url.pathComponents.count > 1 {
      missing.append(url)
      url = url.deletingLastPathComponent()
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return missing
  }

  /// Removes `folders` (innermost first) while they are empty.
  static func removeEmpty(_ folders: [URL]) {
    for folder in folders {
      guard (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true,
        (try? FileManager.default.removeItem(at: folder)) != nil
      else { return }
    }
  }

  /// The Swift files of `target` that declare previews, by path; one that cannot be read
  /// as UTF-8 is a failure.
  static func previewFiles(
    of target: [String: Any], root: URL, failed: (ExitCode, String) -> Void
  ) -> [PreviewFile] {
    guard let path = target["path"] as? String else { return [] }
    let folder = root.appendingPathComponent(path)
    let sources = (target["sources"] as? [String] ?? []).filter { $0.hasSuffix(".swift") }
    return sources.sorted().compactMap { relative in
      let url = folder.appendingPathComponent(relative).standardizedFileURL
      guard let data = FileManager.default.contents(atPath: url.path),
        let text = String(data: data, encoding: .utf8)
      else {
        failed(.invalidFile, "\(url.path): cannot read it as UTF-8 text")
        return nil
      }
      let source = PreviewSource(text: text)
      return source.isEmpty ? nil : PreviewFile(url: url, source: source)
    }
  }
}
