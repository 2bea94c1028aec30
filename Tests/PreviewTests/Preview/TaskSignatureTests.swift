import Foundation
import Testing

/// SwiftUI's `.task` takes a closure that does not throw: a `try` with no `do`/`catch`
/// inside it is a compile error, and a `do`/`catch` inside compiles. Each snippet is
/// type-checked by the toolchain's `swiftc` against the Engine module this build made (the
/// `Modules` folder beside the `preview` it built), so the test reads the compiler's own
/// message. (At run time a task's `do`/`catch` sees its cancellation: `ViewTaskTests`.)
@Suite("a task that throws")
struct TaskSignatureTests {
  /// Type-checks `source` (a file importing Engine) and returns the compiler's result.
  func typecheck(_ source: String) throws -> ProcessResult {
    let folder = try TemporaryFolder()
    let file = try folder.write("Snippet.swift", source)
    let modules = try PreviewBinary.locate().deletingLastPathComponent()
      .appendingPathComponent("Modules")
    return try PreviewProcess.runProgram(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file])
  }

  static func snippet(_ taskBody: String) -> String {
    """
    import Engine

    struct Loader: View {
      @State private var text = ""

      var body: some View {
        Text(text)
          .task {
    \(taskBody)
          }
      }
    }

    """
  }

  @Test("a try with no do/catch in .task does not compile, with the compiler's message")
  func tryWithoutCatch() throws {
    let result = try typecheck(
      Self.snippet(
        """
            try await Task.sleep(for: .seconds(1))
            text = "loaded"
        """))
    #expect(result.status != 0)
    // The compiler names the closure that throws and the non-throwing type `.task` wants.
    let errors = result.stderrLines.filter { $0.contains("error:") }
    #expect(errors.count >= 1, "\(result.stderr)")
    #expect(errors.first?.contains("Snippet.swift:8:") == true, "\(result.stderr)")
    #expect(
      errors.first?.contains("invalid conversion from throwing function") == true,
      "\(result.stderr)")
  }

  @Test("a do/catch inside .task compiles")
  func doCatchCompiles() throws {
    let result = try typecheck(
      Self.snippet(
        """
            do {
              try await Task.sleep(for: .seconds(1))
              text = "loaded"
            } catch {
              text = "cancelled"
            }
        """))
    #expect(result.status == 0, "\(result.stderr)")
  }
}
