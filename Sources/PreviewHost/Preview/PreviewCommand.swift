import Engine
import Foundation

/// `preview --file FILE`: finds the package and target of a Swift file, builds that
/// target's executable with `swift build`, and runs it with a `PreviewRequest` in its
/// environment so that it shows the file's previews: headless (`--screenshot-dir`,
/// `--dump-layout`), or in the window, rebuilt whenever a file of the module is saved
/// (`PreviewSession`).
@MainActor
enum PreviewCommand {
  static func run(file: String, _ options: Options) -> Int32 {
    if options.screenshotDir != nil && !options.headless {
      return fail(.usage, "--screenshot-dir needs --headless")
    }
    if options.screenshotPath != nil {
      return fail(.usage, "--file writes one PNG per preview: use --screenshot-dir DIR")
    }
    let url = URL(fileURLWithPath: file).standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
      !isFolder.boolValue
    else {
      return fail(.usage, "--file: no such file \(SourceError.quoted(file))")
    }
    guard let data = FileManager.default.contents(atPath: url.path),
      let text = String(data: data, encoding: .utf8)
    else {
      return fail(.invalidFile, "\(file): cannot read it as UTF-8 text")
    }
    let source = PreviewSource(text: text)
    if source.isEmpty {
      return fail(.invalidFile, "\(file):1:1: no #Preview or PreviewProvider in this file")
    }
    let target: PackageTarget
    do {
      target = try PackageTarget.locate(url)
    } catch {
      return fail(.usage, error.description)
    }
    if let dir = options.screenshotDir {
      do {
        try FileManager.default.createDirectory(
          atPath: dir, withIntermediateDirectories: true)
      } catch {
        return fail(.runtime, "cannot create \(dir): \(error.localizedDescription)")
      }
    }
    let fileID = "\(target.module)/\(url.lastPathComponent)"
    // The executable runs in the package's folder: paths given here are made absolute.
    func absolute(_ path: String?) -> String? {
      path.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }
    let request = PreviewRequest(
      fileID: fileID, items: items(source, fileID: fileID, module: target.module),
      headless: options.headless, screenshotDir: absolute(options.screenshotDir),
      dumpLayout: options.dumpLayout, width: options.width, height: options.height,
      trace: options.trace, assetsPath: absolute(options.assetsPath))
    if let problem = request.sizeProblem(file: file) { return fail(.invalidFile, problem) }
    if !options.headless {
      return PreviewSession(target: target, request: request).run()
    }
    switch PreviewBuild.build(target) {
    case .failure(let code, let message): return fail(code, message)
    case .success(let executable): return headless(executable, request, target)
    }
  }

  /// The request's items: each `#Preview` by its function's C name, each provider by its
  /// mangled type name (its candidates held to what the environment can carry:
  /// `PreviewRequest.fitted`).
  static func items(_ source: PreviewSource, fileID: String, module: String)
    -> [PreviewRequest.Item]
  {
    PreviewRequest.fitted(allItems(source, fileID: fileID, module: module))
  }

  private static func allItems(_ source: PreviewSource, fileID: String, module: String)
    -> [PreviewRequest.Item]
  {
    source.macros.map {
      .init(
        symbol: PreviewSymbol.name(fileID: fileID, line: $0.line, column: $0.column),
        provider: nil, line: $0.line)
    }
      + source.providers.map {
        let names = PreviewRequest.mangled(
          module: module, enclosing: $0.enclosing, kind: $0.kind, name: $0.name,
          generics: $0.generics)
        return .init(
          symbol: nil, provider: names.first, alternatives: Array(names.dropFirst()),
          line: $0.line)
      }
  }

  /// Runs the executable headless and passes its outputs on; a preview that stops the
  /// process (a trap in its body) is named with the runtime's message, exit 1.
  static func headless(_ executable: URL, _ request: PreviewRequest, _ target: PackageTarget)
    -> Int32
  {
    headlessRun(executable, request, target).status
  }

  /// `headless`, also saying how many previews were drawn: each one started but the one
  /// that failed, if any.
  static func headlessRun(_ executable: URL, _ request: PreviewRequest, _ target: PackageTarget)
    -> (status: Int32, drawn: Int)
  {
    var started = 0
    func done(_ status: Int32) -> (status: Int32, drawn: Int) {
      (status, status == 0 ? started : max(started - 1, 0))
    }
    let result = PreviewProcess.capture(
      "", [], in: target.root, environment: environment(request), executable: executable)
    var current: String?
    var fatal: String?
    for line in result.errorText.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix(PreviewProcess.startMarker) {
        current = String(line.dropFirst(PreviewProcess.startMarker.count))
        started += 1
      } else {
        if line.contains("Fatal error") && fatal == nil { fatal = String(line) }
        if !result.crashed { StandardStreams.error(String(line)) }
      }
    }
    if !result.output.isEmpty {
      let text = String(decoding: result.output, as: UTF8.self)
      let code = output(text.hasSuffix("\n") ? String(text.dropLast()) : text, what: "the layout")
      if code != 0 { return done(code) }
    }
    if result.crashed {
      let which = current.map { "the preview \"\($0)\"" } ?? "the preview runner"
      let reason = fatal ?? "signal \(result.status)"
      return done(fail(.runtime, "\(request.fileID): \(which) stopped the program: \(reason)"))
    }
    return done(result.status)
  }

  nonisolated static func environment(_ request: PreviewRequest) -> [String: String] {
    [
      PreviewRequest.environmentKey: request.environmentValue(),
      // One line from the runtime for a trap, not a backtrace of the whole process.
      "SWIFT_BACKTRACE": "enable=no",
    ]
  }
}
