import Foundation

/// A view that shows read-only text (SwiftUI's `Text`).
///
/// Its ideal size is its unwrapped line. Proposed narrower, it wraps at word boundaries
/// (then between characters, never inside a grapheme cluster), up to `lineLimit` lines or
/// as many as the proposed height holds (at least one), and the last line that fits ends
/// in "…" when text is left over. Lines align by `multilineTextAlignment`.
public struct Text: View, PrimitiveView, Equatable {
  /// The text's runs, each with its own style: one for a plain `Text`, more after `+` or
  /// from Markdown.
  var runs: [TextRun]

  /// The whole text as written.
  nonisolated var content: String { runs.map(\.string).joined() }

  /// Text shown as written (Engine has no localisation tables, so the same as `verbatim`).
  /// A literal goes to `init(_: LocalizedStringKey)` instead, as in SwiftUI.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    runs = [TextRun(string: String(content))]
  }

  public init(verbatim content: String) {
    runs = [TextRun(string: content)]
  }

  init(runs: [TextRun]) {
    self.runs = runs.isEmpty ? [TextRun(string: "")] : runs
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    let env = context.environment
    let runs = resolvedRuns(at: node.graph.now, in: env)
    node.kind = Self.kind(for: runs, in: env)
    node.graph.setLiveText(node, self, shown: runs)
    // A text has no children: only a node that had some (built as another view before)
    // has any to let go.
    if !node.children.isEmpty { node.reconcile(context) { _ in } }
  }

  /// The node kind that sets `runs`: one plain run as a `TextKind`, else a `StyledTextKind`.
  static func kind(for runs: [TextRun], in env: EnvironmentValues) -> any NodeKind {
    if runs.count == 1, !runs[0].style.under(env.textRunStyle).isDecorated {
      return TextKind(
        TextContent(string: runs[0].string, style: runs[0].style),
        color: runs[0].style.color(in: env))
    }
    return StyledTextKind(StyledTextContent(runs: runs), environment: env)
  }
}

extension String {
  /// The string in `textCase`, by `locale`'s rules.
  func cased(_ textCase: Text.Case, in locale: Locale) -> String {
    switch textCase {
    case .uppercase: return uppercased(with: locale)
    case .lowercase: return lowercased(with: locale)
    }
  }
}

/// A `Text`'s string and how it sets into lines.
struct TextContent: Equatable {
  let string: String
  /// `string` as it is set (`cleaned`), worked out once when the view is built.
  let shown: String
  /// The style of its one run (font, colour) from its `Text` modifiers.
  var style = TextRunStyle()

  init(string: String, style: TextRunStyle = TextRunStyle()) {
    self.string = string
    self.style = style
    shown = Self.cleaned(string)
  }

  /// The default font and colour: SwiftUI's body style, primary (black on light, white on
  /// dark).
  static let defaultFont = Font.body
  static let defaultColor = Color.primary
  static let ellipsis = "…"
  /// Grapheme clusters set per text; the rest is dropped (with "…"), so a pasted megabyte
  /// costs what 4096 characters do (hand-tuned: a full 4K window of 11 pt text).
  static let maxCharacters = 4096

  /// What the text looks like for a proposal: its lines and its size.
  struct Lines: Equatable {
    var lines: [String]
    var widths: [CGFloat]
    var lineHeight: CGFloat
    var font: FontSpec
    /// Whether text was left out (the last line ends in "…").
    var cut = false
    var size: CGSize { CGSize(width: widths.max() ?? 0, height: lineHeight * CGFloat(lines.count)) }

    /// Whether these lines show all the text within the proposal.
    func fits(_ p: ProposedViewSize) -> Bool {
      let s = size
      if let w = p.width, s.width > w + 0.001 { return false }
      if let h = p.height, s.height > h + 0.001 { return false }
      return !cut
    }
  }

