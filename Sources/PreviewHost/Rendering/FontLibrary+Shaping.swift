import CSDL2
import Engine
import Foundation

/// Which face a run of a line is set in.
enum FaceID: Hashable {
  /// The bundled text face (DejaVu Sans).
  case label
  /// The bundled colour emoji face (Noto Color Emoji, one 109 px strike, scaled).
  case emoji
  /// An installed font found through fontconfig (`FallbackFonts.sources` index).
  case fallback(Int)
  /// The symbol font (`SymbolFont`), for `FontRole.symbol` text it has.
  case symbol
  /// The text face of a design, weight or slant other than the bundled one
  /// (`LabelFaces.faces` index).
  case styled(Int)
}

/// One line of text itemised into runs (one face, one script, one direction each) in visual
/// order, left to right, with its size in device pixels.
struct ShapedLine {
  struct Run {
    var text: String
    var face: FaceID
    /// ISO 15924 tag HarfBuzz shapes the run with ("Latn", "Arab", "Zyyy").
    var script: String
    var rightToLeft: Bool
    var width: CGFloat = 0
    var ascent: CGFloat = 0
    var height: CGFloat = 0
    /// Pixels of the surface SDL_ttf rasterises before scaling (emoji: at the strike).
    var rasterPixels: CGFloat = 0
  }

  var runs: [Run] = []
  var width: CGFloat = 0
  var ascent: CGFloat = 0
  var height: CGFloat = 0

  /// Colour emoji next to tinted text: such a line is rasterised in its ink colour.
  var isMixed: Bool { runs.contains { $0.face == .emoji } && runs.contains { $0.face != .emoji } }
  var isColor: Bool { runs.contains { $0.face == .emoji } }
}

extension FontLibrary {
  /// Grapheme clusters set per line; the rest is cut with "…" (Engine wraps and truncates
  /// long text into lines well below this, so only a pathological label reaches it).
  static let maxClusters = 1024
  /// Scalars kept per cluster: UAX #15's stream-safe limit (30 non-starters) plus the base,
  /// so a cluster of a million combining marks cannot stack into a gigapixel glyph.
  static let maxScalarsPerCluster = 31
  /// Pixels one line's texture may have (64 MB in RGBA) and the longest side SDL renderers
  /// take; a line over either is halved (with "…") until it fits.
  static let maxLinePixels: CGFloat = 16 * 1024 * 1024
  static let maxLineSide: CGFloat = 16384
  /// Drawn for a cluster no installed font has (U+FFFD REPLACEMENT CHARACTER).
  static let replacement: Character = "\u{FFFD}"

  /// `text` as one line: controls removed (they draw as nothing), clusters capped, each
  /// cluster in the first face that has it, ordered by the bidi algorithm, measured with
  /// HarfBuzz per run, and cut until it fits the pixel budget.
  func layoutLine(_ text: String, font: FontSpec) -> ShapedLine {
    var clusters = Self.clusters(of: text)
    while true {
      let line = layoutLine(clusters: clusters, font: font)
      let raster = line.runs.reduce(0) { $0 + $1.rasterPixels }
      if line.width <= Self.maxLineSide && line.height <= Self.maxLineSide
        && max(line.width * line.height, raster) <= Self.maxLinePixels
      {
        return line
      }
      guard clusters.count > 2 else { return ShapedLine() }
      clusters = Array(clusters.prefix(clusters.count / 2)) + ["…"]
    }
  }

  /// The clusters of `text` without control characters, at most `maxScalarsPerCluster`
  /// scalars each and `maxClusters` in all (then "…"). Reads no further than that.
  static func clusters(of text: String) -> [Character] {
    var out: [Character] = []
    for c in text {
      guard out.count < maxClusters else {
        out.append("…")
        break
      }
      var kept = String.UnicodeScalarView()
      for s in c.unicodeScalars.prefix(maxScalarsPerCluster)
      where s.properties.generalCategory != .control {
        kept.append(s)
      }
      out.append(contentsOf: String(kept))
    }
    return out
  }

