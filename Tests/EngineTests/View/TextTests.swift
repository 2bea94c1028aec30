import Fixtures
import Foundation
import Testing

@testable import Engine

/// Line breaking and truncation with fixed metrics: every grapheme cluster is 10 points wide
/// and a line is 24 points tall, so each expected line is plain counting.
@Suite("Text: wrapping, line limits, truncation")
struct TextTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var text: String
    var width: CGFloat?
    var lineLimit: Int? = nil
    var height: CGFloat? = nil
    var lines: [String]
    var testDescription: String { "\(text.debugDescription) in \(width.map { "\($0)" } ?? "nil")" }
  }

  static let spec = FontSpec(.label, size: 20)
  static func measure(_ s: String) -> CGSize { CGSize(width: CGFloat(s.count) * 10, height: 24) }

  static func lines(_ r: Row) -> [String] {
    TextContent.lines(
      TextContent.cleaned(r.text), font: spec, width: r.width, height: r.height,
      lineLimit: r.lineLimit, measure: measure
    ).lines
  }

  static let table: [Row] = [
    Row(text: "ab cd", width: nil, lines: ["ab cd"]),
    Row(text: "ab cd", width: 50, lines: ["ab cd"]),
    Row(text: "ab cd", width: 25, lines: ["ab", "cd"]),
    Row(text: "abcdef", width: 35, lines: ["abc", "def"]),
    Row(text: "aa bb cc dd", width: 60, lineLimit: 1, lines: ["aa bb…"]),
    Row(text: "aa bb cc dd", width: 55, lineLimit: 1, lines: ["aa b…"]),
    Row(text: "aa bb cc dd", width: 50, lineLimit: 2, lines: ["aa bb", "cc dd"]),
    Row(text: "aa bb cc dd ee", width: 50, lineLimit: 2, lines: ["aa bb", "cc d…"]),
    Row(text: "aa bb cc", width: 20, height: 50, lines: ["aa", "b…"]),
    Row(text: "abc", width: 0, lineLimit: 1, lines: ["…"]),
    Row(text: "abc", width: 5, lines: ["a", "b", "c"]),
    Row(text: "a\nb", width: nil, lines: ["a", "b"]),
    Row(text: "a\n\nb", width: nil, lines: ["a", "", "b"]),
    Row(text: "a\nb\nc", width: nil, lineLimit: 2, lines: ["a", "b…"]),
    Row(text: "a\r\nb", width: nil, lines: ["a", "b"]),
    // Controls draw as nothing and never cut the string.
    Row(text: "a\u{0}b\u{7}c", width: nil, lines: ["abc"]),
    // CJK breaks between any two characters, without spaces.
    Row(text: "日本語テキスト", width: 35, lines: ["日本語", "テキス", "ト"]),
    Row(text: "Hello 世界你好", width: 80, lines: ["Hello 世界", "你好"]),
    // Grapheme clusters (ZWJ family, skin tone, flag, keycap) are never split.
    Row(text: "👨‍👩‍👧👍🏽🇯🇵1️⃣", width: 25, lines: ["👨‍👩‍👧👍🏽", "🇯🇵1️⃣"]),
    Row(text: "👨‍👩‍👧👍🏽🇯🇵1️⃣", width: 25, lineLimit: 1, lines: ["👨‍👩‍👧…"]),
    // Right-to-left text breaks in logical order (the host reorders each line).
    Row(text: "שלום עולם", width: 50, lines: ["שלום", "עולם"]),
    Row(text: "مرحبا بالعالم", width: 60, lineLimit: 1, lines: ["مرحبا…"]),
  ]

  @Test("lines for a proposal", arguments: table)
  func wrapping(_ row: Row) {
    #expect(Self.lines(row) == row.lines)
  }

  @Test("a megabyte without spaces costs a few dozen measurements, not one per character")
  func bounded() {
    let text = String(repeating: "x", count: 1_000_000)
    var calls = 0
    var longest = 0
    let set = TextContent.lines(
      TextContent.cleaned(text), font: Self.spec, width: 100, height: nil, lineLimit: 3
    ) {
      calls += 1
      longest = max(longest, $0.count)
      return Self.measure($0)
    }
    #expect(set.lines == ["xxxxxxxxxx", "xxxxxxxxxx", "xxxxxxxxx…"])
    #expect(calls < 200)
    #expect(TextContent.cleaned(text).count == TextContent.maxCharacters + 1)
  }
}

@MainActor
@Suite("minimumScaleFactor: text shrinks to fit instead of wrapping or truncating")
struct MinimumScaleFactorTests {
  @Test("a 40-point emoji offered 20×48 is set at 20 points; without the modifier it overflows")
  func shrinksToFit() throws {
    let shrunk = laidOut(
      Text("😀").font(.system(size: 40)).lineLimit(1).minimumScaleFactor(0.1)
        .frame(width: 20, height: 48))
    let text = try #require(shrunk.first("Text"))
    // Fixed metrics: an emoji is 1 × size wide and 1.2 × size tall.
    #expect(text.rect.size == CGSize(width: 20, height: 24))
    let cut = laidOut(
      Text("😀").font(.system(size: 40)).lineLimit(1).frame(width: 20, height: 48))
    #expect(cut.first("Text")?.rect.width == 40, "one cluster kept whole, overflowing its frame")
  }

  @Test("never below the factor, and not at all when the text fits")
  func boundedByFactor() throws {
    let floor = laidOut(
      Text("ab").font(.system(size: 20)).lineLimit(1).minimumScaleFactor(0.5)
        .frame(width: 5, height: 100))
    // "ab" is 20 wide at 20 pt; 5 would need 0.25, the factor stops it at 10 pt (10 × 12).
    #expect(floor.first("Text")?.rect.height == 12)
    let fits = laidOut(
      Text("ab").font(.system(size: 20)).minimumScaleFactor(0.1).frame(width: 100, height: 100))
    #expect(fits.first("Text")?.rect.size == CGSize(width: 20, height: 24))
  }

  @Test("wrapping comes first: text that fits on two lines keeps its size")
  func wrapsBeforeShrinking() throws {
    let d = laidOut(
      Text("ab cd").font(.system(size: 20)).minimumScaleFactor(0.1).frame(width: 25, height: 60))
    // Two lines of 20 × 24 fit in 25 × 60.
    #expect(d.first("Text")?.rect.size == CGSize(width: 20, height: 48))
  }
}
