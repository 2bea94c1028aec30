import Foundation

/// Loading scene and script files from disk, with read errors in the same form as parse
/// errors: `file: message` when the file cannot be read (no position means anything there),
/// `file:line:column: message` for a byte that is not UTF-8.
package enum SourceFile {
  /// Largest scene or script file read: far beyond any hand-written scene, small enough
  /// that a wrong path (a disk image, /dev/zero) fails at once instead of filling memory.
  package static let maxBytes = 16 << 20

  /// - Parameter regularOnly: Refuses anything but a regular file (the scene, read on the
  ///   frame loop); a script, read once before the run, may come from a pipe (`<(…)`).
  package static func read(_ path: String, regularOnly: Bool = true) -> Result<
    String, SourceError
  > {
    func failure(_ message: String, line: Int = 0, column: Int = 0) -> Result<String, SourceError> {
      .failure(SourceError(file: path, line: line, column: column, message: message))
    }
    // Non-blocking: opening a FIFO for reading waits for a writer, forever if none comes,
    // and this runs on the frame loop. Only regular files are read.
    let fd = open(path, O_RDONLY | O_CLOEXEC | (regularOnly ? O_NONBLOCK : 0))
    guard fd >= 0 else { return failure(reason(errno)) }
    defer { close(fd) }
    var info = stat()
    if fstat(fd, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR {
      return failure("is a folder, not a file")
    }
    if regularOnly && fstat(fd, &info) == 0 && info.st_mode & S_IFMT != S_IFREG {
      return failure("not a regular file (a pipe, socket or device cannot be a scene)")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n < 0 { return failure(reason(errno)) }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
      if bytes.count > maxBytes { return failure("larger than \(maxBytes >> 20) MB") }
    }
    if let bad = firstInvalidUTF8(bytes) {
      let (line, column) = position(ofByte: bad, in: bytes)
      let byte = String(bytes[bad], radix: 16, uppercase: true)
      return failure(
        "not UTF-8 text: byte 0x\(byte) at offset \(bad) is invalid", line: line, column: column)
    }
    return .success(String(decoding: bytes, as: UTF8.self))
  }

  /// The message for a failed open or read: the usual causes in the project's words, any
  /// other in the system's.
  package static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case EACCES, EPERM: "permission denied"
    case ENOTDIR: "a folder in the path is a file"
    case EISDIR: "is a folder, not a file"
    default: String(cString: strerror(code)).lowercased()
    }
  }

  /// The offset of the first byte that is not part of valid UTF-8, or nil.
  package static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The 1-based line and column (characters before it on its line, plus one) of byte
  /// `offset`, counting LF, CRLF and a lone CR as line ends.
  package static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    var i = 0
    while i < offset {
      if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
        line += 1
        lineStart = i + 1
      }
      i += 1
    }
    return (line, String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1)
  }

  package static func loadScript(_ path: String) -> Result<Script, SourceError> {
    read(path, regularOnly: false).flatMap { text in
      Result { () throws(SourceError) in try Script.parse(text, file: path) }
    }
  }
}