  private func layoutLine(clusters input: [Character], font: FontSpec) -> ShapedLine {
    var clusters = input
    var faces: [FaceID] = []
    for i in clusters.indices {
      if font.role == .symbol, let s = clusters[i].unicodeScalars.first,
        clusters[i].unicodeScalars.count == 1, symbols.provides(s)
      {
        faces.append(.symbol)
      } else if let f = face(for: clusters[i], font: font) {
        faces.append(f)
      } else {
        clusters[i] = Self.replacement
        faces.append(.label)
      }
    }
    let levels = Bidi.levels(clusters)
    let scripts = Self.scripts(clusters)
    var runs: [ShapedLine.Run] = []
    var runLevels: [Int] = []
    var start = 0
    for i in clusters.indices {
      let last = i == clusters.count - 1
      if !last && faces[i + 1] == faces[i] && levels[i + 1] == levels[i]
        && scripts[i + 1] == scripts[i]
      {
        continue
      }
      runs.append(
        ShapedLine.Run(
          text: String(clusters[start...i]), face: faces[i], script: scripts[i],
          rightToLeft: levels[i] % 2 == 1))
      runLevels.append(levels[i])
      start = i + 1
    }
    var line = ShapedLine()
    var descent: CGFloat = 0
    for i in Bidi.visualOrder(runLevels) {
      var run = runs[i]
      measure(&run, font: font)
      line.runs.append(run)
      line.width += run.width
      line.ascent = max(line.ascent, run.ascent)
      descent = max(descent, run.height - run.ascent)
    }
    if line.runs.count == 1 {
      line.height = line.runs[0].height
    } else if line.runs.isEmpty {
      let (ascent, height) = primaryMetrics(font)
      line.ascent = ascent
      line.height = height
    } else {
      line.height = line.ascent + descent
    }
    return line
  }

  /// Ascent and height in pixels of the role's own face (for a line with no runs).
  private func primaryMetrics(_ font: FontSpec) -> (CGFloat, CGFloat) {
    if font.role == .emoji {
      let k = font.size * scale / CGFloat(Self.emojiStrike)
      return (CGFloat(TTF_FontAscent(emoji)) * k, CGFloat(TTF_FontHeight(emoji)) * k)
    }
    guard let f = try? labelFont(pixelSize: labelPixelSize(font.size)) else { return (0, 0) }
    return (CGFloat(TTF_FontAscent(f)), CGFloat(TTF_FontHeight(f)))
  }

