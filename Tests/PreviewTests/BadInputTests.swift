import Foundation
import Testing

/// One run of `preview` with bad (or merely unusual) input and the outcome the command-line
/// contract promises (docs/CONTRACT.md §4): the exit code, one clear stderr line naming what is
/// wrong and where, and nothing written on failure.
struct BadInput: Sendable, CustomTestStringConvertible {
  enum Input: Sendable {
    /// Flags only; `SHOT` stands for a screenshot path in the run's folder.
    case flags([String])
    /// A scene file with this text (or these raw bytes).
    case scene(String)
    case sceneBytes([UInt8])
    /// A script file with these lines.
    case script([String])
  }

  var label: String
  var input: Input
  var status: Int32
  /// The `line:column` a file error must point at.
  var location: String?
  /// Text the stderr line must contain (failures only).
  var message: String = ""
  /// For runs that succeed: the glyphs of the first row and the page count of the dump.
  var glyphs: [String]?
  var rows: Int?
  var pages: Int?
  /// Longest stderr line allowed (echoed input is cut to 80 characters).
  var maxLineLength = 400

  var testDescription: String { label }

  static func flags(_ label: String, _ args: [String], _ status: Int32, _ message: String)
    -> BadInput
  {
    BadInput(label: label, input: .flags(args), status: status, message: message)
  }

  static func scene(_ label: String, _ text: String, at location: String, _ message: String)
    -> BadInput
  {
    BadInput(label: label, input: .scene(text), status: 3, location: location, message: message)
  }

  static func script(_ label: String, _ lines: [String], at location: String, _ message: String)
    -> BadInput
  {
    BadInput(label: label, input: .script(lines), status: 3, location: location, message: message)
  }
}

@Suite("bad input: exit code, one located message, nothing written")
struct BadInputTests {
  static let flagCases: [BadInput] = [
    .flags("unknown flag", ["--bogus"], 2, "unknown option '--bogus'"),
    .flags("unknown single-dash flag", ["-x"], 2, "unknown option '-x'"),
    .flags("--size without a value", ["--headless", "--size"], 2, "--size needs a value"),
    .flags(
      "--time followed by a flag", ["--headless", "--time", "--trace"], 2, "--time needs a value"),
    .flags("--scene without a value", ["--scene"], 2, "--scene needs a value"),
    .flags("--size 0x0", ["--headless", "--size", "0x0", "--screenshot", "SHOT"], 2, "'0x0'"),
    .flags(
      "--size -5x10", ["--headless", "--size", "-5x10", "--screenshot", "SHOT"], 2, "'-5x10'"),
    .flags("--size axb", ["--headless", "--size", "axb", "--screenshot", "SHOT"], 2, "'axb'"),
    .flags("--size 100x", ["--headless", "--size", "100x", "--screenshot", "SHOT"], 2, "'100x'"),
    .flags("--size above 16384", ["--headless", "--size", "16385x100"], 2, "100 to 16384"),
    .flags(
      "--size overflowing Int", ["--headless", "--size", "99999999999999999999x100"], 2,
      "'99999999999999999999x100'"),
    .flags("--time -1", ["--headless", "--time", "-1", "--screenshot", "SHOT"], 2, "got '-1'"),
    .flags("--time nan", ["--headless", "--time", "nan", "--screenshot", "SHOT"], 2, "got 'nan'"),
    .flags("--time inf", ["--headless", "--time", "inf"], 2, "got 'inf'"),
    .flags("--time 1e400", ["--headless", "--time", "1e400"], 2, "got '1e400'"),
    .flags("--time past a day", ["--headless", "--time", "86401"], 2, "0 to 86400"),
    .flags("--screenshot not .png", ["--headless", "--screenshot", "shot.txt"], 2, ".png"),
    .flags("value for a switch", ["--help=yes"], 2, "--help takes no value"),
    .flags("--script without --headless", ["--script", "s.jsonl"], 2, "needs --headless"),
    .flags(
      "missing assets", ["--headless", "--assets", "/nonexistent", "--screenshot", "SHOT"], 1,
      "cannot find"),
    .flags(
      "screenshot into a missing folder",
      ["--headless", "--screenshot", "/nonexistent-folder/shot.png"], 1,
      "/nonexistent-folder/shot.png"),
    BadInput(
      label: "missing scene file", input: .flags(["--headless", "--scene", "missing.json"]),
      status: 3, message: "missing.json: no such file"),
    // Issue 16.
    .flags("--time in hexadecimal", ["--headless", "--time", "0x10"], 2, "got '0x10'"),
    .flags("--time with a plus sign", ["--headless", "--time", "+5"], 2, "got '+5'"),
    .flags("--size in hexadecimal", ["--headless", "--size", "0x100x200"], 2, "'0x100x200'"),
    .flags("--size with a plus sign", ["--headless", "--size", "+200x200"], 2, "'+200x200'"),
    BadInput(
      label: "a 100 000-character unknown option",
      input: .flags(["--" + String(repeating: "x", count: 100_000)]), status: 2,
      message: "unknown option '--xxxxxxx", maxLineLength: 120),
    BadInput(
      label: "a scene that is a folder", input: .flags(["--headless", "--scene", "/tmp"]),
      status: 3, message: "/tmp: is a folder, not a file"),
  ]

