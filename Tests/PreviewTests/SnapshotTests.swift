import Foundation
import Testing

/// `preview --headless --screenshot` compared with reference PNGs in `Snapshots/`.
///
/// The software renderer and bundled fonts make the pixels reproducible; a small tolerance
/// (channel difference ≤ 8 on all but 0.1% of pixels) absorbs library rounding. On a
/// mismatch the actual image and a diff (red = beyond tolerance) go to `Snapshots/failures/`.
/// `RECORD_SNAPSHOTS=1` (`make snapshots`) writes the references instead of comparing.
@Suite(.serialized)
struct SnapshotTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    /// Script lines; `y` is the carousel's vertical middle, read from the layout dump.
    var script: @Sendable (_ y: Double) -> [String] = { _ in [] }

    var testDescription: String { name }
  }

  static let channelTolerance = 8
  static let pixelFraction = 0.001

  static let cases: [Case] = [
    Case(name: "900x720-t0", arguments: ["--size", "900x720"]),
    Case(name: "600x720-t0-overlapping", arguments: ["--size", "600x720"]),
    Case(name: "1400x720-t0", arguments: ["--size", "1400x720"]),
    Case(name: "240x480-t0-collapsed", arguments: ["--size", "240x480"]),
    // Tiny windows: first tile, badge, last tile side by side; at 120x120 the rows step aside.
    Case(name: "100x720-t0-tiny", arguments: ["--size", "100x720"]),
    Case(name: "120x120-t0-rows-aside", arguments: ["--size", "120x120"]),
    Case(name: "130x720-t0-tiny", arguments: ["--size", "130x720"]),
    Case(name: "160x720-t0-tiny", arguments: ["--size", "160x720"]),
    Case(name: "900x720-t3.2-autoplay", arguments: ["--size", "900x720", "--time", "3.2"]),
    Case(
      name: "900x720-rubber-band", arguments: ["--size", "900x720", "--time", "1"],
      script: { y in
        [
          ScriptLine.down(t: 0.5, 300, y), ScriptLine.move(t: 0.6, 320, y),
          ScriptLine.move(t: 0.7, 620, y),
        ]
      }),
  ]

  /// A page label and a tile in each script (scenes in `Snapshots/scenes`): real glyphs from
  /// the fallback fonts the Makefile installs, Arabic joined and right to left, long labels
  /// wrapped or truncated inside their page; `edge` has controls, emoji clusters and a
  /// character no font has.
  static let textCases = ["ja", "zh", "th", "hi", "ar", "he", "edge"].map { script in
    Case(
      name: "text-\(script)",
      arguments: [
        "--size", "420x200", "--scene",
        folder.appendingPathComponent("scenes/text-\(script).json").path,
      ])
  }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")
  static let failures = folder.appendingPathComponent("failures")
  static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

  /// Renders `snapshot` into a temporary PNG and returns its path.
  static func render(_ snapshot: Case, in temporary: TemporaryFolder) throws -> String {
    var arguments = ["--headless"] + snapshot.arguments
    let size = arguments[arguments.firstIndex(of: "--size")! + 1]
    let script = snapshot.script(try PreviewProcess.dump(["--size", size]).carousel.frame.midY)
    if !script.isEmpty {
      arguments += [
        "--script", try temporary.write("script.jsonl", script.joined(separator: "\n")),
      ]
    }
    let output = temporary.path("\(snapshot.name).png")
    let result = try PreviewProcess.run(arguments + ["--screenshot", output])
    try #require(result.status == 0, "\(arguments): \(result.stderr)")
    return output
  }

  @Test(arguments: cases + textCases)
  func screenshotMatchesReference(_ snapshot: Case) throws {
    let temporary = try TemporaryFolder()
    let actualPath = try Self.render(snapshot, in: temporary)
    let reference = Self.folder.appendingPathComponent("\(snapshot.name).png")
    if Self.recording {
      try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
      try? FileManager.default.removeItem(at: reference)
      try FileManager.default.copyItem(atPath: actualPath, toPath: reference.path)
      return
    }
    let actual = try RGBAImage(contentsOf: actualPath)
    let size = snapshot.arguments[snapshot.arguments.firstIndex(of: "--size")! + 1]
    #expect("\(actual.width)x\(actual.height)" == size, "PNG is the window size in points")
    guard FileManager.default.fileExists(atPath: reference.path) else {
      let kept = try keep(actualPath, as: "\(snapshot.name)-actual.png")
      Issue.record("no reference \(reference.path); actual: \(kept) (record: make snapshots)")
      return
    }
    let expected = try RGBAImage(contentsOf: reference.path)
    guard actual.width == expected.width, actual.height == expected.height else {
      let kept = try keep(actualPath, as: "\(snapshot.name)-actual.png")
      let sizes = "\(actual.width)x\(actual.height), reference \(expected.width)x\(expected.height)"
      Issue.record("\(snapshot.name): \(sizes); actual: \(kept)")
      return
    }
    let diff = actual.difference(from: expected, tolerance: Self.channelTolerance)
    if diff.fraction > Self.pixelFraction {
      let kept = try keep(actualPath, as: "\(snapshot.name)-actual.png")
      let diffPath = Self.failures.appendingPathComponent("\(snapshot.name)-diff.png").path
      try diff.image.write(to: diffPath)
      let summary =
        "\(diff.count) of \(diff.total) pixels differ by more than \(Self.channelTolerance) "
        + "(largest \(diff.largest))"
      Issue.record(
        "\(snapshot.name): \(summary); reference: \(reference.path), actual: \(kept), diff: \(diffPath)"
      )
    }
  }

  /// Copies a failing render into `Snapshots/failures/` and returns the new path.
  func keep(_ path: String, as name: String) throws -> String {
    try FileManager.default.createDirectory(at: Self.failures, withIntermediateDirectories: true)
    let destination = Self.failures.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: destination)
    try FileManager.default.copyItem(atPath: path, toPath: destination.path)
    return destination.path
  }

  @Test func sameArgumentsGiveTheSamePNGBytes() throws {
    let temporary = try TemporaryFolder()
    let snapshot = Self.cases.first { $0.name == "900x720-t3.2-autoplay" }!
    let first = try Data(contentsOf: URL(fileURLWithPath: Self.render(snapshot, in: temporary)))
    let second = try TemporaryFolder()
    let again = try Data(contentsOf: URL(fileURLWithPath: Self.render(snapshot, in: second)))
    #expect(!first.isEmpty)
    #expect(first == again)
  }
}
