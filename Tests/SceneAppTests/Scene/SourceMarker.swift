import Engine
import Testing

@testable import SceneApp

/// A test source with a `‸` marking where an error must point.
///
/// Writing the expected line and column by hand for dozens of cases invites miscounting;
/// the marker states the expectation in the text itself. The position is counted here with
/// `String` APIs (characters of the line), independently of the byte-based reader.
struct MarkedSource: Sendable, CustomTestStringConvertible {
  static let marker: Character = "‸"

  /// The source with the marker removed.
  let text: String
  /// 1-based line of the marker.
  let line: Int
  /// 1-based column of the marker, in characters of its line.
  let column: Int
  /// What the error message must contain.
  let fragment: String

  init(_ marked: String, _ fragment: String) {
    var line = 1
    var column = 1
    var text = ""
    var found = false
    for character in marked {
      if character == Self.marker {
        found = true
        continue
      }
      text.append(character)
      guard !found else { continue }
      if character == "\n" || character == "\r\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    precondition(found, "test case lacks a ‸ marker: \(marked)")
    self.text = text
    self.line = line
    self.column = column
    self.fragment = fragment
  }

  var testDescription: String { "\(fragment) ← \(text.prefix(60))" }
}
