import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Names created in a folder, as inotify reports them: a test waits for a file to appear
/// (a child's temporary file, say) as an event, not by looking again after a delay.
final class FolderCreations {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private let fd: Int32

  /// Watches `folder` from now on; only what is created after this is reported.
  init(_ folder: String) throws {
    fd = inotify_init1(Int32(IN_CLOEXEC))
    guard fd >= 0 else { throw Failure(description: "inotify_init1: \(errno)") }
    guard inotify_add_watch(fd, folder, UInt32(IN_CREATE)) >= 0 else {
      close(fd)
      throw Failure(description: "inotify_add_watch \(folder): \(errno)")
    }
  }

  deinit { close(fd) }

  /// Waits for a name satisfying `match` to be created, or for `gone` to become true (the
  /// process that would create it has ended), at most `timeout` seconds (scaled).
  ///
  /// - Returns: The name, or nil if `gone` came first.
  func next(
    timeout: Double = LiveProcess.patience, gone: () -> Bool, _ match: (String) -> Bool
  ) throws -> String? {
    let deadline = Date().addingTimeInterval(timeout * LiveProcess.timeScale)
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while Date() < deadline {
      // A bounded wait on the descriptor, so that `gone` is seen too.
      var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      if poll(&request, 1, 10) <= 0 {
        if gone() { return nil }
        continue
      }
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      guard count > 0 else { continue }
      var offset = 0
      // Each record: wd, mask, cookie, len (four 32-bit fields), then `len` bytes of name.
      while offset + 16 <= count {
        let length = Int(
          buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self) })
        let bytes = buffer[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }
        let name = String(decoding: bytes, as: UTF8.self)
        if match(name) { return name }
        offset += 16 + length
      }
    }
    throw Failure(description: "no matching file created within the deadline")
  }
}
