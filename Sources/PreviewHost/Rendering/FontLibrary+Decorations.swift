import CSDL2
import Engine

/// Where an underline and a strikethrough go for a font: the rows SDL_ttf draws them in,
/// from the face's own underline position and thickness (its `post` table) and its
/// strikeout row.
struct DecorationMetrics: Equatable {
  /// Pixels from the baseline down to each line's top (negative: above it), and thickness.
  var underline: (offset: Int32, thickness: Int32)
  var strikethrough: (offset: Int32, thickness: Int32)

  static func == (a: DecorationMetrics, b: DecorationMetrics) -> Bool {
    a.underline == b.underline && a.strikethrough == b.strikethrough
  }
}

extension FontLibrary {
  /// The decoration rows of `font`'s text face at its pixel size, read once per face and
  /// size by having SDL_ttf draw a decorated space and finding the rows it inked.
  func decorations(_ font: FontSpec) -> DecorationMetrics {
    var text = font
    text.role = .label
    let key = MeasureKey(text: "\u{0}decorations", font: text)
    if let known = decorationMemo[key] { return known }
    let run = ShapedLine.Run(
      text: " ", face: styledFaces.index(for: text).map { .styled($0) } ?? .label,
      script: "Latn", rightToLeft: false)
    var found = DecorationMetrics(underline: (1, 1), strikethrough: (-4, 1))
    if let (f, _) = prepared(run, font: text) {
      let base = TTF_GetFontStyle(f)
      let ascent = TTF_FontAscent(f)
      func rows(_ style: Int32) -> (Int32, Int32)? {
        TTF_SetFontStyle(f, base | style)
        defer { TTF_SetFontStyle(f, base) }
        guard let s = TTF_RenderUTF8_Blended(f, " ", SDL_Color(r: 255, g: 255, b: 255, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(s) }
        return Self.inkedRows(s).map { ($0.lowerBound - ascent, Int32($0.count)) }
      }
      if let u = rows(TTF_STYLE_UNDERLINE) { found.underline = u }
      if let k = rows(TTF_STYLE_STRIKETHROUGH) { found.strikethrough = k }
    }
    if decorationMemo.count >= 256 { decorationMemo.removeAll() }
    decorationMemo[key] = found
    return found
  }

  /// The first run of rows of `surface` (32-bit, alpha in its format's mask) that hold ink.
  static func inkedRows(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Range<Int32>? {
    guard let format = surface.pointee.format, format.pointee.BytesPerPixel == 4,
      let pixels = surface.pointee.pixels
    else { return nil }
    SDL_LockSurface(surface)
    defer { SDL_UnlockSurface(surface) }
    let mask = format.pointee.Amask
    var first: Int32?
    var last: Int32 = -1
    for y in 0..<surface.pointee.h {
      let row = pixels.advanced(by: Int(y) * Int(surface.pointee.pitch))
        .assumingMemoryBound(to: UInt32.self)
      let inked = (0..<Int(surface.pointee.w)).contains { row[$0] & mask > mask / 2 }
      if inked {
        if first == nil { first = y }
        last = y
      } else if first != nil {
        break
      }
    }
    return first.map { $0..<(last + 1) }
  }
}
