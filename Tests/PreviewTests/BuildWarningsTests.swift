import Foundation
import Testing

/// A user's first `swift build` of this package prints no warning.
///
/// SwiftPM plans every target of the package on every build, whatever it is asked to build,
/// and that is where the package's own warnings appear: flags from pkg-config that it
/// refuses (sdl2.pc's `-D_REENTRANT`), manifest and module-map problems. So the test builds
/// the smallest target (two generated C files) in a fresh scratch folder, with this package's
/// own manifest and the `swift` on `PATH`: a few seconds, not the minutes a whole fresh build
/// takes. The Swift sources' own warnings are for the whole build that `make test` runs
/// first to see.
@Suite("Building the package prints no warnings")
struct BuildWarningsTests {
  @Test("a fresh build plans every target without a warning")
  func freshBuildHasNoWarnings() throws {
    let swift = try #require(Tool.find("swift"), "swift on PATH")
    let scratch = try TemporaryFolder()
    let run = try PreviewProcess.runProgram(
      swift,
      [
        "build", "--package-path", PreviewBinary.packageRoot.path,
        "--scratch-path", scratch.url.appendingPathComponent("build").path,
        "--target", "CWaylandProtocols",
      ], timeout: 600)
    let output = run.stdoutText + "\n" + run.stderr
    #expect(run.status == 0, "\(output)")
    let warnings = output.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
  }
}
