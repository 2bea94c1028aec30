/// Where a token starts: its line and its byte offsets, resolved to a column only on demand.
///
/// Counting characters (grapheme clusters) for every node of a large one-line document would
/// be quadratic, so nodes carry byte offsets and `SourceText.column(of:)` counts once an error
/// actually needs a column.
package struct SourceLocation: Sendable, Hashable {
  /// 1-based line number in the file.
  package var line: Int
  /// UTF-8 offset of the first byte of that line.
  package var lineStart: Int
  /// UTF-8 offset of the token.
  package var offset: Int
}

/// The UTF-8 bytes of one source text, with the file name errors should carry.
///
/// A script parses each of its lines as its own `SourceText` with `firstLine` set to the
/// line's number in the file, so the same reader and locations serve both formats.
package struct SourceText: Sendable {
  package let file: String
  package let bytes: [UInt8]
  /// The line number of the first byte.
  package let firstLine: Int

  package init(file: String, text: String, firstLine: Int = 1) {
    self.init(file: file, bytes: Array(text.utf8), firstLine: firstLine)
  }

  package init(file: String, bytes: [UInt8], firstLine: Int = 1) {
    self.file = file
    self.bytes = bytes
    self.firstLine = firstLine
  }

  /// The 1-based column of `location`: characters of its line before it, plus one.
  package func column(of location: SourceLocation) -> Int {
    let start = min(max(location.lineStart, 0), bytes.count)
    let end = min(max(location.offset, start), bytes.count)
    return String(decoding: bytes[start..<end], as: UTF8.self).count + 1
  }

  /// An error at `location` saying `message`.
  package func error(_ message: String, at location: SourceLocation) -> SourceError {
    SourceError(
      file: file, line: location.line, column: column(of: location), message: message)
  }
}
