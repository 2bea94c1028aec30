import Foundation
import Testing

/// `preview --file F --headless`: every preview of a file listed, drawn to a PNG named after
/// it and dumped; bad inputs are one line with the contract's code. Serialized with the
/// window test: they share the fixture package, which that test edits.
@Suite("Previews: preview --file", .serialized)
struct PreviewFileTests {
  /// SwiftUI's system colours as Engine defines them (sRGB bytes of iOS's light mode).
  static let red = [0xFF, 0x3B, 0x30]
  static let green = [0x34, 0xC7, 0x59]
  static let blue = [0x00, 0x7A, 0xFF]
  static let purple = [0xAF, 0x52, 0xDE]
  static let yellow = [0xFF, 0xCC, 0x00]
  /// The sizeThatFits backdrop: white 0.92, 0.92 × 255 = 234.6 → 235.
  static let backdrop = [235, 235, 235]

  func run(_ arguments: [String]) throws -> ProcessResult {
    _ = try PreviewFixture.prepare()
    return try PreviewProcess.runProgram(
      try PreviewProcess.executable, arguments, environment: PreviewFixture.environment,
      timeout: PreviewFixture.buildTimeout)
  }

  @Test("each preview of a file is listed, drawn at its size and dumped")
  func cardFile() throws {
    let out = try TemporaryFolder()
    let result = try run([
      "--file", PreviewFixture.file("CardView.swift"), "--headless", "--screenshot-dir",
      out.url.path, "--dump-layout",
    ])
    try #require(result.status == 0, "\(result.stderr)")
    let lines = try PreviewFixture.dumpLines(result.stdoutText)
    // File order; the unnamed #Preview is "Preview".
    #expect(lines.map(\.preview) == ["Card", "Wide", "Preview"])

    // Card: sizeThatFits. A 120x80 card offered the 900x720 screen takes 120x80; the canvas
    // adds 20 points each side: 160x120, the card at (20, 20).
    #expect(lines[0].size == [160, 120])
    let card = lines[0].layout.views.all.first { $0.frame == [20, 20, 120, 80] }
    #expect(card != nil, "\(lines[0].layout.views.all.map(\.frame))")
    let cardPNG = try RGBAImage(contentsOf: out.path("Card.png"))
    #expect(cardPNG.width == 160 && cardPNG.height == 120)
    #expect(cardPNG.rgb(80, 60) == Self.red)
    #expect(cardPNG.rgb(5, 5) == Self.backdrop)

    // Wide: fixed 300x100 (the landscape trait changes nothing for a fixed size). The HStack
    // of two 120x80 cards (spacing 0) is 240x80, centred: x = (300 − 240) / 2 = 30,
    // y = (100 − 80) / 2 = 10.
    #expect(lines[1].size == [300, 100])
    let frames = lines[1].layout.views.all.map(\.frame)
    #expect(
      frames.contains([30, 10, 120, 80]) && frames.contains([150, 10, 120, 80]), "\(frames)")
    let wide = try RGBAImage(contentsOf: out.path("Wide.png"))
    #expect(wide.width == 300 && wide.height == 100)
    #expect(wide.rgb(90, 50) == Self.green && wide.rgb(210, 50) == Self.blue)