  @MainActor
  func layout(for p: ProposedViewSize, environment: EnvironmentValues, text: any TextMeasuring)
    -> Lines
  {
    let cleaned = shown
    var spec = style.fontSpec(for: cleaned, in: environment)
    func set(_ spec: FontSpec) -> Lines {
      var set = Self.lines(
        cleaned, font: spec, width: p.width, height: p.height, lineLimit: environment.lineLimit
      ) { text.size(of: $0, font: spec) }
      // `lineLimit(3...)`: empty lines make up the fewest lines the text takes.
      while set.lines.count < environment.lineLimitMinimum {
        set.lines.append("")
        set.widths.append(0)
      }
      return set
    }
    let full = set(spec)
    let factor = environment.minimumScaleFactor
    guard factor < 1, !full.fits(p) else { return full }
    // `minimumScaleFactor`: smaller type rather than wrapping past the proposal or cutting.
    // The scale that fits the unwrapped text, then smaller steps for fonts whose sizes are
    // not quite proportional, never below the factor.
    let ideal = text.size(of: cleaned, font: spec)
    var scale: CGFloat = 1
    if let w = p.width, ideal.width > 0 { scale = min(scale, w / ideal.width) }
    if let h = p.height, ideal.height > 0 { scale = min(scale, h / ideal.height) }
    let size = spec.size
    scale = max(min(scale, 1), factor)
    var lines = full
    for _ in 0..<8 {
      spec.size = size * scale
      lines = set(spec)
      if lines.fits(p) || scale <= factor { break }
      scale = max(scale * 0.95, factor)
    }
    return lines
  }

