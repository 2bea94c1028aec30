import Foundation

/// A text field's field editor (AppKit's term): the caret and selection (in grapheme clusters of the bound
/// string), an input method's composition, undo, and where the text is drawn.
///
/// One lives with each field's identity (in its `@State`); the field's build hands it the
/// binding and the rest anew each time, and the focus system sends it keys and text. The
/// bound string is the one source of truth; the caret is clamped to it whenever it is read,
/// so a string changed from outside never leaves the caret past its end.
@MainActor
final class FieldEditor {
  /// The string the field edits.
  var text: Binding<String> = .constant("")
  /// Shown as bullets; copying and cutting do nothing, as in AppKit's secure fields.
  var isSecure = false
  /// `.onSubmit` actions, innermost first.
  var onSubmit: [@MainActor () -> Void] = []
  /// Run before `onSubmit`, and when focus leaves, by a field that commits its text then
  /// (`TextField(value:format:)`).
  var commit: (@MainActor () -> Void)?
  /// The text a `TextField(value:format:)` is editing, before it is committed.
  var draft: String?
  /// The width of a run of the shown text, in points (set by the field's layout).
  var measure: (String) -> CGFloat = { _ in 0 }
  /// The caret's places in the shown text as drawn, from its left end, when the host
  /// reorders right-to-left runs (`TextMeasuring.caretOffsets`; set by the field's layout).
  var carets: (String) -> [CGFloat]? = { _ in nil }
  /// The answers of `carets`, by the text asked about (a multi-line field asks per line).
  private var caretCache: [String: [CGFloat]?] = [:]
  /// The paragraph direction when the text has no strong character (the layout's).
  var defaultRightToLeft = false

  /// The caret, and the selection's other end (equal when nothing is selected). Wherever
  /// the caret goes, ↑/↓'s goal x and a wrap's upstream place are forgotten (the line keys
  /// set them again after they move it).
  var caret = 0 {
    didSet {
      goalX = nil
      upstream = false
    }
  }
  var anchor = 0
  /// An input method's text not yet committed, and its cursor (in its clusters).
  var composition: (text: String, cursor: Int)?
  private(set) var isEditing = false
  /// How far the text is scrolled so the caret stays in view, in points.
  var scroll: CGFloat = 0
  /// Where the text box is in the window: the inner rectangle the text is drawn in.
  var box = CGRect.zero

  /// Set for a multi-line field (`TextField(axis: .vertical)`, `TextEditor`): line breaks
  /// are kept, Return types one, and the caret moves by lines.
  var isMultiline = false
  /// A multi-line field's lines as last laid out in `box`, and the height of each.
  var lines: TextLines?
  var lineHeight: CGFloat = 0
  /// How far a multi-line field's lines are scrolled up, in points.
  var verticalScroll: CGFloat = 0
  /// The x that ↑ and ↓ keep the caret at, from the first of them in a row.
  var goalX: CGFloat?
  /// Whether the caret, at a gap where a line wraps, shows at the end of the line before
  /// (after End, or ↑/↓ to a line's end) rather than at the start of the next.
  var upstream = false

  var undoStack: [Snapshot] = []
  var redoStack: [Snapshot] = []
  /// Whether the last edit was typing, which the next typing joins in one undo step.
  var typing = false

  /// A state undo returns to.
  struct Snapshot {
    var text: String
    var caret: Int
    var anchor: Int
  }

  /// At most this many undo steps are kept (hand-tuned).
  static let undoLimit = 100
  /// The most grapheme clusters a field holds: the text budget every `Text` has
  /// (`TextContent.maxCharacters`), so what a field shows is what it holds.
  static let maxCharacters = TextContent.maxCharacters

  var characters: [Character] { Array(text.wrappedValue) }

  /// The selected clusters (empty when only a caret shows).
  var selection: Range<Int> {
    let n = text.wrappedValue.count
    let a = min(caret, n)
    let b = min(anchor, n)
    return min(a, b)..<max(a, b)
  }

  /// The caret, clamped to the text.
  var caretIndex: Int { min(caret, text.wrappedValue.count) }

  /// Moves the caret to `index`; with `extend` the selection's other end stays.
  func moveCaret(to index: Int, extend: Bool = false) {
    let n = text.wrappedValue.count
    caret = min(max(index, 0), n)
    if !extend { anchor = caret }
    anchor = min(anchor, n)
    typing = false
  }

  /// Focus arrived: the caret at the end, or everything selected (Tab).
  func beginEditing(selectAll: Bool) {
    isEditing = true
    let n = text.wrappedValue.count
    caret = n
    anchor = selectAll ? 0 : n
    typing = false
  }

