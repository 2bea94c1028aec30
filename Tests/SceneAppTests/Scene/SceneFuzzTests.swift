import Engine
import Fixtures
import PreviewHost
import Testing

@testable import SceneApp

@Suite("Scene parser robustness")
struct SceneFuzzTests {
  /// Tokens that tend to break JSON in interesting ways.
  static let fragments = [
    "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\uD83D", "\\uDE00", "-", "0", "1e999",
    "e", ".", "true", "null", " ", "\n", "\r\n", "\t", "⚽️", "\u{301}", "\u{200D}", "\u{FEFF}",
    "\"rows\"", "\"items\"", "\"pages\"", "[[[[[[[[[[[[[[[[", "99999999999999999999", "-0.0",
    "1e-400", "\u{0}", "\"#fff\"", "{\"spring\":{}}", "\"loop\"", "مرحبا", "\u{7F}",
  ]

  static let seeds: [String] = {
    var rich = SceneDocument.default
    rich.rows[0].tile = TileStyle()
    rich.rows[1].items = ["e\u{301}", "👨‍👩‍👧", "مرحبا"]
    rich.carousel.pages = [
      PageStyle(label: "A", color: .black), PageStyle(label: "B", color: .white),
    ]
    rich.carousel.animation = .spring(Spring(duration: 0.4, bounce: 0.2))
    return [SceneDocument.default.jsonText(), rich.jsonText()]
  }()

  /// A copy of `text` with one to four random edits (delete, insert, replace, duplicate,
  /// truncate), made on Unicode scalars so that grapheme clusters get split too.
  static func mutate(_ text: String, using rng: inout SplitMix64) -> String {
    var scalars = Array(text.unicodeScalars)
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      let position = Int.random(in: 0...scalars.count, using: &rng)
      let fragment = Array(fragments.randomElement(using: &rng)!.unicodeScalars)
      switch Int.random(in: 0..<5, using: &rng) {
      case 0:
        let end = min(scalars.count, position + Int.random(in: 1...6, using: &rng))
        scalars.removeSubrange(position..<end)
      case 1:
        scalars.insert(contentsOf: fragment, at: position)
      case 2 where position < scalars.count:
        scalars.replaceSubrange(position..<position + 1, with: fragment)
      case 3:
        let end = min(scalars.count, position + Int.random(in: 1...40, using: &rng))
        scalars.insert(contentsOf: scalars[position..<end], at: end)
      default:
        scalars.removeSubrange(position...)
      }
    }
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }

  /// JSON values that are valid syntax but often invalid scene values.
  static let values = [
    "-1", "0", "1", "2.5", "1e300", "100001", "\"\"", "\"x\"", "[]", "{}", "null", "true",
    "false", "[1,2]", "{\"a\":1}", "\"#ggg\"", "\"#fff\"", "\"loop\"", "\"center\"",
    "{\"spring\":{\"bounce\":0.5}}", "[{}]", "\"\(String(repeating: "x", count: 33))\"",
  ]

  /// A copy of `text` with one to three values (strings, numbers, literals; not keys) replaced by
  /// values from `values`, which mostly keeps the JSON valid and exercises validation.
  static func swapValues(_ text: String, using rng: inout SplitMix64) -> String {
    var characters = Array(text)
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      var tokens: [Range<Int>] = []
      var index = 0
      while index < characters.count {
        let start = index
        if characters[index] == "\"" {
          index += 1
          while index < characters.count, characters[index] != "\"" {
            index += characters[index] == "\\" ? 2 : 1
          }
          index = min(index + 1, characters.count)
          let next = characters[index...].first { $0 != " " }
          if next != ":" { tokens.append(start..<index) }
        } else if characters[index].isLetter || characters[index].isNumber
          || characters[index] == "-"
        {
          while index < characters.count,
            characters[index].isLetter || characters[index].isNumber
              || "-+.".contains(characters[index])
          {
            index += 1
          }
          tokens.append(start..<index)
        } else {
          index += 1
        }
      }
      guard let token = tokens.randomElement(using: &rng) else { break }
      characters.replaceSubrange(token, with: Array(values.randomElement(using: &rng)!))
    }
    return String(characters)
  }

  /// Either a scene that survives a round trip, or an error inside the text's bounds.
  static func checkParses(_ text: String) {
    do {
      let scene = try SceneDocument.parse(text, file: "fuzz.json")
      #expect(try SceneDocument.parse(scene.jsonText(), file: "again.json") == scene, "\(text)")
    } catch {
      let lines = Array(text.utf8).split(
        separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      #expect(error.file == "fuzz.json")
      #expect(error.line >= 1 && error.line <= lines.count, "\(error) in \(text)")
      let lineLength =
        error.line <= lines.count && error.line >= 1
        ? String(decoding: lines[error.line - 1], as: UTF8.self).count : 0
      #expect(error.column >= 1 && error.column <= lineLength + 1, "\(error) in \(text)")
      #expect(!error.message.isEmpty)
    }
  }

  @Test("mutated scenes either parse and round-trip or fail with a located error")
  func mutatedScenes() {
    var rng = SplitMix64(state: 0x5EED_CA4B_05E1)
    for index in 0..<3000 {
      let seed = Self.seeds[index % Self.seeds.count]
      Self.checkParses(Self.mutate(seed, using: &rng))
    }
  }

  @Test("scenes with swapped values either parse and round-trip or fail with a located error")
  func swappedValues() {
    var rng = SplitMix64(state: 0xC0FF_EE00_1234)
    for index in 0..<3000 {
      let seed = Self.seeds[index % Self.seeds.count]
      Self.checkParses(Self.swapValues(seed, using: &rng))
    }
  }

  @Test("random text never traps the parser")
  func randomText() {
    var rng = SplitMix64(state: 42)
    let alphabet = Array("{}[],:\"\\u0123456789.eE+-truefalsn \n\t#abcdefABCDEF⚽️é\u{301}")
    for _ in 0..<1000 {
      let length = Int.random(in: 0...60, using: &rng)
      Self.checkParses(String((0..<length).map { _ in alphabet.randomElement(using: &rng)! }))
    }
  }
}