  /// `string` without control characters (a NUL would end a C string in the font library:
  /// they draw as nothing rather than cutting the text), line breaks kept, and at most
  /// `maxCharacters` grapheme clusters.
  static func cleaned(_ string: String) -> String {
    // Printable ASCII and line feeds only (most texts): nothing to drop, and one byte is
    // one grapheme cluster except CR LF, which is not printable.
    let utf8 = string.utf8
    if utf8.count <= maxCharacters,
      utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == UInt8(ascii: "\n") })
    {
      return string
    }
    // Without a control character's bytes (C0, DEL, or C1 as 0xC2 0x80–0x9F) nothing is
    // dropped, and a string of at most `maxCharacters` bytes is not cut: most non-ASCII
    // texts (an emoji tile) are shown as they are, without a walk by scalar.
    if utf8.count <= maxCharacters, !Self.hasControlBytes(utf8) { return string }
    var out = String.UnicodeScalarView()
    // "\r\n" is one cluster whose "\r" goes here, leaving its "\n".
    for s in string.unicodeScalars where s == "\n" || s.properties.generalCategory != .control {
      out.append(s)
    }
    let cleaned = String(out)
    guard cleaned.utf8.count > maxCharacters else { return cleaned }
    return cleaned.count > maxCharacters
      ? String(cleaned.prefix(maxCharacters)) + ellipsis : cleaned
  }

  /// Whether `utf8` holds a control character other than a line feed (general category
  /// Cc: U+0000–U+001F, U+007F–U+009F); a byte of 0x80–0x9F after 0xC2 is a C1 control.
  private static func hasControlBytes(_ utf8: String.UTF8View) -> Bool {
    var afterC2 = false
    for byte in utf8 {
      if (byte < 0x20 && byte != UInt8(ascii: "\n")) || byte == 0x7F { return true }
      if afterC2 && (0x80...0x9F).contains(byte) { return true }
      afterC2 = byte == 0xC2
    }
    return false
  }

  /// Sets `cleaned` into lines at most `width` wide: paragraphs at "\n", each wrapped at
  /// word boundaries, then between grapheme clusters, up to `lineLimit` lines or as many as
  /// `height` holds (at least one); the last line ends in "…" when text is left over.
  ///
  /// - Complexity: O(n log n) measurements of at most a line each.
  static func lines(
    _ cleaned: String, font spec: FontSpec, width: CGFloat?, height: CGFloat?, lineLimit: Int?,
    measure: (String) -> CGSize
  ) -> Lines {
    func w(_ s: String) -> CGFloat { s.isEmpty ? 0 : measure(s).width }
    let lineHeight = measure(cleaned.isEmpty ? " " : cleaned).height
    var maxLines = max(lineLimit ?? Int.max, 1)
    if let h = height, h.isFinite, lineHeight > 0 {
      // In floating point first: a height of 1e300 (or -2e300 left by `.padding(1e300)`)
      // holds more (or fewer) lines than an Int counts.
      let fit = ((h + 0.001) / lineHeight).rounded(.down)
      if fit < Double(maxLines) { maxLines = fit < 1 ? 1 : Int(fit) }
    }
    // A hair of tolerance: text scaled to fit exactly must not wrap on float rounding.
    let limit = width.map { $0.isFinite ? max($0, 0) + 0.0001 : CGFloat.infinity } ?? .infinity
    var lines: [String] = []
    var wasCut = false
    let paragraphs = cleaned.split(separator: "\n", omittingEmptySubsequences: false)
    for (p, paragraph) in paragraphs.enumerated() {
      let room = maxLines - lines.count
      let more = p < paragraphs.count - 1
      let (set, cut) = wrap(String(paragraph), limit: limit, maxLines: room, more: more, width: w)
      lines += set
      if cut {
        wasCut = true
        break
      }
    }
    if lines.isEmpty { lines = [""] }
    return Lines(
      lines: lines, widths: lines.map(w), lineHeight: lineHeight, font: spec, cut: wasCut)
  }

  /// Greedy line breaking of one paragraph into at most `maxLines` lines: whole words while
  /// they fit, a word longer than a line broken between grapheme clusters; every line holds
  /// at least one cluster. When text is left over (in this paragraph, or `more` after it)
  /// the last line ends in "…" and `cut` is true.
  static func wrap(
    _ paragraph: String, limit: CGFloat, maxLines: Int = .max, more: Bool = false,
    width: (String) -> CGFloat
  ) -> (lines: [String], cut: Bool) {
    guard maxLines > 0 else { return ([], true) }
    if limit == .infinity || width(paragraph) <= limit {
      if maxLines == 1 && more { return ([truncate(paragraph, limit: limit, width: width)], true) }
      return ([paragraph], false)
    }
    let chars = Array(paragraph)
    func text(_ a: Int, _ b: Int) -> String { String(chars[a..<b]) }
    var lines: [String] = []
    var start = 0
    while start < chars.count {
      if lines.count == maxLines - 1 {
        let rest = text(start, chars.count)
        if !more && width(rest) <= limit { return (lines + [rest], false) }
        return (lines + [truncate(rest, limit: limit, width: width)], true)
      }
      var end = start + longestFit(chars.count - start) { width(text(start, start + $0)) <= limit }
      if end < chars.count, let b = (start + 1...end).last(where: { isBreak(chars, $0) }) {
        end = b
      }
      lines.append(text(start, end).trimmingTrailingSpaces)
      start = end
      while start < chars.count && chars[start] == " " { start += 1 }
    }
    return (lines.isEmpty ? [""] : lines, false)
  }

  /// Whether a line may break before `chars[i]`: at a space, or next to a CJK character
  /// (ideographs, kana and hangul are set without spaces and break between any two).
  static func isBreak(_ chars: [Character], _ i: Int) -> Bool {
    guard i > 0, i < chars.count else { return i == chars.count }
    return chars[i - 1] == " " || chars[i] == " " || isWide(chars[i - 1]) || isWide(chars[i])
  }

  static func isWide(_ c: Character) -> Bool {
    guard let v = c.unicodeScalars.first?.value else { return false }
    return (0x2E80...0x9FFF).contains(v) || (0xAC00...0xD7AF).contains(v)
      || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v)
      || (0x20000...0x3FFFF).contains(v)
  }

  /// The largest k in 1...n with `fits(k)` (1 when none fits), searched by doubling then
  /// bisection, so a line costs O(log k) measurements whatever the paragraph's length.
  static func longestFit(_ n: Int, _ fits: (Int) -> Bool) -> Int {
    guard n > 1 else { return n }
    var lo = 1
    var hi = 2
    while hi <= n && fits(hi) {
      lo = hi
      hi *= 2
    }
    hi = min(hi, n + 1)
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if fits(mid) { lo = mid } else { hi = mid }
    }
    return lo
  }

  /// `line` shortened until it fits with "…" after it (just "…" when nothing does).
  static func truncate(_ line: String, limit: CGFloat, width: (String) -> CGFloat) -> String {
    let chars = Array(line)
    func candidate(_ k: Int) -> String {
      String(chars[0..<k]).trimmingTrailingSpaces + ellipsis
    }
    guard !chars.isEmpty, width(candidate(1)) <= limit else { return ellipsis }
    return candidate(longestFit(chars.count) { width(candidate($0)) <= limit })
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    var s = Substring(self)
    while s.last?.isWhitespace == true { s.removeLast() }
    return String(s)
  }
}
