import Engine
import Fixtures
import Foundation
import Testing

@testable import PreviewHost

/// A run of emoji advances by the font's own advance, as CoreText sets any font: the
/// horizontal metrics table scaled to the size, not the bitmap strike's rounded width.
@MainActor
@Suite("Emoji advance by the font's horizontal metrics")
struct EmojiAdvanceTests {
  /// The bundled emoji font's file.
  static var fontFile: URL {
    PreviewBinary.packageRoot.appendingPathComponent("Assets/fonts/NotoColorEmoji.ttf")
  }

  /// The advances in the font's `hmtx` table and its units per em (`head`), read from
  /// the file as the OpenType specification lays them out: the table directory after a
  /// 12-byte header, 16 bytes a table; `head.unitsPerEm` at byte 18,
  /// `hhea.numberOfHMetrics` at byte 34, then 4 bytes a metric, the advance first.
  static func horizontalMetrics() throws -> (advances: Set<Int>, unitsPerEm: Int) {
    let data = [UInt8](try Data(contentsOf: fontFile))
    func u16(_ at: Int) -> Int { Int(data[at]) << 8 | Int(data[at + 1]) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    var tables: [String: Int] = [:]
    for i in 0..<u16(4) {
      let entry = 12 + 16 * i
      let tag = String(decoding: data[entry..<entry + 4], as: UTF8.self)
      tables[tag] = u32(entry + 8)
    }
    let head = try #require(tables["head"])
    let hhea = try #require(tables["hhea"])
    let hmtx = try #require(tables["hmtx"])
    let advances = Set((0..<u16(hhea + 34)).map { u16(hmtx + 4 * $0) })
    return (advances, u16(head + 18))
  }

  @Test("ten emoji in one run are nine font advances and one glyph wide", arguments: [34.0, 100])
  func runOfEmoji(size: CGFloat) throws {
    let (advances, unitsPerEm) = try Self.horizontalMetrics()
    // Every glyph with an advance has the same one (marks and joiners have none).
    let advance = try #require(advances.subtracting([0]).first)
    #expect(advances.subtracting([0]).count == 1)
    let em = CGFloat(advance) / CGFloat(unitsPerEm)  // 2550 / 2048 in this font
    let fonts = try FontLibrary(
      assets: PreviewBinary.packageRoot.appendingPathComponent("Assets"))
    let font = FontSpec(.label, size: size)
    let one = fonts.size(of: "😀", font: font).width
    let ten = fonts.size(of: String(repeating: "😀", count: 10), font: font).width
    // The pen moves nine advances between the first glyph and the last; the line ends
    // at the last glyph's ink, as the one-glyph line does. SDL_ttf sets pens on whole
    // pixels of the 109 px strike, so the run may come out up to one of them short.
    let strikePixel = size / CGFloat(FontLibrary.emojiStrike)
    let expected = 9 * em * size
    #expect(abs((ten - one) - expected) <= strikePixel, "\(ten - one) vs \(expected)")
    // The strike's own width, 136 px of 109, would put the run 2.3 pt further at 100 pt.
    let strikeAdvance = 9 * 136 / CGFloat(FontLibrary.emojiStrike) * size
    #expect(abs((ten - one) - strikeAdvance) > strikePixel)
  }
}
