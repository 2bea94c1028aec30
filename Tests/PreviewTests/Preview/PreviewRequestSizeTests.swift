import Foundation
import Testing

@testable import PreviewHost

/// The request goes to the module's executable as one environment string, which Linux
/// refuses past MAX_ARG_STRLEN: 32 pages of 4096 bytes, 131 072 bytes with the name, `=`
/// and the closing NUL (execve(2), "Limits on size of arguments and environment"). Past it
/// the executable did not start at all: exit 127 and Foundation's raw error.
@MainActor
@Suite("Previews: the request fits in the environment")
struct PreviewRequestSizeTests {
  static let maxArgumentLength = 32 * 4096

  static let fileID = "PreviewTests/SizeGrid.swift"

  func items(_ source: String) -> [PreviewRequest.Item] {
    PreviewCommand.items(PreviewSource(text: source), fileID: Self.fileID, module: "PreviewTests")
  }

  /// The bytes `KEY=value` and its NUL take in the child's environment.
  func environmentBytes(_ source: String) -> Int {
    let request = PreviewRequest(
      fileID: Self.fileID, items: items(source),
      headless: true, screenshotDir: nil, dumpLayout: false, width: 400, height: 300)
    return PreviewRequest.environmentKey.utf8.count + 1 + request.environmentValue().utf8.count
      + 1
  }

  @Test("a provider in a type of four generic parameters: its candidates fit, most likely kept")
  func fourGenericParameters() throws {
    // 9 type arguments for each of 4 parameters: 9⁴ = 6 561 assignments, cut to the 4 096
    // candidate limit, each about 50 bytes: about 200 kB, past the limit.
    let source = """
      struct SizeGrid<A, B, C, D> {
        struct Previews: PreviewProvider {
          static var previews: some View { Text("grid") }
        }
      }
      """
    #expect(environmentBytes(source) <= Self.maxArgumentLength)
    // The first candidate, all four Int, stays: the one an unconstrained type takes, and the
    // runtime resolves it to that type.
    let first = try #require(items(source).first?.provider)
    #expect(_typeByName(first) == SizeGrid<Int, Int, Int, Int>.Previews.self)
  }

  @Test("forty providers in extensions of types the file does not declare: they all fit")
  func manyExtensionProviders() {
    // Each extension's type may be a struct, an enum or a class of any of five modules,
    // generic or not: about 180 candidates of some 50 bytes each, 9 kB a provider.
    let source = (0..<40).map { i in
      "extension Box\(i) { struct Previews: PreviewProvider { static var previews: some View { Text(\"\(i)\") } } }"
    }.joined(separator: "\n")
    #expect(environmentBytes(source) <= Self.maxArgumentLength)
  }
}

struct SizeGrid<A, B, C, D> { struct Previews {} }

extension PreviewFileTests {
  @Test("a file of more previews than the environment can name: one line, exit 3, no build")
  func tooManyPreviews() throws {
    _ = try PreviewFixture.prepare()
    // 2 000 `#Preview`s: each item is about 80 bytes of JSON, `{"symbol":"…","alternatives":
    // [],"line":…}` around its function's C name `oc_preview_Fixture_Many_swift_<line>_1`
    // (about 37 bytes): some 160 kB, past 131 072. A compile error first, so a
    // build, if one were started, would end at once with it (exit 3 and its own line).
    let text =
      "let broken: Int = \"x\"\n" + String(repeating: "#Preview { Text(\"many\") }\n", count: 2000)
    let url = PreviewFixture.copy.appendingPathComponent("Sources/Fixture/Many.swift")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try PreviewProcess.runProgram(
      try PreviewProcess.executable, ["--file", url.path, "--headless"],
      environment: PreviewFixture.environment, timeout: PreviewFixture.buildTimeout)
    #expect(result.status == 3, "\(result.stderr)")
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(
      result.stderrLines.first?.hasPrefix(
        "preview: \(url.path): its 2000 previews are too many for one run") == true,
      "\(result.stderr)")
  }
}
