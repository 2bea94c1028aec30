import CSDL2
import Engine
import Foundation

/// The fonts all text is drawn with, opened from the assets folder, plus text measurement.
///
/// A character neither bundled face has is drawn from an installed font that has it,
/// found through fontconfig (`FallbackFonts`); lines are itemised, ordered by the bidi
/// algorithm and shaped with HarfBuzz per run (FontLibrary+Shaping.swift).
///
/// Noto Color Emoji is a bitmap font with a single 109 px strike, so it is opened once at
/// that size and its glyphs are scaled to the requested size when drawn; the label face is
/// scalable and is opened at each pixel size it is drawn at, so text is crisp at any scale.
@MainActor
package final class FontLibrary {
  /// Noto Color Emoji's only bitmap strike (pixels per em).
  static let emojiStrike: Int32 = 109
  nonisolated static let emojiFile = "fonts/NotoColorEmoji.ttf"
  nonisolated static let labelFile = "fonts/DejaVuSans.ttf"

  let emoji: OpaquePointer
  let labelPath: String
  /// The label face at the size its coverage is tested with.
  let labelProbe: OpaquePointer
  let fallbacks = FallbackFonts()
  /// The text face in other designs, weights and slants.
  let styledFaces = LabelFaces()
  /// `Image(systemName:)`'s icon font.
  let symbols = SymbolFont()
  private var labels: [Int32: OpaquePointer] = [:]
  private var measured: [MeasureKey: ShapedLine] = [:]
  /// Underline and strikethrough rows per face and size (FontLibrary+Decorations.swift).
  var decorationMemo: [MeasureKey: DecorationMetrics] = [:]
  /// Character widths per face and size: runs of ideographs are measured by adding them.
  let advances = GlyphAdvances()
  /// Off: every run is shaped and measured whole (tests compare both ways).
  package var usesGlyphAdvances = true
  /// Lines kept shaped before the memo is emptied (wrapping measures many candidates).
  static let measuredCapacity = 8192
  /// Pixels per point of the output (2 on a 2x display).
  var scale: CGFloat = 1 {
    didSet {
      if scale != oldValue {
        measured.removeAll()
        decorationMemo.removeAll()
      }
    }
  }

  struct MeasureKey: Hashable {
    var text: String
    var font: FontSpec
  }

  /// Opens both faces from `assets`. Throws a message naming the file when one is missing
  /// or unreadable.
  package init(assets: URL) throws(SDLError) {
    if TTF_WasInit() == 0 { try check(TTF_Init(), "TTF_Init") }
    let emojiPath = assets.appendingPathComponent(Self.emojiFile).path
    labelPath = assets.appendingPathComponent(Self.labelFile).path
    guard let e = TTF_OpenFont(emojiPath, Self.emojiStrike) else {
      throw SDLError("opening font \(emojiPath)")
    }
    emoji = e
    // Light hinting lets HarfBuzz read the emoji's advances from the font's metrics table
    // (FreeType's fast path: a bitmap has no outline to hint). With normal hinting FreeType
    // loads, and inflates, each glyph's PNG to learn its advance, and SDL_ttf then loads it
    // again for its metrics: two PNG decodes per emoji measured instead of one. The advance
    // is then the font's own, 2550/2048 em, where the strike's rounded 136/109 em used to
    // be; single emoji measure the same (their ink, 136 px, is wider than either).
    TTF_SetFontHinting(e, TTF_HINTING_LIGHT)
    // Open the label face once now so a missing file fails at start, not mid-frame.
    guard let probe = TTF_OpenFont(labelPath, 17) else {
      throw SDLError("opening font \(labelPath)")
    }
    // Kept apart from `labels`, which is emptied when too many sizes are open: the probe
    // is read for every character's coverage and must stay open (sharing it with `labels`
    // closed it under a scene of many font sizes, and FreeType then read freed memory).
    labelProbe = probe
  }

  isolated deinit {
    TTF_CloseFont(emoji)
    TTF_CloseFont(labelProbe)
    for f in labels.values { TTF_CloseFont(f) }
  }

  /// Label faces kept open at once (each holds the font file and FreeType's tables, about
  /// 1.35 MB): a scene with 1 000 font sizes opened 1 000. Beyond it all are closed, and
  /// reopened as drawn; callers use a face at once and never keep it.
  static let maximumOpenFonts = 16
  /// Faces open now, the emoji face and the label probe included.
  var openFonts: Int { labels.count + 2 }

  func labelFont(pixelSize: Int32) throws(SDLError) -> OpaquePointer {
    if let f = labels[pixelSize] { return f }
    if openFonts >= Self.maximumOpenFonts {
      for f in labels.values { TTF_CloseFont(f) }
      labels.removeAll()
    }
    guard let f = TTF_OpenFont(labelPath, max(pixelSize, 1)) else {
      throw SDLError("opening font \(labelPath)")
    }
    labels[pixelSize] = f
    return f
  }

  /// Pixel size a label at `points` is rasterised at.
  func labelPixelSize(_ points: CGFloat) -> Int32 {
    let px = (points * scale).rounded()
    return Int32(min(max(px.isFinite ? px : 1, 1), 4096))
  }

  /// Pixel em size an emoji at `points` is drawn at.
  func emojiPixelSize(_ points: CGFloat) -> Int32 {
    let px = (points * scale).rounded()
    return Int32(min(max(px.isFinite ? px : 1, 1), 2048))
  }

  /// Size in points of `text` set in `font`.
  func measure(_ text: String, font: FontSpec) -> CGSize {
    let line = shaped(text, font: font)
    return CGSize(width: line.width / scale, height: line.height / scale)
  }

  /// `text` laid out as one line (memoised while the scale stays the same).
  func shaped(_ text: String, font: FontSpec) -> ShapedLine {
    let key = MeasureKey(text: text, font: font)
    if let line = measured[key] { return line }
    let line = layoutLine(text, font: font)
    if measured.count >= Self.measuredCapacity { measured.removeAll() }
    measured[key] = line
    return line
  }
}

extension FontLibrary: @MainActor TextMeasuring {
  package func size(of text: String, font: FontSpec) -> CGSize { measure(text, font: font) }

  /// The line's ascent: its runs share the baseline of the one that reaches highest.
  package func ascent(of text: String, font: FontSpec) -> CGFloat {
    shaped(text, font: font).ascent / scale
  }
}
