import Foundation

/// Builds the executable that shows a target's previews with `swift build` (only that
/// product and what it depends on), or a whole package for `preview --package`, reporting
/// the first compile error as `file:line:column: message`.
enum PreviewBuild {
  enum Outcome {
    case success(URL)
    case failure(ExitCode, String)
  }

  /// - Parameters:
  ///   - progress: Pass `swift build`'s output on to stderr as it comes.
  ///   - started: Given `swift build`'s process once it runs.
  static func build(
    _ target: PackageTarget, progress: Bool = false, started: (Process) -> Void = { _ in }
  ) -> Outcome {
    switch build(
      ["--product", target.executable], in: target.root, progress: progress, started: started)
    {
    case .success(let products): return .success(products.appendingPathComponent(target.executable))
    case let failure: return failure
    }
  }

  /// `swift build` in the package at `root` with `arguments` (none: every target of the
  /// package, at once): the folder of its products, or the first compile error.
  static func build(
    _ arguments: [String], in root: URL, progress: Bool = false,
    started: (Process) -> Void = { _ in }
  ) -> Outcome {
    let result = PreviewProcess.capture(
      "swift", ["build"] + arguments, in: root, echo: progress, started: started)
    let text = String(decoding: result.output, as: UTF8.self) + "\n" + result.errorText
    if result.status == 0 { return .success(root.appendingPathComponent(".build/debug")) }
    if let error = firstError(text) { return .failure(.invalidFile, error) }
    let last = text.split(separator: "\n").last(where: { !$0.isEmpty }).map(String.init)
    return .failure(.runtime, "swift build failed: \(last ?? "no output")")
  }

  /// The compiler's first `path:line:column: error: message` as `path:line:column:
  /// message`; a macro the compiler cannot load gets the way to install it.
  static func firstError(_ text: String) -> String? {
    for line in text.split(separator: "\n") {
      guard let range = line.range(of: ": error: ") else { continue }
      let position = line[..<range.lowerBound]
      guard position.split(separator: ":").count >= 3 else { continue }
      var message = "\(position): \(line[range.upperBound...])"
      if message.contains("PreviewMacros") {
        message +=
          " (install the #Preview plugin: `make plugin` in OverlapCarousel, README \"Previews\")"
      }
      return message
    }
    return nil
  }
}
