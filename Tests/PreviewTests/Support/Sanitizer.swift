import Foundation

/// Whether the tests run under `make sanitize` (which sets ASAN_OPTIONS or TSAN_OPTIONS).
///
/// The sanitizer runtimes reserve terabytes of address space and map files of their own, so
/// they cannot start under `ulimit -v` and crash with SIGBUS under `ulimit -f`: tests that
/// need those limits run them only in `make test`.
enum Sanitizer {
  static let isActive: Bool = {
    let env = ProcessInfo.processInfo.environment
    return env["ASAN_OPTIONS"] != nil || env["TSAN_OPTIONS"] != nil
  }()
}

/// The tiles in a heavy row: 100 000 in `make test`; under the sanitizers (about ten times
/// slower in a debug build) 20 000, so that a loaded machine finishes well inside the wait.
let heavyTiles = Sanitizer.isActive ? 20_000 : 100_000
