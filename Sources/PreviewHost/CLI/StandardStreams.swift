import Foundation

/// A write that did not complete: what was being written and the system's reason.
package struct WriteError: Error, CustomStringConvertible {
  /// What was being written, as the message names it ("the trace to stdout", a path).
  var target: String
  /// The reason, in the system's words when it gave one ("No space left on device").
  var reason: String

  init(target: String, code: Int32) {
    self.target = target
    reason = String(cString: strerror(code))
  }

  init(target: String, reason: String) {
    self.target = target
    self.reason = reason
  }

  package var description: String { "cannot write \(target): \(reason)" }
}

/// Checked writes to stdout and stderr, and the process-wide setup that makes failing
/// writes report an error instead of ending the program.
///
/// Foundation's `FileHandle.write(_:)` traps when the write fails and `print` drops the
/// failure in a buffer; both made a full or closed stdout look like success or a crash.
package enum StandardStreams {
  /// Makes write failures come back as errors, once at start:
  /// - a closed stdin, stdout or stderr (`>&-`) is reopened read-only on /dev/null, so
  ///   writing to it still fails (EBADF) and no file opened later can take its number and
  ///   receive the trace;
  /// - SIGPIPE and SIGXFSZ are ignored: a closed pipe and a file-size limit become EPIPE
  ///   and EFBIG with a message and exit 1, instead of a silent kill.
  static func prepare() {
    for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", O_RDONLY)
      if opened >= 0 && opened != fd {
        dup2(opened, fd)
        close(opened)
      }
    }
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
  }

  /// Writes all of `bytes` to `fd`, resuming after partial writes and interruptions.
  static func write(_ bytes: some Collection<UInt8>, to fd: Int32, target: String)
    throws(WriteError)
  {
    let failure: Int32? = Array(bytes).withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += n
      }
      return nil
    }
    if let failure { throw WriteError(target: target, code: failure) }
  }

  /// Writes `text` and a newline to stdout; `what` names it in the error ("the layout").
  package static func printLine(_ text: String, what: String) throws(WriteError) {
    try write(Array((text + "\n").utf8), to: STDOUT_FILENO, target: "\(what) to stdout")
  }

  /// One line on stderr. Nothing is left to report a failing stderr on, so a failure is
  /// ignored and the exit code alone tells.
  static func error(_ line: String) {
    try? write(Array((line + "\n").utf8), to: STDERR_FILENO, target: "stderr")
  }
}
