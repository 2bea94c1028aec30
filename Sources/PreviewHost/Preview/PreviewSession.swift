import Foundation
import Synchronization

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
    var executable: URL?
    var stamp = PreviewFiles.stamp(target.folder)
    var first = true
    var request = request
    while true {
      if first || child != nil {
        child?.building("Building \(target.name)…")
        // A window the user closes while the build runs stops the build (SIGINT, as ^C
        // in a terminal would) and ends `preview`, as it would have before the save: no
        // new window opens in its place.
        let interruption = BuildInterruption()
        let progress = first && child == nil
        let build = {
          PreviewBuild.build(target, progress: progress, started: interruption.started)
        }
        let outcome = child.map { $0.whenClosed(interruption.interrupt, during: build) } ?? build()
        first = false
        if let status = child?.closed() {
          if interruption.stopped {
            report("the window closed: the build of \(target.name) was stopped")
          }
          return status
        }
        switch outcome {
        case .failure(_, let message):
          if let child {
            child.error(message)
          } else {
            report(message)
            report("waiting for a change to \(target.folder.path)")
          }
        case .success(let built):
          if let old = child {
            // The new window takes the old one's place: the same preview, where the user
            // moved it, at the size they gave it.
            let (selected, frame) = old.status.withLock { ($0.selected, $0.frame) }
            request.selected = selected
            if let frame { request.place(frame) }
          }
          request.failures = [:]
          executable = built
          do {
            child = try replace(child, running: built, request)
          } catch {
            return fail(.runtime, "cannot start \(built.path): \(error)")
          }
        }
      }
      // Waits for a save, or for the window to close. A window stopped by a preview's body
      // opens again, that preview showing the runtime's message instead.
      while true {
        if let c = child, !c.process.isRunning {
          let (selected, fatal) = c.status.withLock { ($0.selected, $0.fatal) }
          guard c.process.terminationReason == .uncaughtSignal, let executable,
            request.failures[selected] == nil
          else {
            c.waitForOutput()
            return c.process.terminationStatus
          }
          request.selected = selected
          if let frame = c.status.withLock({ $0.frame }) { request.place(frame) }
          request.failures[selected] = fatal ?? "signal \(c.process.terminationStatus)"
          do {
            child = try replace(nil, running: executable, request)
          } catch {
            return fail(.runtime, "cannot start \(executable.path): \(error)")
          }
          continue
        }
        Thread.sleep(forTimeInterval: Self.pollInterval)
        // A window that ended during the sleep is seen to first, whatever was saved.
        if let c = child, !c.process.isRunning { continue }
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

extension PreviewSession {
  /// Starts the window for `request` and, once it is open (or has failed), closes `old`.
  func replace(_ old: PreviewChild?, running executable: URL, _ request: PreviewRequest) throws
    -> PreviewChild
  {
    let next = try PreviewChild(executable: executable, folder: target.root, request: request)
    while next.process.isRunning && !next.status.withLock({ $0.ready }) {
      Thread.sleep(forTimeInterval: Self.pollInterval)
    }
    old?.stop()
    return next
  }
}

extension PreviewRequest {
  /// Opens the next window at `frame`: its origin, and its size within what `--size` takes.
  mutating func place(_ frame: CGRect) {
    origin = [Int(frame.minX), Int(frame.minY)]
    let range = Options.sizeRange
    width = min(max(Int(frame.width), range.lowerBound), range.upperBound)
    height = min(max(Int(frame.height), range.lowerBound), range.upperBound)
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

/// `swift build`'s process while it runs, so that the window closing can interrupt it from
/// the thread that sees the window end.
final class BuildInterruption: Sendable {
  private struct State {
    var process: Process?
    var interrupted = false
    /// Whether a running build was sent the interrupt.
    var stopped = false
  }
  private let state = Mutex(State())

  /// Whether the build was interrupted while it ran.
  var stopped: Bool { state.withLock { $0.stopped } }

  /// The build has started as `process`; interrupted at once if asked to be already.
  func started(_ process: Process) {
    let interrupted = state.withLock { s -> Bool in
      s.process = process
      return s.interrupted
    }
    if interrupted { send(process) }
  }

  /// Interrupts the build if it runs, or as it starts.
  func interrupt() {
    let running = state.withLock { s -> Process? in
      s.interrupted = true
      return s.process
    }
    if let running { send(running) }
  }

  private func send(_ process: Process) {
    guard process.isRunning else { return }
    process.interrupt()
    state.withLock { $0.stopped = true }
  }
}
