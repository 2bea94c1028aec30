import Foundation

/// Running a program so that file permissions apply to it.
///
/// Root ignores them (CAP_DAC_OVERRIDE), so a test about a read-only folder would pass for
/// the wrong reason in a root container. There the program is started through `setpriv`
/// without the two capabilities that bypass permission checks; for anyone else it runs as is.
enum Unprivileged {
  static let capabilities = "-dac_override,-dac_read_search"

  /// Whether permissions can be made to apply (not root, or root with `setpriv`).
  static var isAvailable: Bool { getuid() != 0 || Tool.find("setpriv") != nil }

  /// The program to start and the arguments that come before the real program's path.
  static func wrap(_ program: URL) -> (program: URL, prefix: [String]) {
    guard getuid() == 0, let setpriv = Tool.find("setpriv") else { return (program, []) }
    return (
      setpriv,
      ["--inh-caps=\(capabilities)", "--bounding-set=\(capabilities)", program.path]
    )
  }

  /// A folder made read-only (and, with `searchable: false`, one that cannot be entered).
  static func lock(_ path: String, searchable: Bool = true) {
    chmod(path, searchable ? 0o555 : 0o444)
  }

  /// Gives the owner back full access so the folder can be removed.
  static func unlock(_ path: String) { chmod(path, 0o755) }
}

extension PreviewProcess {
  /// Runs `preview` without the permission-bypassing capabilities (see `Unprivileged`).
  static func runUnprivileged(_ arguments: [String], timeout: Double = 60) throws -> ProcessResult {
    let (program, prefix) = Unprivileged.wrap(try executable)
    return try runProgram(program, prefix + arguments, timeout: timeout)
  }

  /// Runs `preview` through `sh` with `redirection` applied to it (`>/dev/full`, `2>&-`).
  static func runRedirected(_ redirection: String, _ arguments: [String]) throws -> ProcessResult {
    try runProgram(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "exec \"$0\" \"$@\" \(redirection)", try executable.path] + arguments)
  }
}
