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
    /// How many generic parameters it declares.
    var generics = 0
    /// The declarations it is nested in, outermost first: `struct`, `enum`, `class`,
    /// `actor` or `extension`, each with its name.
    var enclosing: [Scope] = []
  }

  struct Scope: Equatable {
    let kind: String
    /// The type's name; an extension's may be dotted (`Outer.Inner`, `Engine.Color`).
    let name: String
    /// How many generic parameters the type declares; for an extension, how many type
    /// arguments it writes (`extension Box<Int>`), else how many the extended type declares
    /// when this file declares it, else nil (not known).
    var generics: Int? = 0
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
      } else if c == 0x3C || c == 0x3E || c == 0x2C || c == 0x2E {  // < > , .
        tokens.append(
          Token(word: String(UnicodeScalar(c)), line: line, column: i - lineStart + 1))
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
    // The generic parameter count of each type this file declares, by its name.
    var declared: [String: Int] = [:]
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
        guard let (name, afterName) = Self.typeName(tokens, at: k + 1) else { continue }
        let generics = Self.genericCount(tokens, at: afterName)
        let isExtension = t.word == "extension"
        if !isExtension { declared[name] = generics ?? 0 }
        pending = Scope(kind: t.word, name: name, generics: isExtension ? generics : generics ?? 0)
        guard !isExtension, open.allSatisfy({ $0 != nil }) else { continue }
        // The conformance list runs to the body's brace.
        var j = afterName
        while j < tokens.count, tokens[j].word != "{", tokens[j].line - t.line < 20 {
          if tokens[j].word == "PreviewProvider" {
            providers.append(
              Provider(
                kind: t.word, name: name, line: t.line, generics: generics ?? 0,
                enclosing: open.compactMap { $0 }))
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
    // An extension of a type this file declares has that type's generic parameters.
    for p in providers.indices {
      for s in providers[p].enclosing.indices
      where providers[p].enclosing[s].kind == "extension"
        && providers[p].enclosing[s].generics == nil
      {
        let scope = providers[p].enclosing[s]
        let last = scope.name.split(separator: ".").last.map(String.init) ?? scope.name
        providers[p].enclosing[s].generics = declared[last]
      }
    }
  }

  /// The (possibly dotted) name at `k` and the index after it; nil when `k` is no name.
  private static func typeName(_ tokens: [Token], at k: Int) -> (String, Int)? {
    guard k < tokens.count, isName(tokens[k].word) else { return nil }
    var parts = [tokens[k].word]
    var j = k + 1
    while j + 1 < tokens.count, tokens[j].word == ".", isName(tokens[j + 1].word) {
      parts.append(tokens[j + 1].word)
      j += 2
    }
    return (parts.joined(separator: "."), j)
  }

  /// The number of parameters (or arguments) in a `<…>` at `k`: its top-level commas and
  /// one; nil when there is none.
  private static func genericCount(_ tokens: [Token], at k: Int) -> Int? {
    guard k < tokens.count, tokens[k].word == "<" else { return nil }
    var depth = 0
    var count = 1
    for t in tokens[k...] {
      switch t.word {
      case "<": depth += 1
      case ">":
        depth -= 1
        if depth == 0 { return count }
      case "," where depth == 1: count += 1
      case "{", "}": return count
      default: break
      }
    }
    return count
  }

  private static func isName(_ word: String) -> Bool {
    guard let first = word.utf8.first else { return false }
    return isWordByte(first) && !(0x30...0x39).contains(first)
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
