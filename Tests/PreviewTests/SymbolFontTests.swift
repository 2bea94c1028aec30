import CSDL2
import Engine
import Foundation
import Testing

@testable import PreviewHost

/// The symbol font: every name in Engine's table draws a glyph Material Design Icons has.
@Suite("SymbolFont: the name table's glyphs are in the installed icon font", .serialized)
@MainActor
struct SymbolFontTests {
  static func fonts() throws -> FontLibrary {
    try FontLibrary(assets: PreviewBinary.packageRoot.appendingPathComponent("Assets"))
  }

  @Test("the font is installed where Debian's fonts-materialdesignicons-webfont puts it")
  func installed() {
    #expect(FileManager.default.fileExists(atPath: SymbolFont.path))
  }

  @Test("every entry of the name table maps to a glyph the font has")
  func everyEntryHasAGlyph() throws {
    let fonts = try Self.fonts()
    let missing = SymbolNames.entries.filter { entry in
      guard let scalar = Unicode.Scalar(entry.codePoint) else { return true }
      return !fonts.symbols.provides(scalar)
    }
    #expect(missing.map(\.name) == [])
  }

  @Test("a symbol is shaped in the symbol face, one em wide")
  func shapedInTheSymbolFace() throws {
    let fonts = try Self.fonts()
    // Material Design Icons are drawn on a square grid, each glyph's advance one em: at
    // 20 px the glyph is 20 px wide.
    let line = fonts.shaped("\u{F1E7}", font: FontSpec(.symbol, size: 20))
    #expect(line.runs.map(\.face) == [.symbol])
    #expect(line.width == 20)
  }
}

/// Xcode's new-project ContentView, run unchanged but for the import.
@Suite("HelloWorld: Xcode's template ContentView runs")
struct HelloWorldExampleTests {
  @Test("a large tinted globe 8 pt over \"Hello, world!\", centred in the window")
  func layout() throws {
    let doc = try PreviewProcess.viewDump("HelloWorld", [])
    let image = try #require(doc.views.all("Image").first)
    let text = try #require(doc.views.all("Text").first)
    #expect(image.text == "globe")
    // Large: 1.3 × the body's 17 pt = 22.1 pt, set at a whole pixel size (22 at scale 1),
    // one em wide.
    #expect(image.width == 22)
    // VStack's default spacing between the two is 8 (SwiftUI's standard spacing).
    #expect(abs(text.y - (image.y + image.height) - 8) < 1e-9)
    #expect(abs(image.midX - text.midX) < 1e-9)
    // Centred in the window to the pixel the padded stack's origin is rounded to.
    #expect(abs(image.midX - doc.size[0] / 2) <= 0.5)
  }

  @Test("headless, the globe is drawn in the tint (#007AFF) and the text in black, the same twice")
  func screenshot() throws {
    let folder = try TemporaryFolder()
    let a = folder.url.appendingPathComponent("a.png").path
    let b = folder.url.appendingPathComponent("b.png").path
    let program = try PreviewBinary.locate("HelloWorld")
    for path in [a, b] {
      let r = try PreviewProcess.runProgram(program, ["--headless", "--screenshot", path])
      #expect(r.status == 0, "\(r.stderr)")
      #expect(r.stderr.isEmpty, "no unknown symbol, no missing font: \(r.stderr)")
    }
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
    let png = try RGBAImage(contentsOf: a)
    let doc = try PreviewProcess.viewDump("HelloWorld", [])
    let image = try #require(doc.views.all("Image").first)
    let text = try #require(doc.views.all("Text").first)
    func pixels(in n: ViewDocument.Node, where test: (UInt8, UInt8, UInt8) -> Bool) -> Int {
      var count = 0
      for y in Int(n.y)..<Int(n.y + n.height) {
        for x in Int(n.x)..<Int(n.x + n.width) {
          let i = (y * png.width + x) * 4
          if test(png.pixels[i], png.pixels[i + 1], png.pixels[i + 2]) { count += 1 }
        }
      }
      return count
    }
    // Fully inked tint pixels: #007AFF exactly (anti-aliased edges blend towards white).
    let tint = pixels(in: image) { $0 == 0x00 && $1 == 0x7A && $2 == 0xFF }
    #expect(tint > 50, "\(tint) tint pixels in the globe")
    let blueInText = pixels(in: text) { Int($2) > Int($0) + 60 }
    #expect(blueInText == 0)
    let black = pixels(in: text) { $0 < 60 && $1 < 60 && $2 < 60 }
    #expect(black > 50, "\(black) black pixels in the text")
  }
}
