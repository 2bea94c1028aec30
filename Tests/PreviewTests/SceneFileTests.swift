import Foundation
import Testing

/// The scene file never stops the frame loop: a FIFO (which blocks `open` until a writer
/// comes) is refused with a message, at start and when it replaces the file, and a folder
/// deleted and made again is watched again.
@Suite(
  .serialized,
  .enabled(if: XvfbServer.isInstalled, "Xvfb is not installed (apt-get install xvfb)"),
  .xvfb)
struct SceneFileTests {
  static let notRegular = "not a regular file (a pipe, socket or device cannot be a scene)"

  @Test func aFIFOGivenAtStartIsRefused() throws {
    let folder = try TemporaryFolder()
    let fifo = folder.path("scene.json")
    #expect(mkfifo(fifo, 0o600) == 0)
    let result = try PreviewProcess.run(["--headless", "--scene", fifo])
    #expect(result.status == 3)
    #expect(result.stderrLines == ["preview: \(fifo): \(Self.notRegular)"])
  }

  /// The window goes on: an `error` event says why, and Q still quits.
  @Test func aFIFOReplacingTheSceneIsAnErrorAndTheWindowGoesOn() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("scene.json", #"{"carousel": {"pages": 4}}"#)
    let session = try WindowTests.Session(arguments: ["--scene", path])
    try FileManager.default.removeItem(atPath: path)
    #expect(mkfifo(path, 0o600) == 0)
    let events = try session.waitFor("error for the FIFO") {
      $0.event == "error" && $0.message?.contains("regular") == true
    }
    let message = events.named("error").last?.message
    #expect(message == "\(path): \(Self.notRegular)", "\(events)")
    try session.quit()
  }

  @Test func aFolderDeletedAndMadeAgainIsWatchedAgain() throws {
    let root = try TemporaryFolder()
    let folder = root.path("scenes")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    let path = folder + "/scene.json"
    try Data(#"{"carousel": {"pages": 4}}"#.utf8).write(to: URL(fileURLWithPath: path))
    let session = try WindowTests.Session(arguments: ["--scene", path])
    try FileManager.default.removeItem(atPath: folder)
    try session.waitFor("error after the folder went") { $0.event == "error" }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    try Data(#"{"carousel": {"pages": 5}}"#.utf8).write(to: URL(fileURLWithPath: path))
    try session.waitFor("reload in the new folder") { $0.event == "reload" }
    // And it keeps watching: a second edit reloads too.
    try Data(#"{"carousel": {"pages": 6}}"#.utf8).write(
      to: URL(fileURLWithPath: path), options: .atomic)
    try session.waitFor("second reload", count: 2) { $0.event == "reload" }
    try session.quit()
  }
}
