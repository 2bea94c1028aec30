/// A parse or validation failure located in a source file; prints as `file:line:column: message`.
///
/// Scene and script files are written by hand, so every complaint points at the exact token
/// an editor should jump to; `preview` prints `description` and exits with code 3. Lines and
/// columns are 1-based, and columns count characters (grapheme clusters) of the line, so an
/// emoji or an accented letter counts once, as an editor's cursor moves over it.
public struct SourceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file name as given on the command line.
  public var file: String
  /// 1-based line number; 0 for a failure of the whole file (it could not be read), which
  /// has no position to print.
  public var line: Int
  /// 1-based column, in characters of the line.
  public var column: Int
  /// What is wrong, naming the JSON path of the offending value where there is one.
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: message`, the form compilers use and editors understand; `file:
  /// message` for the whole file.
  public var description: String {
    line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)"
  }

  /// Longest piece of the input a message repeats, in characters.
  public static let maxEcho = 80

  /// `text` in single quotes for a message, cut to `maxEcho` characters with "…" (a
  /// megabyte-long key or value must not become a megabyte-long error line).
  public static func quoted(_ text: some StringProtocol) -> String {
    let cut = text.count > maxEcho ? text.prefix(maxEcho - 1) + "…" : String(text)
    return "'\(cut)'"
  }
}