  /// Focus left: an unfinished composition is dropped, the selection collapses.
  func endEditing() {
    commit?()
    isEditing = false
    composition = nil
    anchor = caretIndex
    caret = anchor
    typing = false
  }

  /// Whether the text reads right to left: its first strong character is Hebrew, Arabic or
  /// another right-to-left script (UAX #9's rule P2), else the layout's direction.
  var isRightToLeft: Bool {
    Self.firstStrongIsRightToLeft(text.wrappedValue) ?? defaultRightToLeft
  }

  /// True or false at the first strong character of `s` (nil when it has none).
  static func firstStrongIsRightToLeft(_ s: String) -> Bool? {
    for scalar in s.unicodeScalars {
      let v = scalar.value
      // Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic, Arabic Extended, and the
      // Hebrew and Arabic presentation forms: the blocks of bidi class R and AL letters.
      if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v)
        || (0xFE70...0xFEFF).contains(v)
      {
        if scalar.properties.isAlphabetic { return true }
        continue
      }
      if scalar.properties.isAlphabetic { return false }
    }
    return nil
  }

  /// The text as drawn: bullets for a secure field, the composition at the caret.
  var shown: [Character] {
    var chars = isSecure ? Array(repeating: "•", count: text.wrappedValue.count) : characters
    if let composition { chars.insert(contentsOf: composition.text, at: caretIndex) }
    return chars
  }

  /// Where the shown text starts (left to right: its left end; right to left: its right
  /// end), in window points.
  var textEdge: CGFloat { isRightToLeft ? box.maxX + scroll : box.minX - scroll }

  /// The host's caret places for `shown` (cached while the text stays the same).
  func caretOffsets(_ shown: [Character]) -> [CGFloat]? {
    let text = String(shown)
    if let cached = caretCache[text] { return cached }
    var offsets = carets(text)
    if offsets?.count != shown.count + 1 { offsets = nil }
    // A field's text and its lines are few; edits make new ones, so the cache starts over
    // rather than grow (hand-tuned bound).
    if caretCache.count >= 256 { caretCache.removeAll(keepingCapacity: true) }
    caretCache[text] = offsets
    return offsets
  }

  /// How far gap `i` of `shown` is from the edge the paragraph starts at: by the host's
  /// reordering when it gives one, else the width of the text before the gap.
  func distance(at i: Int, in shown: [Character]) -> CGFloat {
    let i = min(max(i, 0), shown.count)
    guard let offsets = caretOffsets(shown) else { return measure(String(shown[0..<i])) }
    return isRightToLeft ? (offsets.max() ?? 0) - offsets[i] : offsets[i]
  }

  /// The x of the gap before shown cluster `i`, in window points.
  func x(at i: Int, in shown: [Character]) -> CGFloat {
    let d = distance(at: i, in: shown)
    return isRightToLeft ? textEdge - d : textEdge + d
  }

  /// The gap between clusters of the text nearest `x`, found by bisection (a prefix is
  /// never narrower than a shorter one), so a click costs O(log n) measurements.
  func index(atX x: CGFloat) -> Int {
    let chars = isSecure ? Array(repeating: "•", count: text.wrappedValue.count) : characters
    let target = isRightToLeft ? textEdge - x : x - textEdge
    if caretOffsets(chars) != nil {
      // Mixed directions put the gaps out of order: the nearest of them all.
      return (0...chars.count).min {
        abs(distance(at: $0, in: chars) - target) < abs(distance(at: $1, in: chars) - target)
      } ?? 0
    }
    func offset(_ i: Int) -> CGFloat { measure(String(chars[0..<i])) }
    var lo = 0
    var hi = chars.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if offset(mid + 1) <= target { lo = mid + 1 } else { hi = mid }
    }
    // `lo` is the last gap at or before the target; the next may be nearer.
    if lo < chars.count, offset(lo + 1) - target < target - offset(lo) { return lo + 1 }
    return lo
  }

  /// Keeps the caret inside the box: scrolls the text by as little as it takes.
  func scrollToCaret() {
    let shown = self.shown
    let caretOffset = distance(at: caretIndex + (composition?.cursor ?? 0), in: shown)
    let room = max(box.width - 2, 0)
    if caretOffset - scroll > room { scroll = caretOffset - room }
    if caretOffset - scroll < 0 { scroll = caretOffset }
    let total = measure(String(shown))
    scroll = max(min(scroll, max(total - room, 0)), 0)
  }
}
