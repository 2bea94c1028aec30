import Foundation
import Testing

/// Exit codes and messages of `preview`'s command line (docs/CONTRACT.md §4): 0 success,
/// 1 runtime failure, 2 usage error with a usage hint, 3 invalid scene or script file with
/// `file:line:column: message`. No output file is written when a run fails.
struct CommandLineTests {
  /// Every run that should fail also asks for a headless layout dump, so a validation that
  /// wrongly accepts its value still exits at once instead of opening a window.
  static let headless = ["--dump-layout"]

  @Test func unknownFlagIsAUsageErrorNamingTheFlag() throws {
    let result = try PreviewProcess.run(Self.headless + ["--frobnicate"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--frobnicate"), "\(result.stderr)")
    #expect(result.stderr.contains("--help") || result.stderr.contains("usage"))
    #expect(result.stdout.isEmpty)
  }

  @Test(arguments: [
    ["--size", "0x0"], ["--size", "axb"], ["--size", "99x100"], ["--size", "100x16385"],
    ["--size", "900"], ["--time", "-1"], ["--time", "abc"], ["--time", "nan"], ["--size"],
  ])
  func badValueIsAUsageError(arguments: [String]) throws {
    let result = try PreviewProcess.run(Self.headless + arguments)
    #expect(result.status == 2, "\(arguments): \(result.stderr)")
    #expect(result.stderr.contains(arguments[0]), "names the flag: \(result.stderr)")
    #expect(result.stderr.contains("--help") || result.stderr.contains("usage"))
  }

  @Test(arguments: [["--size", "100x100"], ["--size", "16384x16384"], ["--time", "0"]])
  func valuesAtTheLimitsAreAccepted(arguments: [String]) throws {
    let result = try PreviewProcess.run(Self.headless + arguments)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
  }

  @Test func helpAndVersionSucceed() throws {
    let help = try PreviewProcess.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdoutText.contains("usage: preview"))
    for flag in [
      "--size", "--headless", "--time", "--script", "--screenshot", "--dump-layout",
      "--trace", "--no-autoplay",
    ] {
      #expect(help.stdoutText.contains(flag), "help mentions \(flag)")
    }
    let version = try PreviewProcess.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdoutText.hasPrefix("preview "))
  }

  // MARK: Invalid files

  /// The 1-based line and column where `marker` first occurs in `text`.
  static func position(of marker: String, in text: String) throws -> (line: Int, column: Int) {
    let range = try #require(text.range(of: marker))
    let before = text[..<range.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    return (line, text.utf8[lineStart..<range.lowerBound].count + 1)
  }

  /// Checks a code-3 failure pointing at `marker` in `text` (written to `name`).
  func expectFileError(
    _ text: String, name: String, marker: String, flag: String, extra: [String] = []
  ) throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(name, text)
    let screenshot = folder.path("out.png")
    let result = try PreviewProcess.run(
      ["--headless", flag, path, "--screenshot", screenshot] + extra)
    #expect(result.status == 3, "\(result.stderr)")
    let (line, column) = try Self.position(of: marker, in: text)
    #expect(result.stderr.contains("\(path):\(line):\(column): "), "\(result.stderr)")
    #expect(result.stderrLines.count == 1, "one line: \(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: screenshot), "no screenshot on failure")
  }

  @Test func unknownSceneKeyPointsAtTheKey() throws {
    try expectFileError(
      "{\n  \"padding\": 16,\n  \"bogus\": 1\n}\n", name: "scene.json", marker: "\"bogus\"",
      flag: "--scene")
  }

  @Test func sceneSyntaxErrorPointsAtTheOffendingCharacter() throws {
    try expectFileError(
      "{\n  \"padding\": 16,\n  \"rowSpacing\": @8\n}\n", name: "scene.json", marker: "@",
      flag: "--scene")
  }

  @Test func scriptErrorPointsAtTheLineAndKey() throws {
    try expectFileError(
      "{\"t\":0.5,\"key\":\"right\"}\n{\"t\":1,\"kye\":\"left\"}\n", name: "script.jsonl",
      marker: "\"kye\"", flag: "--script")
  }

  // MARK: Runtime failures and outputs

  @Test func missingAssetsIsARuntimeFailureWithOneLineAndNoScreenshot() throws {
    let folder = try TemporaryFolder()
    let screenshot = folder.path("out.png")
    let result = try PreviewProcess.run([
      "--headless", "--assets", folder.path("nowhere"), "--screenshot", screenshot,
    ])
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: screenshot))
  }

  @Test func usageErrorWritesNoScreenshot() throws {
    let folder = try TemporaryFolder()
    let screenshot = folder.path("out.png")
    let result = try PreviewProcess.run([
      "--headless", "--time", "-1", "--screenshot", screenshot,
    ])
    #expect(result.status == 2)
    #expect(!FileManager.default.fileExists(atPath: screenshot))
  }

  @Test func successfulRunWritesTheScreenshotAtTheWindowSize() throws {
    let folder = try TemporaryFolder()
    let screenshot = folder.path("out.png")
    let result = try PreviewProcess.run([
      "--headless", "--size", "320x240", "--screenshot", screenshot,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let image = try RGBAImage(contentsOf: screenshot)
    #expect(image.width == 320 && image.height == 240)
  }
}
