import Engine
import Fixtures
import Foundation
import Testing

@testable import PreviewHost

/// Runs of ideographs are measured by adding cached character widths; every line must
/// measure exactly as when each run is shaped and measured whole.
@MainActor
@Suite("Glyph advances: added-up runs measure as shaped runs")
struct GlyphAdvancesTests {
  static func fonts(addingAdvances: Bool) throws -> FontLibrary {
    let fonts = try FontLibrary(assets: PreviewBinary.packageRoot.appendingPathComponent("Assets"))
    fonts.usesGlyphAdvances = addingAdvances
    return fonts
  }

  /// Width, height and ascent of the line and of each run, in pixels.
  static func metrics(_ line: ShapedLine) -> [CGFloat] {
    [line.width, line.height, line.ascent]
      + line.runs.flatMap { [$0.width, $0.height, $0.ascent, $0.rasterPixels] }
  }

  static let lines = [
    // Latin (kerned pairs: "AV", "To"), Arabic (joined, right to left), mixed directions.
    "AVAVA To Wa", "Typography, kerning: AWAY", "صفحة ٣ من ١٠", "Page 3 — صفحة",
    "abc אבג דה def",
    // Han, kana, punctuation and Latin inside CJK text, a kana with a combining mark.
    "漢字かなカナ", "日本語の文章です。", "中文 English 混排", "东京塔と富士山",
    "か\u{3099}が", "ー〜ヽゞ々",
  ]

  @Test(
    "Latin, Arabic, mixed-direction and CJK lines measure the same both ways",
    arguments: [
      CGFloat(12), 17, 34.5,
    ])
  func sameAsShaped(size: CGFloat) throws {
    let added = try Self.fonts(addingAdvances: true)
    let shaped = try Self.fonts(addingAdvances: false)
    for bold in [false, true] {
      let font = FontSpec(.label, size: size, bold: bold)
      for text in Self.lines {
        #expect(
          Self.metrics(added.shaped(text, font: font))
            == Self.metrics(shaped.shaped(text, font: font)), "\(text) at \(size)")
      }
    }
  }

  @Test("2 000 random ideograph lines measure the same both ways, and were added up")
  func randomIdeographs() throws {
    let added = try Self.fonts(addingAdvances: true)
    let shaped = try Self.fonts(addingAdvances: false)
    var rng = SplitMix64(state: 34)
    let font = FontSpec(.label, size: 17)
    var mismatches: [String] = []
    for _ in 0..<2_000 {
      let n = Int.random(in: 1...24, using: &rng)
      var s = String.UnicodeScalarView()
      for _ in 0..<n {
        // CJK Unified Ideographs, hiragana and katakana.
        let ranges: [ClosedRange<UInt32>] = [0x4E00...0x9FFF, 0x3041...0x3096, 0x30A1...0x30FA]
        let r = ranges[Int.random(in: 0..<ranges.count, using: &rng)]
        s.append(Unicode.Scalar(UInt32.random(in: r, using: &rng))!)
      }
      let text = String(s)
      if Self.metrics(added.shaped(text, font: font))
        != Self.metrics(shaped.shaped(text, font: font))
      {
        mismatches.append(text)
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    #expect(shaped.advances.lookups == 0)
    // With an installed font that has ideographs, the runs were added up, not shaped.
    if !added.fallbacks.sources.isEmpty { #expect(added.advances.lookups > 0) }
  }

  @Test("the table of character widths is capped")
  func capped() throws {
    let fonts = try Self.fonts(addingAdvances: true)
    let face = try fonts.labelFont(pixelSize: 17)
    let advances = GlyphAdvances(capacity: 100)
    // Three times as many distinct characters as the table holds.
    for v in UInt32(0x4E00)..<0x4E00 + 300 {
      _ = advances.measure(
        String(Unicode.Scalar(v)!), face: .label, pixelSize: 17, font: face)
      #expect(advances.count <= 100)
    }
    #expect(advances.lookups == 300)
  }
}
