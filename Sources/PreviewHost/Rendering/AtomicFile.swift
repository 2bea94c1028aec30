import Foundation

/// Whole-file writes that either complete or leave what was there untouched.
///
/// The bytes go to a temporary file in the destination's folder (same file system, so the
/// final rename is atomic), are flushed with `fsync`, and only then take the destination's
/// name. Every step is checked and the first failure is reported with the system's reason;
/// the temporary file never outlives the call, not even when SIGINT, SIGTERM, SIGHUP or
/// SIGQUIT arrive meanwhile: they are held until it is renamed or removed.
enum AtomicFile {
  /// Replaces `path` with `bytes`. A symbolic link keeps pointing where it did and its
  /// target is replaced; an existing file keeps its permissions. A folder, a device or any
  /// other non-regular file is refused.
  static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
    var target = path
    var info = stat()
    if lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK,
      let resolved = realpath(path, nil)
    {
      target = String(cString: resolved)
      free(resolved)
    }
    var mode: mode_t = 0o644
    if stat(target, &info) == 0 {
      if info.st_mode & S_IFMT == S_IFDIR { throw WriteError(target: path, code: EISDIR) }
      if info.st_mode & S_IFMT != S_IFREG {
        throw WriteError(target: path, reason: "not a regular file")
      }
      mode = info.st_mode & 0o7777
    }
    let url = URL(fileURLWithPath: target)
    let folder = url.deletingLastPathComponent().path
    try withSignalsHeld { () throws(WriteError) in
      let temp = try Temporary(
        folder: folder, stem: url.lastPathComponent, bytes: bytes, mode: mode, naming: path)
      defer { temp.remove() }
      if rename(temp.path, target) != 0 { throw WriteError(target: path, code: errno) }
      temp.committed = true
      syncFolder(folder)
    }
  }

  /// Saves `bytes` as `stem-N.ext` in `folder` under the first N not taken and returns the
  /// path. Never replaces a file: the name is claimed with `link`, which fails if it exists.
  static func writeNew(_ bytes: [UInt8], folder: String, stem: String, ext: String)
    throws(WriteError) -> String
  {
    let what = "a new file in \(folder)"
    return try withSignalsHeld { () throws(WriteError) -> String in
      let temp = try Temporary(
        folder: folder, stem: stem, bytes: bytes, mode: 0o644, naming: what)
      defer { temp.remove() }
      var info = stat()
      for n in 1...1_000_000 {
        let path = "\(folder)/\(stem)-\(n).\(ext)"
        if lstat(path, &info) == 0 { continue }
        if link(temp.path, path) == 0 {
          syncFolder(folder)
          return path
        }
        switch errno {
        case EEXIST: continue
        case EPERM, ENOTSUP, EMLINK:
          // No hard links on this file system: rename, the name having been free just now.
          if rename(temp.path, path) != 0 { throw WriteError(target: path, code: errno) }
          temp.committed = true
          syncFolder(folder)
          return path
        default:
          throw WriteError(target: path, code: errno)
        }
      }
      throw WriteError(target: what, reason: "every name up to \(stem)-1000000 is taken")
    }
  }

  /// A written, flushed and closed temporary file beside the destination.
  private final class Temporary {
    let path: String
    /// Set once the file has been renamed to its destination (nothing left to remove).
    var committed = false

    /// - Parameter naming: What the error message names (the destination, not the
    ///   temporary file the user never asked for).
    init(folder: String, stem: String, bytes: [UInt8], mode: mode_t, naming: String)
      throws(WriteError)
    {
      var fd: Int32 = -1
      var candidate = ""
      for attempt in 0..<100 {
        candidate = "\(folder)/.\(stem).\(getpid())\(attempt == 0 ? "" : "-\(attempt)").tmp"
        fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        if fd >= 0 || errno != EEXIST { break }
      }
      if fd < 0 { throw WriteError(target: naming, code: errno) }
      path = candidate
      // The mode passed to open is filtered by the umask; an existing file's mode is kept.
      fchmod(fd, mode)
      var failure: WriteError?
      do {
        try StandardStreams.write(bytes, to: fd, target: naming)
      } catch {
        failure = error
      }
      // Some file systems cannot fsync (EINVAL); the data is as safe as they make it.
      if failure == nil && fsync(fd) != 0 && errno != EINVAL {
        failure = WriteError(target: naming, code: errno)
      }
      if close(fd) != 0 && failure == nil && errno != EINTR {
        failure = WriteError(target: naming, code: errno)
      }
      if let failure {
        unlink(candidate)
        throw failure
      }
    }

    func remove() {
      if !committed { unlink(path) }
    }
  }

  /// Makes a rename or link in `folder` durable; a failure here loses nothing already
  /// written, so it is not reported.
  private static func syncFolder(_ folder: String) {
    let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    fsync(fd)
    close(fd)
  }

  /// Runs `body` with the terminating signals blocked on this thread, then delivers any
  /// that arrived (which may end the process, but only after `body` cleaned up).
  private static func withSignalsHeld<T>(_ body: () throws(WriteError) -> T) throws(WriteError)
    -> T
  {
    var held = sigset_t()
    var old = sigset_t()
    sigemptyset(&held)
    for s in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&held, s) }
    pthread_sigmask(SIG_BLOCK, &held, &old)
    defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
    // `ProcessSignals` takes the others on its own thread and ends the process only after.
    return try ProcessSignals.writing.withLock { _ throws(WriteError) in try body() }
  }
}
