import Foundation
import Testing

/// Small files with a large cost: each gives a clear result within seconds and
/// within 600 MB of address space (`ulimit -v`), by the budgets the README states.
@Suite("resource budgets: small files, bounded time and memory")
struct ResourceBudgetTests {
  /// The limit the issue sets, in KiB for `ulimit -v`.
  static let addressSpaceKiB = 600 * 1024

  struct Case: Sendable, CustomTestStringConvertible {
    var label: String
    var scene: @Sendable () -> String
    var status: Int32
    var message: String = ""
    /// Runs `--print-scene` instead of a headless screenshot.
    var printScene = false
    var testDescription: String { label }
  }

  /// `{"rows": [ROW]}` with `items` quoted.
  static func row(_ items: [String], _ rest: String = "") -> String {
    let list = items.map { "\"\($0)\"" }.joined(separator: ",")
    return #"{"rows": [{"items": ["# + list + "]" + rest + "}]}"
  }

  static let cases: [Case] = [
    Case(
      label: "one item of 2 000 emoji joined by U+200D at fontSize 1000",
      scene: {
        row(
          [Array(repeating: "⚽", count: 2000).joined(separator: "\u{200D}")],
          #", "fontSize": 1000"#)
      }, status: 3, message: "at most 320 Unicode scalars"),
    Case(
      label: "60 different 32-character items at fontSize 1000, minimumSliver 0",
      scene: {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        let items = (0..<60).map { (i: Int) -> String in
          String((0..<32).map { (j: Int) -> Character in letters[(i * 7 + j * 13) % 62] })
        }
        return row(items, #", "fontSize": 1000, "minimumSliver": 0"#)
      }, status: 0),
    Case(
      label: "60 different 32-emoji items at fontSize 1000, minimumSliver 0",
      scene: {
        let emoji = Array("⚽🏀🏈⚾🎾🏐🏉🎱")
        let items = (0..<60).map { (i: Int) -> String in
          String((0..<32).map { (j: Int) -> Character in emoji[(i + j * (j % 3 + 1)) % 8] })
        }
        return row(items, #", "fontSize": 1000, "minimumSliver": 0"#)
      }, status: 0),
    Case(
      label: "three 1M-character page labels",
      scene: {
        let page = #"{"label": ""# + String(repeating: "x", count: 1_000_000) + #""}"#
        return #"{"carousel": {"pages": ["# + [page, page, page].joined(separator: ",") + "]}}"
      }, status: 3, message: "a label is at most 1024 Unicode scalars long"),
    Case(
      label: "1 000 rows of distinct font sizes",
      scene: {
        let rows = (0..<1000).map { (i: Int) -> String in
          #"{"items": ["ab"], "fontSize": "# + "\(1 + Double(i) * 0.9)}"
        }
        return #"{"rows": ["# + rows.joined(separator: ",") + "]}"
      }, status: 0),
    // The whole scene's budget (rows were not capped: 100 000 empty rows took 2.6 GB, and
    // the next two aborted or crashed under the limit).
    Case(
      label: "100 000 empty rows",
      scene: {
        #"{"rows": ["# + Array(repeating: "{}", count: 100_000).joined(separator: ",") + "]}"
      },
      status: 3, message: "over its budget of 1000 rows"),
    Case(
      label: "4 rows of 100 000 items at fontSize 1000",
      scene: {
        let row =
          #"{"items": ["# + Array(repeating: #""⚽️""#, count: 100_000).joined(separator: ",")
          + #"], "fontSize": 1000}"#
        return #"{"rows": ["# + Array(repeating: row, count: 4).joined(separator: ",") + "]}"
      }, status: 3, message: "over its budget of 100000 tiles in all rows"),
    Case(
      label: "3 900 rows of 1 000 items",
      scene: {
        // One-letter items keep the file under 16 MB (15.6 MB).
        let row =
          #"{"items":["# + Array(repeating: #""a""#, count: 1_000).joined(separator: ",") + "]}"
        return #"{"rows":["# + Array(repeating: row, count: 3_900).joined(separator: ",") + "]}"
        // 3.9 million values: refused where the 500 001st begins, before the row count.
      }, status: 3, message: "over its budget of 500000 JSON values"),
    Case(
      label: "5 million empty rows (15 MB)",
      scene: { #"{"rows": ["# + String(repeating: "{},", count: 4_999_999) + "{}]}" },
      status: 3, message: "over its budget of 500000 JSON values"),
    // At the text budget's limit (2 000 000 characters times points, SceneBudget.swift):
    // 625 distinct 32-character CJK strings at 100 points, all measured on the fallback
    // font (one row of 1 000 such strings took 11 s in release, unbounded in count).
    Case(
      label: "625 distinct 32-character CJK items at fontSize 100",
      scene: {
        let items = (0..<625).map { (i: Int) -> String in
          String((0..<32).map { Character(UnicodeScalar(0x4E00 + i * 32 + $0)!) })
        }
        return row(items, #", "fontSize": 100, "minimumSliver": 0"#)
      }, status: 0),
    // `--print-scene` alone took 1.1 GB for 1M empty rows (3 MB): the root, `rows` and a
    // million rows are 1 000 002 values, refused at the 500 001st.
    Case(
      label: "--print-scene of 1M empty rows (3 MB)",
      scene: { #"{"rows": ["# + String(repeating: "{},", count: 999_999) + "{}]}" },
      status: 3, message: "over its budget of 500000 JSON values", printScene: true),
    Case(
      label: "a row of \(heavyTiles) tiles with minimumSliver 0",
      scene: { row(Array(repeating: "⚽️", count: heavyTiles), #", "minimumSliver": 0"#) },
      status: 0),
  ]

  @Test("bounded cost", arguments: cases)
  func bounded(_ c: Case) throws {
    let folder = try TemporaryFolder()
    let scene = try folder.write("scene.json", c.scene())
    let shot = folder.path("shot.png")
    // The sanitizers cannot start under `ulimit -v`: there the cases run without the limit,
    // for time and traps; `make test` holds them to it. Time is bounded in CPU seconds
    // (`ulimit -t`: the kernel stops the process past it), which other work on the machine
    // does not stretch as it stretches wall time. Not a benchmark (release-build times are
    // `make bench`'s business): a bound an order of magnitude above what a debug build
    // spends (the 15.6 MB file took 36 s of wall time on a busy machine), that still
    // catches what these files once cost (minutes, or forever).
    let cpuSeconds = Int(120 * LiveProcess.timeScale)
    let limit =
      "ulimit -t \(cpuSeconds); "
      + (Sanitizer.isActive ? "" : "ulimit -v \(Self.addressSpaceKiB); ")
    let run =
      c.printScene
      ? ["--scene", scene, "--print-scene"]
      : ["--headless", "--scene", scene, "--time", "1", "--screenshot", shot]
    let result = try PreviewProcess.runProgram(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", limit + "exec \"$0\" \"$@\"", try PreviewProcess.executable.path] + run,
      timeout: LiveProcess.patience * LiveProcess.timeScale * 4)
    // Past the CPU limit the process dies of SIGXCPU, which this status check reports.
    #expect(result.status == c.status, "\(c.label): \(result.status) \(result.stderr.prefix(300))")
    if c.status == 0 {
      let png = try Data(contentsOf: URL(fileURLWithPath: shot))
      #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    } else {
      #expect(
        result.stderrLines.count == 1 && result.stderr.contains(c.message), "\(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: shot))
    }
  }
}
