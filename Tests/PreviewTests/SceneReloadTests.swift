import Foundation
import Testing

/// A scene file edited while the window is open is reloaded at once; a broken edit keeps the
/// last good scene on screen with its error, until the file is fixed.
///
/// "At once" is the watcher's design, an inotify descriptor that wakes it when the file
/// changes (`SceneWatcherTests` checks the descriptor), not a wall-clock bound here: every
/// wait below is for a trace event, with `LiveProcess`'s deadline (minutes, scaled under
/// the sanitizers), so a machine busy with other work cannot fail it.
@Suite(
  .serialized,
  .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"),
  .xvfb)
struct SceneReloadTests {
  @Test func editsReloadKeepThePageAndSurviveABrokenFile() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("scene.json", #"{"carousel": {"pages": 10}}"#)
    let url = URL(fileURLWithPath: path)
    let session = try WindowTests.Session(arguments: ["--scene", path])
    try session.xdotool(["key", "--window", session.window, "Right", "Right"])
    try session.waitFor("settled on page 2") { $0.event == "settled" && $0.page == 2 }

    // Saved the way many editors do: a new file renamed over the old one.
    let oneRow = #"{"rows": [{"items": ["🎱", "⚽️"]}], "carousel": {"pages": 5}}"#
    try Data(oneRow.utf8).write(to: url, options: .atomic)
    let reloaded = try session.waitFor("reload") { $0.event == "reload" }
    #expect(reloaded.first("reload")?.page == 2, "the page survives when it still exists")
    #expect(reloaded.first("reload")?.scene == path)
    // --no-autoplay outranks the reloaded file's default `autoplay: true`.
    #expect(!reloaded.contains { $0.event == "autoplay" && $0.state == "running" }, "\(reloaded)")

    // A broken edit, written in place: an error naming file, line and column; no reload.
    try Data(#"{"rows": [{"items": 5}]}"#.utf8).write(to: url)
    let broken = try session.waitFor("error") { $0.event == "error" }
    let message = try #require(broken.first("error")?.message)
    #expect(message.hasPrefix("\(path):1:"), "\(message)")
    #expect(message.contains("items"), "\(message)")

    // The last good scene (one row of two tiles) is still what is laid out.
    try session.xdotool(["windowsize", session.window, "600", "720"])
    let resized = try session.waitFor("resize") { $0.event == "resize" && $0.size?[0] == 600 }
    let rows = try #require(resized.last { $0.event == "resize" }?.rows)
    #expect(rows.map(\.count) == [2])

    // Fixed again: reloads, and the error is gone from the trace's point of view.
    try Data(#"{"carousel": {"pages": 3}}"#.utf8).write(to: url, options: .atomic)
    let fixed = try session.waitFor("second reload", count: 2) { $0.event == "reload" }
    #expect(fixed.filter { $0.event == "reload" }.last?.page == 2)
    try session.quit()
  }

  /// A `--scene` that is a symbolic link reloads when its target changes (the
  /// target lives in another folder), and again when the link is pointed elsewhere.
  @Test func aSymlinkedSceneReloadsWhenItsTargetChanges() throws {
    let folder = try TemporaryFolder()
    let targets = try TemporaryFolder()
    let first = try targets.write("real.json", #"{"carousel": {"pages": 4}}"#)
    let link = folder.path("scene.json")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: first)
    let session = try WindowTests.Session(arguments: ["--scene", link])
    try Data(#"{"carousel": {"pages": 6}}"#.utf8).write(
      to: URL(fileURLWithPath: first), options: .atomic)
    try session.waitFor("reload after the target changed") { $0.event == "reload" }
    // Re-pointed to a second target, then that one edited.
    let second = try targets.write("other.json", #"{"carousel": {"pages": 7}}"#)
    try FileManager.default.removeItem(atPath: link)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: second)
    try session.waitFor("reload after re-pointing", count: 2) { $0.event == "reload" }
    try Data(#"{"carousel": {"pages": 8}}"#.utf8).write(to: URL(fileURLWithPath: second))
    try session.waitFor("reload after the new target changed", count: 3) {
      $0.event == "reload"
    }
    try session.quit()
  }

  /// A plain file replaced by a symbolic link is noticed; deleting the file or
  /// replacing it by a folder is an `error` event that says so; a good file again reloads.
  @Test func replacementAndDeletionAreReported() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("scene.json", #"{"carousel": {"pages": 4}}"#)
    let other = try folder.write("other.json", #"{"carousel": {"pages": 5}}"#)
    let session = try WindowTests.Session(arguments: ["--scene", path])

    try FileManager.default.removeItem(atPath: path)
    try session.waitFor("error after deletion") { $0.event == "error" }
    #expect(try session.events.first("error")?.message == "\(path): no such file")

    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    try session.waitFor("error for a folder", count: 2) { $0.event == "error" }
    let messages = try session.events.named("error").compactMap(\.message)
    #expect(messages.last == "\(path): is a folder, not a file", "\(messages)")

    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: other)
    try session.waitFor("reload through the new link") { $0.event == "reload" }
    try session.quit()
  }

  /// Saving the scene while the pointer holds the carousel keeps the drag: the
  /// release still ends it with `drag-end` and a snap (it used to be dropped silently).
  @Test func aReloadDuringADragKeepsTheDrag() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("scene.json", #"{"carousel": {"pages": 10}}"#)
    let session = try WindowTests.Session(arguments: ["--scene", path])
    let y = Int(try PreviewProcess.dump(["--size", "900x720"]).carousel.frame.midY)
    let w = session.window
    try session.xdotool(["mousemove", "--window", w, "800", "\(y)"])
    try session.xdotool(["mousedown", "1"])
    for x in Swift.stride(from: 780, through: 600, by: -60) {
      try session.xdotool(["mousemove", "--window", w, "\(x)", "\(y)"])
    }
    try session.waitFor("drag-begin") { $0.event == "drag-begin" }
    try Data(#"{"carousel": {"pages": 9}}"#.utf8).write(
      to: URL(fileURLWithPath: path), options: .atomic)
    try session.waitFor("reload while held") { $0.event == "reload" }
    for x in Swift.stride(from: 540, through: 200, by: -60) {
      try session.xdotool(["mousemove", "--window", w, "\(x)", "\(y)"])
    }
    try session.xdotool(["mouseup", "1"])
    let events = try session.waitFor("settled after the release") { $0.event == "settled" }
    let names = events.names
    let reload = try #require(names.firstIndex(of: "reload"))
    let end = try #require(names.firstIndex(of: "drag-end"), "\(names)")
    #expect(reload < end)
    #expect(events.first("drag-end")?.target == 1)
    #expect(events.first("settled")?.page == 1)
    try session.quit()
  }
}