    // Preview: the device layout, the window's 900x720 (the default --size).
    #expect(lines[2].size == [900, 720])
    #expect(FileManager.default.fileExists(atPath: out.path("Preview.png")))
  }

  @Test("#Preview with @Previewable state and a provider's group, in one file")
  func counterFile() throws {
    let out = try TemporaryFolder()
    let result = try run([
      "--file", PreviewFixture.file("Counter.swift"), "--headless", "--screenshot-dir",
      out.url.path, "--dump-layout", "--size", "400x300",
    ])
    try #require(result.status == 0, "\(result.stderr)")
    let lines = try PreviewFixture.dumpLines(result.stdoutText)
    // The provider's second view has no name: the provider's type name.
    #expect(lines.map(\.preview) == ["Counter", "Badge", "Badge_Previews"])
    // The @Previewable state's initial value is in the text.
    #expect(lines[0].layout.views.all.contains { $0.text == "Count 2" })
    #expect(lines[0].size == [400, 300])
    // The group's sizeThatFits reaches both badges: 40x40 + 20 each side.
    #expect(lines[1].size == [80, 80] && lines[2].size == [80, 80])
    let badge = try RGBAImage(contentsOf: out.path("Badge.png"))
    #expect(badge.rgb(40, 40) == Self.purple)
    // Outside the circle, inside the canvas: the backdrop.
    #expect(badge.rgb(22, 22) == Self.backdrop)
  }

  @Test("providers nested in a type and in an extension of it are found and drawn")
  func nestedProviders() throws {
    let out = try TemporaryFolder()
    let result = try run([
      "--file", PreviewFixture.file("Gallery.swift"), "--headless", "--screenshot-dir",
      out.url.path, "--dump-layout",
    ])
    try #require(result.status == 0, "\(result.stderr)")
    let lines = try PreviewFixture.dumpLines(result.stdoutText)
    // File order; the unnamed one takes its type's name, as a top-level provider does.
    #expect(lines.map(\.preview) == ["Nested", "Wide_Previews"])
    // sizeThatFits: the 30x20 rectangle and 20 points each side, 70x60; fixed: 100x50.
    #expect(lines.map(\.size) == [[70, 60], [100, 50]])
    let nested = try RGBAImage(contentsOf: out.path("Nested.png"))
    // Orange, iOS light: FF9500.
    #expect(nested.rgb(35, 30) == [0xFF, 0x95, 0x00])
  }

  @Test("a preview whose body traps is named with the runtime's message; exit 1")
  func trap() throws {
    let out = try TemporaryFolder()
    let result = try run([
      "--file", PreviewFixture.file("Trap.swift"), "--headless", "--screenshot-dir",
      out.url.path,
    ])
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    let line = result.stderrLines.first ?? ""
    #expect(line.hasPrefix("preview: Fixture/Trap.swift: the preview \"Trap\" stopped"), "\(line)")
    #expect(line.contains("Index out of range"), "\(line)")
    // The preview before it was drawn.
    #expect(FileManager.default.fileExists(atPath: out.path("Fine.png")))
  }

  @Test("a body that writes the state it reads is said once on stderr; the preview is drawn")
  func updateCycle() throws {
    let out = try TemporaryFolder()
    let result = try run([
      "--file", PreviewFixture.file("Cycle.swift"), "--headless", "--screenshot-dir",
      out.url.path,
    ])
    // SwiftUI warns once ("Modifying state during view update") and goes on; here the
    // cycle is cut after a bounded number of updates (Sources/Engine/Graph/ViewGraph.swift)
    // and the one message reaches stderr through the App host, the run still succeeding.
    #expect(result.status == 0, "\(result.stderr)")
    let said = result.stderrLines.filter { $0.contains("Modifying state during view update") }
    #expect(said.count == 1, "\(result.stderr)")
    #expect(said.first?.contains("Cycler") == true, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: out.path("Cycle.png")))
  }

  @Test("a file without previews: exit 3, file:1:1")
  func noPreviews() throws {
    let file = PreviewFixture.file("Plain.swift")
    let result = try run(["--file", file, "--headless"])
    #expect(result.status == 3)
    #expect(
      result.stderrLines == ["preview: \(file):1:1: no #Preview or PreviewProvider in this file"])
  }

  @Test("a file outside any package: exit 2")
  func outsidePackage() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("Loose.swift", "#Preview { Text(\"x\") }\n")
    let result = try run(["--file", file, "--headless"])
    #expect(result.status == 2)
    #expect(
      result.stderrLines == [
        "preview: \(file) is not in a Swift package (no Package.swift above it)"
      ])
  }

  @Test("a package whose target does not depend on PreviewHost: exit 2")
  func noPreviewHost() throws {
    _ = try PreviewFixture.prepare()
    let file = PreviewFixture.copy.appendingPathComponent("NoHost/Sources/NoHost/main.swift").path
    let result = try run(["--file", file, "--headless"])
    #expect(result.status == 2)
    let line = result.stderrLines.first ?? ""
    #expect(line.hasPrefix("preview: target NoHost does not depend on PreviewHost"), "\(line)")
  }

  @Test("--screenshot-dir without --headless, and a missing file: usage errors")
  func usage() throws {
    let result = try run(["--file", PreviewFixture.file("CardView.swift"), "--screenshot-dir", "x"])
    #expect(result.status == 2)
    #expect(result.stderrLines == ["preview: --screenshot-dir needs --headless"])
    let missing = try run(["--file", "/nonexistent/File.swift", "--headless"])
    #expect(missing.status == 2)
    #expect(missing.stderrLines.first?.contains("no such file") == true)
  }
}