  static let sceneCases: [BadInput] = [
    .scene("not JSON", "scene: yes", at: "1:1", "expected a JSON value, got 'scene'"),
    .scene("truncated", #"{"rows": [{"items": ["⚽️", "🏀""#, at: "1:30", "got end of file"),
    .scene("empty file", "", at: "1:1", "got end of file"),
    BadInput(
      label: "not UTF-8",
      input: .sceneBytes(Array(#"{"rows": [{"items": [""#.utf8) + [0xFF, 0xFE]),
      status: 3, location: "1:23", message: "not UTF-8 text: byte 0xFF at offset 22"),
    .scene("number as string", #"{"padding": "16"}"#, at: "1:13", "expected a number, got string"),
    .scene("object for array", #"{"rows": {"items": []}}"#, at: "1:10", "expected an array"),
    .scene(
      "wrong type on line 3",
      "{\n  \"padding\": 16,\n  \"rows\": [{\"items\": [\"⚽️\"], \"spacing\": true}]\n}",
      at: "3:40", "rows[0].spacing: expected a number, got boolean"),
    .scene(
      "unknown key", ##"{"padding": 16, "colour": "#fff"}"##, at: "1:17", "unknown key 'colour'"),
    .scene(
      "unknown nested key", #"{"rows": [{"items": ["a"], "size": 3}]}"#, at: "1:28",
      "unknown key 'size' in rows[0]"),
    .scene(
      "duplicate key", #"{"padding": 1, "padding": 2}"#, at: "1:16", "duplicate key 'padding'"),
    .scene("trailing comma", #"{"rows": [],}"#, at: "1:13", "expected a string key"),
    .scene(
      "nesting 100 deep", String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
      at: "1:65", "nesting deeper than 64"),
    .scene("0 pages", #"{"carousel": {"pages": 0}}"#, at: "1:24", "got 0"),
    .scene("no pages", #"{"carousel": {"pages": []}}"#, at: "1:24", "at least one page"),
    .scene("100 001 pages", #"{"carousel": {"pages": 100001}}"#, at: "1:24", "got 100001"),
    .scene("empty item", #"{"rows": [{"items": ["⚽️", ""]}]}"#, at: "1:27", "cannot be empty"),
    .scene(
      "33-character item", #"{"rows": [{"items": ["abcdefghijklmnopqrstuvwxyzabcdefg"]}]}"#,
      at: "1:22", "at most 32 characters"),
    .scene("huge number", #"{"padding": 1e999}"#, at: "1:13", "'1e999' is too large"),
    .scene("huge font", #"{"rows": [{"fontSize": 1e6}]}"#, at: "1:24", "1...1000"),
    .scene("negative spacing", #"{"rowSpacing": -1}"#, at: "1:16", "must be ≥ 0"),
    .scene("bad colour", ##"{"background": "#ggg"}"##, at: "1:16", "'#ggg' is not a colour"),
    .scene(
      "unknown animation", #"{"carousel": {"animation": "wobbly"}}"#, at: "1:28",
      "unknown animation 'wobbly'"),
    // Issue 16.
    BadInput(
      label: "invalid UTF-8 on line 3, reported at its byte",
      input: .sceneBytes(Array("{\n  \"padding\": 1,\n  \"rows\": [\"é".utf8) + [0xC3, 0x28]),
      status: 3, location: "3:14", message: "not UTF-8 text: byte 0xC3 at offset 32"),
    .scene(
      "CR-only line ends count as lines", "{\r\"padding\": 16,\r\"rows\": true\r}",
      at: "3:9", "rows: expected an array"),
    .scene(
      "CRLF line ends count once", "{\r\n\"padding\": 16,\r\n\"rows\": true\r\n}",
      at: "3:9", "rows: expected an array"),
    BadInput(
      label: "a megabyte-long unknown key",
      input: .scene(#"{""# + String(repeating: "k", count: 1 << 20) + #"": 1}"#), status: 3,
      location: "1:2", message: "unknown key 'kkkkk", maxLineLength: 300),
    BadInput(
      label: "a megabyte-long colour",
      input: .scene(#"{"background": ""# + String(repeating: "f", count: 1 << 20) + #""}"#),
      status: 3, location: "1:16", message: "is not a colour", maxLineLength: 300),
    .scene(
      "spring bounce -0.999", #"{"carousel": {"animation": {"spring": {"bounce": -0.999}}}}"#,
      at: "1:50", "must be within -0.99...0.99, got -0.999"),
    .scene("inset 1e5", #"{"carousel": {"inset": 1e5}}"#, at: "1:24", "must be within 0...8192"),
    // Unusual but valid: the contract's outcome is success.
    BadInput(label: "no rows", input: .scene(#"{"rows": []}"#), status: 0, rows: 0, pages: 10),
    BadInput(
      label: "an empty row", input: .scene(#"{"rows": [{"items": []}]}"#), status: 0, glyphs: []),
    BadInput(
      label: "100 000 pages", input: .scene(#"{"carousel": {"pages": 100000}}"#), status: 0,
      pages: 100_000),
    BadInput(
      label: "emoji and combining sequences",
      input: .scene(#"{"rows": [{"items": ["👨‍👩‍👧‍👦", "🇫🇷", "👍🏽", "e\u0301", "a\u0308\u0304", "⚽️"]}]}"#),
      status: 0, glyphs: ["👨‍👩‍👧‍👦", "🇫🇷", "👍🏽", "e\u{301}", "a\u{308}\u{304}", "⚽️"]),
    BadInput(
      label: "right-to-left text and an empty page label",
      input: .scene(
        #"{"rows": [{"items": ["שלום", "مرحبا", "עב12"]}], "carousel": {"pages": [{"label": ""}, {"label": "مرحبا"}]}}"#
      ),
      status: 0, glyphs: ["שלום", "مرحبا", "עב12"], pages: 2),
  ]

  static let scriptCases: [BadInput] = [
    .script(
      "unknown event", [#"{"t":0.5,"key":"right"}"#, #"{"t":1,"jump":true}"#], at: "2:8",
      "unknown key 'jump'"),
    .script(
      "times out of order", [#"{"t":2,"key":"right"}"#, #"{"t":1,"key":"left"}"#], at: "2:6",
      "before the previous event's"),
    .script("unknown key name", [#"{"t":1,"key":"up"}"#], at: "1:14", "unknown key 'up'"),
    .script("missing time", [#"{"key":"right"}"#], at: "1:1", "missing key 't'"),
    .script(
      "coordinate beyond a million points", [#"{"t":1,"move":[1e306,5]}"#], at: "1:16",
      "must be within -1000000...1000000"),
    .script("negative time", [#"{"t":-1,"key":"right"}"#], at: "1:6", "must be ≥ 0"),
    .script("huge time", [#"{"t":1e400,"key":"right"}"#], at: "1:6", "too large"),
    .script(
      "two events on a line", [#"{"t":1,"key":"right","wheel":[1,0]}"#], at: "1:22",
      "two events on one line"),
    .script("resize to 0x0", [#"{"t":1,"resize":[0,0]}"#], at: "1:18", "100...16384"),
    .script("not JSON", ["t=1 key=right"], at: "1:1", "expected a JSON value"),
    .script("three coordinates", [#"{"t":1,"down":[1,2,3]}"#], at: "1:15", "expected [x, y]"),
    .script(
      "zero-length drag", [#"{"t":1,"drag":{"from":[0,0],"to":[1,1],"duration":0}}"#],
      at: "1:51", "must be > 0"),
    .script("hide false", [#"{"t":1,"hide":false}"#], at: "1:15", "expected true"),
    BadInput(
      label: "coordinates outside the window",
      input: .script([
        #"{"t":0.5,"down":[-5000,-5000]}"#, #"{"t":0.6,"move":[1e6,560]}"#,
        #"{"t":0.7,"up":[99999,-1]}"#,
        #"{"t":1,"drag":{"from":[-100,560],"to":[20000,560],"duration":0.2}}"#,
        #"{"t":1.5,"wheel":[1e6,-1e6]}"#,
      ]), status: 0, pages: 10),
    BadInput(
      label: "blank lines", input: .script(["", #"{"t":0,"key":"right"}"#, "   ", ""]), status: 0,
      pages: 10),
    // Issue 16: CR-only line ends separate events, and count as lines in messages.
    BadInput(
      label: "CR-only line ends",
      input: .script([#"{"t":0,"key":"right"}"# + "\r" + #"{"t":1,"key":"right"}"#]), status: 0,
      pages: 10),
    .script(
      "an error on the third CR-only line",
      [[#"{"t":0,"key":"right"}"#, "", #"{"t":1,"key":"up"}"#].joined(separator: "\r")], at: "3:14",
      "unknown key 'up'"),
  ]

  @Test("bad flags", arguments: flagCases)
  func flags(_ c: BadInput) throws { try Self.check(c) }

  @Test("bad and unusual scene files", arguments: sceneCases)
  func scenes(_ c: BadInput) throws { try Self.check(c) }

  @Test("bad and unusual scripts", arguments: scriptCases)
  func scripts(_ c: BadInput) throws { try Self.check(c) }

  /// Issue 16: a scene in a folder that cannot be entered is "permission denied", not "no
  /// such file".
  @Test(.enabled(if: Unprivileged.isAvailable, "root without setpriv"))
  func sceneInAFolderYouCannotEnterIsPermissionDenied() throws {
    let folder = try TemporaryFolder()
    let locked = folder.path("locked")
    try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
    let scene = locked + "/scene.json"
    try Data("{}".utf8).write(to: URL(fileURLWithPath: scene))
    Unprivileged.lock(locked, searchable: false)
    defer { Unprivileged.unlock(locked) }
    let result = try PreviewProcess.runUnprivileged(["--headless", "--scene", scene])
    #expect(result.status == 3)
    #expect(result.stderrLines == ["preview: \(scene): permission denied"])
  }

  @Test("the table covers at least 30 cases")
  func coverage() {
    #expect(Self.flagCases.count + Self.sceneCases.count + Self.scriptCases.count >= 30)
  }

  /// Runs `c` in a fresh folder and checks the contract's outcome.
  static func check(_ c: BadInput) throws {
    let folder = try TemporaryFolder()
    let shot = folder.path("shot.png")
    let output = ["--screenshot", shot, "--dump-layout", "--time", "2"]
    var args: [String]
    var file: String?
    switch c.input {
    case .flags(let flags):
      args = flags.map { $0 == "SHOT" ? shot : $0 }
      if let i = args.firstIndex(of: "missing.json") { args[i] = folder.path("missing.json") }
      file = args.first { $0.hasSuffix("missing.json") }
    case .scene(let text):
      file = try folder.write("scene.json", text)
      args = ["--scene", file!] + output
    case .sceneBytes(let bytes):
      file = folder.path("scene.json")
      try Data(bytes).write(to: URL(fileURLWithPath: file!))
      args = ["--scene", file!] + output
    case .script(let lines):
      file = try folder.write("script.jsonl", lines.joined(separator: "\n"))
      args = ["--script", file!] + output
    }
    let before = Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path))
    let result = try PreviewProcess.run(args)
    #expect(
      result.status == c.status, "\(c.label): exit \(result.status), stderr: \(result.stderr)")
    if c.status == 0 {
      try checkSuccess(c, result: result, shot: shot)
      return
    }
    let lines = result.stderrLines
    let first = lines.first ?? ""
    #expect(first.hasPrefix("preview: "), "\(c.label): \(result.stderr.prefix(500))")
    #expect(
      lines.allSatisfy { $0.count <= c.maxLineLength },
      "\(c.label): a stderr line longer than \(c.maxLineLength): \(result.stderr.prefix(500))")
    #expect(first.contains(c.message), "\(c.label): '\(first)' lacks '\(c.message)'")
    if let location = c.location, let file {
      #expect(first.hasPrefix("preview: \(file):\(location): "), "\(c.label): \(first)")
    }
    if c.status == 2 {
      #expect(lines.count == 2 && lines[1].contains("--help"), "usage hint: \(result.stderr)")
    } else {
      #expect(lines.count == 1, "\(c.label): one line, got \(result.stderr)")
    }
    #expect(result.stdout.isEmpty, "\(c.label): wrote to stdout on failure")
    let after = Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path))
    #expect(after == before, "\(c.label): left \(after.subtracting(before)) behind")
    #expect(!FileManager.default.fileExists(atPath: "/nonexistent-folder"))
  }

  /// A successful run wrote a whole PNG and a finite layout with the expected content.
  static func checkSuccess(_ c: BadInput, result: ProcessResult, shot: String) throws {
    #expect(result.stderr.isEmpty, "\(c.label): \(result.stderr)")
    let png = try Data(contentsOf: URL(fileURLWithPath: shot))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(
      LayoutNumbers.nonFinite(in: try JSONSerialization.jsonObject(with: result.stdout)) == [])
    let dump = try JSONDecoder().decode(LayoutDocument.self, from: result.stdout)
    if let glyphs = c.glyphs { #expect(dump.rows.first?.tiles.map(\.glyph) ?? [] == glyphs) }
    if let rows = c.rows { #expect(dump.rows.count == rows) }
    if let pages = c.pages { #expect(dump.carousel.pages.count == pages) }
  }
}
