import Engine
import Foundation

/// Exit codes of the command-line contract (docs/CONTRACT.md §4).
package enum ExitCode: Int32 {
  case success = 0
  case runtime = 1
  case usage = 2
  case invalidFile = 3
}

/// The name messages start with: the executable's file name (`preview`, an example's).
let programName =
  CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "preview"

/// One line on stderr, prefixed with the program's name (a failing stderr is ignored: the
/// exit code still tells).
func report(_ message: String) {
  StandardStreams.error("\(programName): \(message)")
}

/// Prints `text` on stdout: exit 0, or 1 with the reason when stdout cannot take it.
package func output(_ text: String, what: String) -> Int32 {
  do {
    try StandardStreams.printLine(text, what: what)
    return ExitCode.success.rawValue
  } catch {
    return fail(.runtime, error.description)
  }
}

package func fail(_ code: ExitCode, _ message: String) -> Int32 {
  report(message)
  return code.rawValue
}
