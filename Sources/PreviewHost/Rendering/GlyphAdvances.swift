import CSDL2
import Foundation

/// Widths of single characters per face and pixel size, so that a run of ideographs is
/// measured by adding them up instead of shaping and loading every glyph again.
///
/// Only where adding up gives what shaping the whole run gives: scripts whose characters
/// are set on a fixed grid without kerning or ligatures between them (Han, kana,
/// Bopomofo; not Hangul, whose jamo compose), left to right, not emboldened, and
/// characters whose ink lies within their advance and whose own measured width is that advance (SDL_ttf's width of a line is the
/// extent of its inked glyphs and its pen's end). Anything else is measured whole.
@MainActor
final class GlyphAdvances {
  struct Key: Hashable {
    var face: FaceID
    var pixelSize: Int32
    var scalar: UInt32
  }

  /// A character's advance and line height in pixels; nil when it cannot be added up.
  struct Cell {
    var advance: Int32
    var height: Int32
  }

  /// Characters remembered before the table is emptied (about 40 bytes each).
  static let defaultCapacity = 32_768
  let capacity: Int

  init(capacity: Int = defaultCapacity) { self.capacity = capacity }
  private var cells: [Key: Cell?] = [:]
  /// Characters looked up in a face so far, and remembered now (tests read them).
  private(set) var lookups = 0
  var count: Int { cells.count }

  static let gridScripts: Set<String> = ["Hani", "Hira", "Kana", "Bopo"]

  /// A letter standing alone (ideographs, kana): not a mark that combines with the one
  /// before it, not punctuation or a space (which fonts may kern or set half-width).
  static func isLetter(_ s: Unicode.Scalar) -> Bool {
    let c = s.properties.generalCategory
    return c == .otherLetter || c == .modifierLetter
  }

  /// Whether a run in `script` may be measured by adding up its characters.
  static func addsUp(script: String, rightToLeft: Bool, bold: Bool) -> Bool {
    !rightToLeft && !bold && gridScripts.contains(script)
  }

  /// Width and height in pixels of `text` in `font` (already set up for the run), or nil
  /// when one of its characters does not add up.
  func measure(_ text: String, face: FaceID, pixelSize: Int32, font f: OpaquePointer)
    -> (width: Int32, height: Int32)?
  {
    var width: Int32 = 0
    var height: Int32 = -1
    for s in text.unicodeScalars {
      guard let cell = cell(Key(face: face, pixelSize: pixelSize, scalar: s.value), f),
        height == -1 || cell.height == height
      else { return nil }
      width += cell.advance
      height = cell.height
    }
    return height < 0 ? nil : (width, height)
  }

  private func cell(_ key: Key, _ f: OpaquePointer) -> Cell? {
    if let known = cells[key] { return known }
    lookups += 1
    var minX: Int32 = 0
    var maxX: Int32 = 0
    var minY: Int32 = 0
    var maxY: Int32 = 0
    var advance: Int32 = 0
    var w: Int32 = 0
    var h: Int32 = 0
    let found: Cell?
    if let scalar = Unicode.Scalar(key.scalar), Self.isLetter(scalar),
      TTF_GlyphMetrics32(f, key.scalar, &minX, &maxX, &minY, &maxY, &advance) == 0,
      TTF_SizeUTF8(f, String(scalar), &w, &h) == 0,
      minX >= 0, maxX <= advance, w == advance
    {
      found = Cell(advance: advance, height: h)
    } else {
      found = nil
    }
    if cells.count >= capacity { cells.removeAll() }
    cells[key] = found
    return found
  }
}
