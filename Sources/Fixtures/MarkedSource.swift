/// A test source with a `‸` marking where an error must point.
///
/// Writing the expected line and column by hand for dozens of cases invites miscounting;
/// the marker states the expectation in the text itself. The position is counted here with
/// `String` APIs (characters of the line), independently of the byte-based reader.
public struct MarkedSource: Sendable {
  public static let marker: Character = "‸"

  /// The source with the marker removed.
  public let text: String
  /// 1-based line of the marker.
  public let line: Int
  /// 1-based column of the marker, in characters of its line.
  public let column: Int
  /// What the error message must contain.
  public let fragment: String

  public init(_ marked: String, _ fragment: String) {
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

  /// How a test names the case (test targets make it their `CustomTestStringConvertible`).
  public var testDescription: String { "\(fragment) ← \(text.prefix(60))" }
}
