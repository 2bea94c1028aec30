import Engine
import Foundation

/// Exit codes of the command-line contract (DESIGN section 4).
enum ExitCode: Int32 {
  case success = 0
  case runtime = 1
  case usage = 2
  case invalidFile = 3
}

/// The name messages start with: the executable's file name (`preview`, an example's).
let programName =
  CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "preview"

/// One line on stderr, prefixed with the program's name.
func report(_ message: String) {
  FileHandle.standardError.write(Data("\(programName): \(message)\n".utf8))
}

func fail(_ code: ExitCode, _ message: String) -> Int32 {
  report(message)
  return code.rawValue
}
