import Foundation
import Testing

@testable import PreviewHost
@testable import SceneApp

/// The scene watcher's thread and descriptors live exactly as long as the watcher:
/// releasing it stops and joins the thread and closes every descriptor it opened.
///
/// In-process, beside other suites that open files and start threads, so it names what it
/// checks: the watcher's own descriptors (by what they point at, as a closed number may be
/// reused at once) and the thread called "scene-watcher".
@Suite("SceneWatcher: its thread and descriptors end with it", .serialized)
@MainActor
struct SceneWatcherTests {
  /// What descriptor `fd` of this process points at (`anon_inode:inotify`, `pipe:[…]`), or
  /// nil when it is closed.
  static func target(of fd: Int32) -> String? {
    try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)")
  }

  /// Threads of this process named "scene-watcher".
  static func watcherThreads() -> Int {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    return tasks.filter {
      let comm = try? String(contentsOfFile: "/proc/self/task/\($0)/comm", encoding: .utf8)
      return comm == "scene-watcher\n"
    }.count
  }

  /// Waits up to `seconds` for `condition`, a fact of the kernel's that nothing notifies:
  /// read again each millisecond, as `LiveProcess.waitUntil` reads `/proc`.
  static func eventually(
    _ seconds: Double = LiveProcess.patience * LiveProcess.timeScale, _ condition: () -> Bool
  ) -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !condition() {
      if ContinuousClock.now > deadline { return false }
      usleep(1_000)
    }
    return true
  }

  @Test("releasing the watcher joins its thread and closes its three descriptors")
  func releaseEndsThreadAndDescriptors() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("scene.json", "{}")
    #expect(Self.watcherThreads() == 0)
    var watcher: SceneWatcher? = SceneWatcher(path: path)
    let descriptors = try #require(watcher?.descriptors)
    try #require(descriptors.count == 3, "inotify and a stop pipe")
    let targets = descriptors.map(Self.target(of:))
    #expect(targets[0] == "anon_inode:inotify", "\(targets)")
    #expect(targets[1]?.hasPrefix("pipe:") == true && targets[1] == targets[2], "\(targets)")
    // The thread names itself once it runs.
    #expect(Self.eventually { Self.watcherThreads() == 1 }, "the thread runs")

    watcher = nil
    for (fd, was) in zip(descriptors, targets) {
      // Closed: gone, or already reused for something else.
      #expect(Self.target(of: fd) == nil || Self.target(of: fd) != was, "descriptor \(fd)")
    }
    // Joined before the release returned. `pthread_join` returns when the kernel clears
    // the thread's id, as it exits, before it is reaped: /proc may list it that moment longer.
    #expect(Self.eventually { Self.watcherThreads() == 0 }, "the thread ended")
  }
}
