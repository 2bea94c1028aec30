import Foundation

/// Inline Markdown, as SwiftUI reads a `Text` literal (`LocalizedStringKey`): strong
/// (`**a**`, `__a__`), emphasis (`*a*`, `_a_`), both (`***a***`), code spans (`` `a` ``,
/// monospaced), strikethrough (`~~a~~`) and links (`[a](https://…)`, in the accent colour,
/// opened through `openURL`). A backslash escapes ASCII punctuation; a delimiter without a
/// partner is shown as written.
///
/// Only inline syntax: as with SwiftUI's `Text`, headings, lists and block quotes are shown
/// as written, and line breaks are kept.
enum Markdown {
  /// Longer sources are shown as written: finding a delimiter's partner can scan to the
  /// end, so a megabyte of unmatched "*" must not cost a trillion steps (hand-tuned: four
  /// times the characters a `Text` shows).
  static let maxSource = 4 * TextContent.maxCharacters

  /// The runs `source` reads as.
  static func runs(_ source: String) -> [TextRun] {
    // Without any of the delimiters' bytes there is no delimiter character (each is one
    // ASCII scalar): no walk by grapheme cluster, which cost a tenth of building a stack of
    // 100 000 `Text("Item \(i)")`.
    guard source.utf8.contains(where: isDelimiterByte), source.utf8.count <= maxSource,
      source.contains(where: { "*_~`[\\".contains($0) })
    else { return [TextRun(string: source)] }
    var out: [TextRun] = []
    parse(Array(source)[...], style: TextRunStyle(), into: &out)
    return out
  }

  /// `text` with every ASCII punctuation character escaped, so it reads as itself (an
  /// interpolated value in a literal is shown verbatim, as in SwiftUI).
  static func escaped(_ text: String) -> String {
    // A character escaped is ASCII punctuation or a symbol, one scalar of one such byte:
    // without any of those bytes (a number, a plain word) nothing is escaped.
    guard text.utf8.contains(where: isASCIIPunctuationOrSymbol) else { return text }
    var out = ""
    for c in text {
      if c.isASCII, c.isPunctuation || c.isSymbol { out.append("\\") }
      out.append(c)
    }
    return out
  }

  /// Whether `byte` is one of `*_~`[\\`.
  private static func isDelimiterByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"),
      UInt8(ascii: "["), UInt8(ascii: "\\"):
      true
    default: false
    }
  }

  /// Whether `byte` is ASCII punctuation or a symbol (`Character.isPunctuation` or
  /// `isSymbol`): every printable ASCII byte but the space, the digits and the letters.
  private static func isASCIIPunctuationOrSymbol(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
    default: false
    }
  }

  private static func append(_ c: Character, _ style: TextRunStyle, into out: inout [TextRun]) {
    if let last = out.last, last.style == style {
      out[out.count - 1].string.append(c)
    } else {
      out.append(TextRun(string: String(c), style: style))
    }
  }

  private static func parse(
    _ s: ArraySlice<Character>, style: TextRunStyle, into out: inout [TextRun]
  ) {
    var i = s.startIndex
    while i < s.endIndex {
      let c = s[i]
      if c == "\\", i + 1 < s.endIndex, s[i + 1].isASCII,
        s[i + 1].isPunctuation || s[i + 1].isSymbol
      {
        append(s[i + 1], style, into: &out)
        i += 2
        continue
      }
      let run = runLength(s, i)
      if c == "`", let close = closing(s, from: i + run, delimiter: c, length: run, flanked: false)
      {
        var code = style
        code.monospaced = true
        for ch in s[(i + run)..<close] { append(ch, code, into: &out) }
        i = close + run
        continue
      }
      if c == "[", let (textEnd, url, end) = link(s, i) {
        var linked = style
        linked.link = url
        parse(s[(i + 1)..<textEnd], style: linked, into: &out)
        i = end
        continue
      }
      if c == "*" || c == "_" || (c == "~" && run == 2), opens(s, i, run: run) {
        let length = c == "~" ? 2 : min(run, 3)
        if let close = closing(s, from: i + length, delimiter: c, length: length, flanked: true) {
          var inner = style
          if c == "~" {
            inner.strikethrough = TextDecoration(isActive: true, color: nil)
          } else {
            if length >= 2 { inner.weight = .bold }
            if length != 2 { inner.italic = true }
          }
          parse(s[(i + length)..<close], style: inner, into: &out)
          i = close + length
          continue
        }
      }
      for k in i..<(i + run) { append(s[k], style, into: &out) }
      i += run
    }
  }

  /// How many times `s[i]` repeats from `i` (1 for anything but a delimiter).
  private static func runLength(_ s: ArraySlice<Character>, _ i: Int) -> Int {
    guard "*_~`".contains(s[i]) else { return 1 }
    var j = i
    while j < s.endIndex && s[j] == s[i] { j += 1 }
    return j - i
  }

  /// Whether a delimiter run at `i` can open: followed by a non-space and, for `_`, not
  /// inside a word (CommonMark's left-flanking rule, simplified).
  private static func opens(_ s: ArraySlice<Character>, _ i: Int, run: Int) -> Bool {
    let after = i + run
    guard after < s.endIndex, !s[after].isWhitespace else { return false }
    if s[i] == "_", i > s.startIndex, s[i - 1].isLetter || s[i - 1].isNumber { return false }
    return true
  }

  /// The start of the run of exactly `length` `delimiter`s closing one opened before
  /// `from`: preceded by a non-space when `flanked`; runs of other lengths are skipped
  /// (they open or close something nested).
  private static func closing(
    _ s: ArraySlice<Character>, from: Int, delimiter: Character, length: Int, flanked: Bool
  ) -> Int? {
    var j = from
    while j < s.endIndex {
      if s[j] == "\\" {
        j += 2
        continue
      }
      guard s[j] == delimiter else {
        j += 1
        continue
      }
      let run = runLength(s, j)
      if run == length, j > from, !flanked || !s[j - 1].isWhitespace {
        let after = j + run
        let inWord =
          delimiter == "_" && after < s.endIndex && (s[after].isLetter || s[after].isNumber)
        if !inWord { return j }
      }
      j += run
    }
    return nil
  }

  /// A link at `i` ("[text](url)"): the end of its text, its URL and the index after it.
  private static func link(_ s: ArraySlice<Character>, _ i: Int) -> (Int, URL, Int)? {
    var depth = 0
    var j = i
    while j < s.endIndex {
      switch s[j] {
      case "\\": j += 1
      case "[": depth += 1
      case "]":
        depth -= 1
        if depth == 0 {
          guard j + 1 < s.endIndex, s[j + 1] == "(",
            let close = s[(j + 2)...].firstIndex(of: ")")
          else { return nil }
          let target = String(s[(j + 2)..<close]).trimmingCharacters(in: .whitespaces)
          guard !target.isEmpty, !target.contains(" "), let url = URL(string: target) else {
            return nil
          }
          return (j, url, close + 1)
        }
      default: break
      }
      j += 1
    }
    return nil
  }
}