  /// The SDL_ttf face for `face` at `font`'s size, set up to shape `run` (HarfBuzz takes
  /// the font's direction and script), and the factor from its pixels to the output's.
  func prepared(_ run: ShapedLine.Run, font: FontSpec) -> (OpaquePointer, CGFloat)? {
    let f: OpaquePointer
    var k: CGFloat = 1
    switch run.face {
    case .emoji:
      f = emoji
      k = font.size * scale / CGFloat(Self.emojiStrike)
    case .label:
      guard let l = try? labelFont(pixelSize: labelPixelSize(font.size)) else { return nil }
      f = l
    case .fallback(let i):
      guard let l = fallbacks.font(i, pixelSize: labelPixelSize(font.size)) else { return nil }
      f = l
    case .symbol:
      guard let l = symbols.font(pixelSize: labelPixelSize(font.size)) else { return nil }
      f = l
    case .styled(let i):
      guard let l = styledFaces.font(i, pixelSize: labelPixelSize(font.size)) else { return nil }
      f = l
    }
    TTF_SetFontDirection(f, run.rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
    TTF_SetFontScriptName(f, run.script)
    // Bold or italic in a face that is not (the bundled DejaVu Sans, a fallback font, a
    // family without an italic): SDL_ttf emboldens or slants it. Set per run, as faces are
    // shared between styles; SDL_ttf keeps the style until it changes.
    if run.face != .emoji {
      let style = synthesizedStyle(run.face, font: font)
      if TTF_GetFontStyle(f) != style { TTF_SetFontStyle(f, style) }
    }
    return (f, k)
  }

  private func measure(_ run: inout ShapedLine.Run, font: FontSpec) {
    guard let (f, k) = prepared(run, font: font) else { return }
    var w: Int32 = 0
    var h: Int32 = 0
    if usesGlyphAdvances, run.face != .emoji,
      GlyphAdvances.addsUp(
        script: run.script, rightToLeft: run.rightToLeft,
        bold: synthesizedStyle(run.face, font: font) != TTF_STYLE_NORMAL),
      let added = advances.measure(
        run.text, face: run.face, pixelSize: labelPixelSize(font.size), font: f)
    {
      (w, h) = added
    } else {
      TTF_SizeUTF8(f, run.text, &w, &h)
    }
    run.width = CGFloat(w) * k
    run.height = CGFloat(h) * k
    run.ascent = CGFloat(TTF_FontAscent(f)) * k
    run.rasterPixels = CGFloat(w) * CGFloat(h)
  }

  /// The face a cluster is set in: the bundled faces first (emoji first for a cluster in
  /// emoji presentation), then an installed font that has all of it; failing that a face
  /// with its first character; nil when none has it (drawn as the replacement glyph).
  /// Default-ignorable scalars (joiners, variation selectors) need no glyph.
  func face(for cluster: Character, font: FontSpec = FontSpec(.label, size: 17)) -> FaceID? {
    let all = Array(cluster.unicodeScalars)
    let needed = all.filter { !$0.properties.isDefaultIgnorableCodePoint }
    var text: (FaceID, OpaquePointer) = (.label, labelProbe)
    if let i = styledFaces.index(for: font) { text = (.styled(i), styledFaces.faces[i].probe) }
    guard let first = needed.first else { return text.0 }
    let emojiFirst = all.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    var bundled: [(FaceID, OpaquePointer)] = [text, (.label, labelProbe), (.emoji, emoji)]
    if emojiFirst { bundled.insert(bundled.removeLast(), at: 0) }
    func covers(_ f: OpaquePointer, _ scalars: [Unicode.Scalar]) -> Bool {
      scalars.allSatisfy { TTF_GlyphIsProvided32(f, $0.value) != 0 }
    }
    if let (id, _) = bundled.first(where: { covers($0.1, needed) }) { return id }
    if let i = fallbacks.source(covering: needed) { return .fallback(i) }
    return bundled.first { covers($0.1, [first]) }?.0
  }

  /// The SDL_ttf style `face` is drawn with for `font`: what the face lacks of the font's
  /// bold and italic.
  func synthesizedStyle(_ face: FaceID, font: FontSpec) -> Int32 {
    var bold = font.bold
    var italic = font.italic
    if case .styled(let i) = face {
      bold = styledFaces.faces[i].embolden
      italic = styledFaces.faces[i].slant
    }
    return (bold ? TTF_STYLE_BOLD : 0) | (italic ? TTF_STYLE_ITALIC : 0)
  }

  /// Each cluster's script: that of its first scalar with a script of its own; common and
  /// inherited ones (spaces, digits, marks) take the script before them, or after them at
  /// the start of the line, so a run is not split at every space.
  static func scripts(_ clusters: [Character]) -> [String] {
    var own: [String?] = clusters.map { c in
      for s in c.unicodeScalars {
        let t = csdl_script_tag(s.value)
        let tag = String(
          decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: t >> $0) }, as: UTF8.self)
        if tag != "Zyyy" && tag != "Zinh" && tag != "Zzzz" { return tag }
      }
      return nil
    }
    var last = own.first { $0 != nil } ?? "Zyyy"
    for i in own.indices {
      if let s = own[i] { last = s } else { own[i] = last }
    }
    return own.map { $0 ?? "Zyyy" }
  }

  /// `text` rasterised as one line, white (to be tinted) unless it mixes colour emoji with
  /// text: then the text is in `ink` and the texture must not be tinted. Nil for nothing to
  /// draw.
  func render(_ text: String, font: FontSpec, ink: Color) -> UnsafeMutablePointer<SDL_Surface>? {
    let line = shaped(text, font: font)
    let color =
      line.isMixed
      ? SDL_Color(r: ink.red, g: ink.green, b: ink.blue, a: 255)
      : SDL_Color(r: 255, g: 255, b: 255, a: 255)
    if line.runs.count == 1 { return render(line.runs[0], font: font, color: color) }
    let w = Int32(line.width.rounded(.up))
    let h = Int32(line.height.rounded(.up))
    guard w > 0, h > 0,
      let out = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    var x: CGFloat = 0
    for run in line.runs {
      defer { x += run.width }
      guard let s = render(run, font: font, color: color) else { continue }
      defer { SDL_FreeSurface(s) }
      SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_NONE)
      var dst = SDL_Rect(
        x: Int32(x.rounded()), y: Int32((line.ascent - run.ascent).rounded()), w: s.pointee.w,
        h: s.pointee.h)
      SDL_UpperBlit(s, nil, out, &dst)
    }
    return out
  }

  private func render(_ run: ShapedLine.Run, font: FontSpec, color: SDL_Color)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    guard let (f, _) = prepared(run, font: font),
      let surface = TTF_RenderUTF8_Blended(f, run.text, color)
    else { return nil }
    guard run.face == .emoji,
      let scaled = GlyphCache.resample(surface, emSize: emojiPixelSize(font.size))
    else { return surface }
    SDL_FreeSurface(surface)
    return scaled
  }
}
