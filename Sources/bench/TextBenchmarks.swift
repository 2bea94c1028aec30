import Engine
import Fixtures
import Foundation
import PreviewHost

/// Measuring text with the real fonts (SDL_ttf and HarfBuzz, fallback fonts through
/// fontconfig): distinct strings, so no line is measured twice.
@MainActor
enum TextBenchmarks {
  /// `count` distinct strings of `length` characters drawn from `range` (seeded).
  static func strings(count: Int, length: Int, range: ClosedRange<UInt32>, seed: UInt64)
    -> [String]
  {
    var rng = SplitMix64(state: seed)
    var seen = Set<String>()
    var out: [String] = []
    while out.count < count {
      var s = String.UnicodeScalarView()
      for _ in 0..<length {
        s.append(Unicode.Scalar(UInt32.random(in: range, using: &rng)) ?? "?")
      }
      let text = String(s)
      if seen.insert(text).inserted { out.append(text) }
    }
    return out
  }

  /// CPU seconds to measure every string once with a new font library (nothing memoised).
  /// `addingAdvances` false: every run shaped and measured whole, as before glyph advances
  /// were cached.
  static func measureAll(
    _ texts: [String], assets: URL, addingAdvances: Bool = true, repeats: Int = 3
  ) -> Sample? {
    var failed = false
    var sink: CGFloat = 0
    let sample = measureCPU(repeats: repeats) {
      guard let fonts = try? FontLibrary(assets: assets) else {
        failed = true
        return
      }
      fonts.usesGlyphAdvances = addingAdvances
      for t in texts { sink += fonts.size(of: t, font: FontSpec(.label, size: 17)).width }
    }
    if sink < 0 { print("") }
    return failed ? nil : sample
  }

  static func rows(assets: URL) -> [Row] {
    // CJK Unified Ideographs, set in the installed fallback font: drawn from 3 000 of them
    // (about the characters in everyday Chinese text), so items share glyphs as real text
    // does, and from the whole block of 20 992 (almost every glyph new).
    let cjk = strings(count: 1_000, length: 32, range: 0x4E00...0x4E00 + 2_999, seed: 34)
    let cjkWide = strings(count: 1_000, length: 32, range: 0x4E00...0x9FFF, seed: 36)
    // Basic Latin letters: the bundled label face.
    let latin = strings(count: 1_000, length: 32, range: 0x61...0x7A, seed: 35)
    var out: [Row] = []
    if let s = measureAll(cjk, assets: assets) {
      out.append(
        Row(
          name: "text measuring, 1 000 distinct 32-character CJK items, 3 000 ideographs (CPU s)",
          value: s.text(3), target: "≤ 0.2", met: s.median <= 0.2))
    }
    if let s = measureAll(cjk, assets: assets, addingAdvances: false) {
      out.append(
        Row(
          name: "  the same, each run shaped and measured whole (CPU s)", value: s.text(3),
          target: "", met: nil))
    }
    if let s = measureAll(cjkWide, assets: assets) {
      out.append(
        Row(
          name: "text measuring, 1 000 distinct 32-character CJK items, 20 992 ideographs (CPU s)",
          value: s.text(3), target: "", met: nil))
    }
    // 100 000 distinct items from the same 3 000 ideographs, with a target of 10 s (one
    // run: it is 100 times the first row's work).
    let cjkMany = strings(count: 100_000, length: 32, range: 0x4E00...0x4E00 + 2_999, seed: 37)
    if let s = measureAll(cjkMany, assets: assets, repeats: 1) {
      out.append(
        Row(
          name: "text measuring, 100 000 distinct 32-character CJK items, 3 000 ideographs (CPU s)",
          value: s.text(3), target: "≤ 10", met: s.median <= 10))
    }
    if let s = measureAll(latin, assets: assets) {
      out.append(
        Row(
          name: "text measuring, 1 000 distinct 32-character Latin items (CPU s)", value: s.text(3),
          target: "", met: nil))
    }
    return out
  }
}
