import Foundation
import Testing

/// `preview --file` on the other places previews live: a library target's file, names that
/// are not ASCII, providers in generic types and in extensions of dotted and other modules'
/// types. Part of `PreviewFileTests` (the fixture package is shared).
extension PreviewFileTests {
  /// Colours of iOS's light mode (Apple's HIG: colour), as Engine defines them.
  static let mint = [0x00, 0xC7, 0xBE]
  static let cyan = [0x32, 0xAD, 0xE6]
  static let pink = [0xFF, 0x2D, 0x55]
  static let indigo = [0x58, 0x56, 0xD6]
  static let teal = [0x30, 0xB0, 0xC7]
  static let brown = [0xA2, 0x84, 0x5E]

  /// `preview --file F --headless --screenshot-dir out --dump-layout`: its lines and folder.
  func headless(_ file: String) throws -> ([PreviewFixture.DumpLine], TemporaryFolder) {
    let out = try TemporaryFolder()
    let result = try run([
      "--file", file, "--headless", "--screenshot-dir", out.url.path, "--dump-layout",
    ])
    try #require(result.status == 0, "\(result.stderr)")
    return (try PreviewFixture.dumpLines(result.stdoutText), out)
  }

  @Test("a library target's previews are shown through an executable that depends on it")
  func libraryTarget() throws {
    let file = PreviewFixture.copy.appendingPathComponent("Sources/FixtureKit/Tile.swift").path
    let (lines, out) = try headless(file)
    // The #Previews, the unnamed ones "Preview" and "Preview 2", then the provider's
    // unnamed view, named after its type.
    #expect(lines.map(\.preview) == ["Tile", "Preview", "Preview 2", "Tile_Previews"])
    // sizeThatFits: the 60x40 tile and 20 points each side, 100x80; with 5 points of
    // padding, 70x50 and 20 each side, 110x90; portrait: the default 900x720 screen with
    // its shorter side across, 720x900; fixed: 100x100.
    #expect(lines.map(\.size) == [[100, 80], [110, 90], [720, 900], [100, 100]])
    #expect(try RGBAImage(contentsOf: out.path("Tile.png")).rgb(50, 40) == Self.mint)
  }

  @Test("a library no executable of the package depends on: exit 2, one line")
  func orphanLibrary() throws {
    _ = try PreviewFixture.prepare()
    let file = PreviewFixture.copy.appendingPathComponent("Sources/Orphan/Lone.swift").path
    let result = try run(["--file", file, "--headless"])
    #expect(result.status == 2)
    #expect(
      result.stderrLines == [
        "preview: target Orphan is a library and no executable target of the package depends on it and on PreviewHost: its previews are shown through such a target's App (README \"Previews\")"
      ])
  }

  @Test("a file, a preview and a provider whose names are not ASCII")
  func nonASCIINames() throws {
    let (lines, out) = try headless(PreviewFixture.file("Ünïcode.swift"))
    #expect(lines.map(\.preview) == ["Café ☕︎", "Ünïcode_Previews"])
    // sizeThatFits: 50x50 and 20 points each side; fixed: 90x70.
    #expect(lines.map(\.size) == [[90, 90], [90, 70]])
    // The PNG is named after the preview, as it is written.
    #expect(try RGBAImage(contentsOf: out.path("Café ☕︎.png")).rgb(45, 45) == Self.cyan)
    #expect(try RGBAImage(contentsOf: out.path("Ünïcode_Previews.png")).rgb(45, 35) == Self.cyan)
  }

  @Test("providers in a generic type, a constrained or dotted extension, another module's type")
  func extensionForms() throws {
    let (lines, out) = try headless(PreviewFixture.file("Extensions.swift"))
    #expect(lines.map(\.preview) == ["Generic", "Constrained", "Dotted", "Foreign"])
    // Each sizeThatFits: its frame and 20 points each side. Generic and Constrained are
    // 40x30 frames, Dotted 50x20, Foreign 20x50.
    #expect(lines.map(\.size) == [[80, 70], [80, 70], [90, 60], [60, 90]])
    #expect(try RGBAImage(contentsOf: out.path("Generic.png")).rgb(40, 35) == Self.pink)
    // The indigo background fills the 40x30 frame, at (20, 20); its corner is clear of the
    // text, which is centred.
    #expect(try RGBAImage(contentsOf: out.path("Constrained.png")).rgb(22, 22) == Self.indigo)
    #expect(try RGBAImage(contentsOf: out.path("Dotted.png")).rgb(45, 30) == Self.teal)
    #expect(try RGBAImage(contentsOf: out.path("Foreign.png")).rgb(30, 45) == Self.brown)
  }
}
