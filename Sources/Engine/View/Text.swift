import Foundation

/// A view that shows read-only text (SwiftUI's `Text`).
///
/// Its ideal size is its unwrapped line. Proposed narrower, it wraps at word boundaries
/// (then between characters, never inside a grapheme cluster), up to `lineLimit` lines or
/// as many as the proposed height holds (at least one), and the last line that fits ends
/// in "…" when text is left over. Lines align by `multilineTextAlignment`.
public struct Text: View, PrimitiveView, Equatable {
  let content: String

  /// Text shown as written (Engine has no localisation tables, so the same as `verbatim`).
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  public init(verbatim content: String) {
    self.content = content
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = .text(TextContent(string: content))
    node.reconcile(context) { _ in }
  }
}

/// A `Text`'s string and how it sets into lines.
struct TextContent: Equatable {
  let string: String

  /// The default font and colour: SwiftUI's body style, primary (black on light).
  static let defaultFont = Font.body
  static let defaultColor = Color.black
  static let ellipsis = "…"

  /// What the text looks like for a proposal: its lines and its size.
  struct Lines: Equatable {
    var lines: [String]
    var widths: [CGFloat]
    var lineHeight: CGFloat
    var font: FontSpec
    var size: CGSize { CGSize(width: widths.max() ?? 0, height: lineHeight * CGFloat(lines.count)) }
  }

  @MainActor
  func layout(for p: ProposedViewSize, environment: EnvironmentValues, text: any TextMeasuring)
    -> Lines
  {
    let font = environment.font ?? Self.defaultFont
    // Control characters draw as nothing rather than cutting the string (a NUL ends a C
    // string in the font library); line breaks start new paragraphs.
    let cleaned = String(
      string.unicodeScalars.filter {
        $0 == "\n" || !($0.properties.generalCategory == .control)
      }.map(Character.init))
    let spec = font.spec(for: cleaned)
    func width(_ s: String) -> CGFloat { s.isEmpty ? 0 : text.size(of: s, font: spec).width }
    let lineHeight = text.size(of: cleaned.isEmpty ? " " : cleaned, font: spec).height
    var maxLines = environment.lineLimit ?? Int.max
    if let h = p.height, h.isFinite, lineHeight > 0 {
      maxLines = min(maxLines, max(Int((h + 0.001) / lineHeight), 1))
    }
    let limit = p.width.map { $0.isFinite ? max($0, 0) : CGFloat.infinity } ?? .infinity
    var lines: [String] = []
    var truncated = false
    paragraphs: for paragraph in cleaned.split(separator: "\n", omittingEmptySubsequences: false) {
      for line in Self.wrap(String(paragraph), limit: limit, width: width) {
        if lines.count == maxLines {
          truncated = true
          break paragraphs
        }
        lines.append(line)
      }
    }
    if truncated, let last = lines.last {
      lines[lines.count - 1] = Self.truncate(last, limit: limit, width: width)
    }
    if lines.isEmpty { lines = [""] }
    return Lines(lines: lines, widths: lines.map(width), lineHeight: lineHeight, font: spec)
  }

  /// Greedy line breaking: whole words while they fit, a word longer than a line broken
  /// between grapheme clusters; every line holds at least one cluster.
  static func wrap(_ paragraph: String, limit: CGFloat, width: (String) -> CGFloat) -> [String] {
    if limit == .infinity || width(paragraph) <= limit { return [paragraph] }
    var lines: [String] = []
    var line = ""
    let words = paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    for word in words {
      let candidate = line.isEmpty ? word : line + " " + word
      if width(candidate) <= limit {
        line = candidate
        continue
      }
      if !line.isEmpty { lines.append(line) }
      line = ""
      if width(word) <= limit {
        line = word
        continue
      }
      for ch in word {
        let next = line + String(ch)
        if line.isEmpty || width(next) <= limit {
          line = next
        } else {
          lines.append(line)
          line = String(ch)
        }
      }
    }
    lines.append(line)
    return lines
  }

  /// `line` shortened until it fits with "…" after it (just "…" when nothing does).
  static func truncate(_ line: String, limit: CGFloat, width: (String) -> CGFloat) -> String {
    var kept = line
    while !kept.isEmpty {
      let candidate = kept.trimmingCharacters(in: .whitespaces) + ellipsis
      if width(candidate) <= limit { return candidate }
      kept.removeLast()
    }
    return ellipsis
  }
}
