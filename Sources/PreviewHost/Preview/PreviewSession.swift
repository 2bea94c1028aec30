import Foundation

/// The live preview window: builds the target, runs its executable with the browser, and
/// whenever a Swift file of the module is saved, rebuilds: the window shows "Building…",
/// then either the compiler's error over the last good preview, or a new window in its
/// place with the same preview chosen (the old one closes once the new one is open).
///
/// The first build's output goes to stderr as it comes, so a long first build shows its
/// progress; a first build that fails waits for the next save.
@MainActor
struct PreviewSession {
  let target: PackageTarget
  var request: PreviewRequest
  /// How often the module's files are looked at, in seconds.
  static let pollInterval = 0.1

  func run() -> Int32 {
    var child: PreviewChild?
    var stamp = PreviewFiles.stamp(target.folder)
    var first = true
    var request = request
    while true {
      if first || child != nil {
        child?.building("Building \(target.name)…")
        let outcome = PreviewBuild.build(target, progress: first && child == nil)
        first = false
        switch outcome {
        case .failure(_, let message):
          if let child {
            child.error(message)
          } else {
            report(message)
            report("waiting for a change to \(target.folder.path)")
          }
        case .success(let executable):
          if let old = child { request.selected = old.status.withLock { $0.selected } }
          do {
            let next = try PreviewChild(
              executable: executable, folder: target.root, request: request)
            // The old window stays until the new one is open (or has failed).
            while next.process.isRunning && !next.status.withLock({ $0.ready }) {
              Thread.sleep(forTimeInterval: Self.pollInterval)
            }
            child?.stop()
            child = next
          } catch {
            return fail(.runtime, "cannot start \(executable.path): \(error)")
          }
        }
      }
      // Waits for a save, or for the window to close.
      while true {
        if let c = child, !c.process.isRunning { return c.process.terminationStatus }
        Thread.sleep(forTimeInterval: Self.pollInterval)
        let now = PreviewFiles.stamp(target.folder)
        if now != stamp {
          stamp = now
          if child == nil { first = true }
          break
        }
      }
    }
  }
}

/// The Swift files of a module folder and when each was last changed.
enum PreviewFiles {
  static func stamp(_ folder: URL) -> [String: Date] {
    var result: [String: Date] = [:]
    let keys: [URLResourceKey] = [.contentModificationDateKey, .isRegularFileKey]
    guard
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys)
    else { return result }
    for case let url as URL in files where url.pathExtension == "swift" {
      let values = try? url.resourceValues(forKeys: Set(keys))
      result[url.path] = values?.contentModificationDate ?? .distantPast
    }
    return result
  }
}
