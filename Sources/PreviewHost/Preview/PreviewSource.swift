/// The previews a Swift file declares, found in its text: each `#Preview` (line and column
/// of the `#`, 1-based, columns in UTF-8 bytes as the compiler counts them) and each type
/// that says `PreviewProvider` among what it conforms to, at the top level or nested in
/// types and extensions (not in a function's body). Comments and string literals are
/// skipped.
struct PreviewSource: Equatable {
  struct Macro: Equatable {
    let line: Int
    let column: Int
  }

  struct Provider: Equatable {
    /// `struct`, `enum` or `class`.
    let kind: String
    let name: String
    let line: Int
    /// The declarations it is nested in, outermost first: `struct`, `enum`, `class`,
    /// `actor` or `extension`, each with its name.
    var enclosing: [Scope] = []
  }

  struct Scope: Equatable {
    let kind: String
    let name: String
  }

  var macros: [Macro] = []
  var providers: [Provider] = []

  var isEmpty: Bool { macros.isEmpty && providers.isEmpty }

  init(text: String) {
    let bytes = Array(text.utf8)
    var tokens: [Token] = []
    var i = 0
    var line = 1
    var lineStart = 0
    func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }
    while i < bytes.count {
      let c = bytes[i]
      if c == 0x0A {
        line += 1
        i += 1
        lineStart = i
      } else if c == 0x2F, at(i + 1) == 0x2F {  // line comment
        while i < bytes.count, bytes[i] != 0x0A { i += 1 }
      } else if c == 0x2F, at(i + 1) == 0x2A {  // block comment, nested
        var nest = 0
        repeat {
          if bytes[i] == 0x2F, at(i + 1) == 0x2A {
            nest += 1
            i += 2
          } else if bytes[i] == 0x2A, at(i + 1) == 0x2F {
            nest -= 1
            i += 2
          } else {
            if bytes[i] == 0x0A {
              line += 1
              lineStart = i + 1
            }
            i += 1
          }
        } while nest > 0 && i < bytes.count
      } else if c == 0x22 || (c == 0x23 && isRawStringStart(bytes, i)) {
        var hashes = 0
        while at(i) == 0x23 {
          hashes += 1
          i += 1
        }
        let multi = at(i + 1) == 0x22 && at(i + 2) == 0x22
        i += multi ? 3 : 1
        while i < bytes.count {
          if bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
          }
          if bytes[i] == 0x5C && hashes == 0 {
            i += 2
            continue
          }
          if bytes[i] == 0x22, !multi || (at(i + 1) == 0x22 && at(i + 2) == 0x22) {
            var k = i + (multi ? 3 : 1)
            var closing = 0
            while closing < hashes, at(k) == 0x23 {
              closing += 1
              k += 1
            }
            if closing == hashes {
              i = k
              break
            }
          }
          i += 1
        }
      } else if c == 0x7B {
        tokens.append(Token(word: "{", line: line, column: i - lineStart + 1))
        i += 1
      } else if c == 0x7D {
        tokens.append(Token(word: "}", line: line, column: i - lineStart + 1))
        i += 1
      } else if isWordByte(c) || c == 0x23 || c == 0x40 {
        let start = i
        i += 1
        while i < bytes.count, isWordByte(bytes[i]) { i += 1 }
        let word = String(decoding: bytes[start..<i], as: UTF8.self)
        tokens.append(Token(word: word, line: line, column: start - lineStart + 1))
      } else {
        i += 1
      }
    }
    findDeclarations(tokens)
  }

  private struct Token {
    let word: String
    let line: Int
    let column: Int
  }

  private static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor", "extension"]
  /// Declarations whose braces are not a type's body: a provider inside them is local.
  private static let otherKeywords: Set<String> = [
    "func", "var", "let", "init", "deinit", "subscript", "protocol", "#Preview",
  ]

  /// Walks the tokens with a stack of the braces open: each is a type's or extension's
  /// body (its `Scope`) or something else (nil), so a provider's enclosing declarations are
  /// the stack, and one inside a function or a closure is not a provider the runtime can
  /// find by name.
  private mutating func findDeclarations(_ tokens: [Token]) {
    var open: [Scope?] = []
    var pending: Scope?
    for (k, t) in tokens.enumerated() {
      switch t.word {
      case "{":
        open.append(pending)
        pending = nil
      case "}":
        _ = open.popLast()
        pending = nil
      case "#Preview":
        macros.append(Macro(line: t.line, column: t.column))
        pending = nil
      case _ where Self.typeKeywords.contains(t.word) && k + 1 < tokens.count:
        let name = tokens[k + 1]
        guard name.word != "{", name.word != "}" else { continue }
        pending = Scope(kind: t.word, name: name.word)
        guard t.word != "extension", open.allSatisfy({ $0 != nil }) else { continue }
        // The conformance list runs to the body's brace.
        var j = k + 2
        while j < tokens.count, tokens[j].word != "{", tokens[j].line - name.line < 20 {
          if tokens[j].word == "PreviewProvider" {
            providers.append(
              Provider(
                kind: t.word, name: name.word, line: t.line, enclosing: open.compactMap { $0 }))
            break
          }
          if Self.typeKeywords.contains(tokens[j].word)
            || Self.otherKeywords.contains(tokens[j].word)
          {
            break
          }
          j += 1
        }
      case _ where Self.otherKeywords.contains(t.word):
        pending = nil
      default:
        break
      }
    }
  }
}

private func isWordByte(_ c: UInt8) -> Bool {
  (0x30...0x39).contains(c) || (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c)
    || c == 0x5F || c >= 0x80
}

/// `#"` or `##"`: a raw string's opening delimiter at `i`.
private func isRawStringStart(_ bytes: [UInt8], _ i: Int) -> Bool {
  var k = i
  while k < bytes.count, bytes[k] == 0x23 { k += 1 }
  return k < bytes.count && bytes[k] == 0x22
}
