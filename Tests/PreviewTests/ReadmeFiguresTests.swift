import Foundation
import Testing

/// The README's timings and memory figures say what they were measured on.
///
/// A figure such as "about 0.7 s" is a measurement, and a reader compares it with what their
/// machine does: it must say on what machine and build it was taken, or point at
/// PERFORMANCE.md, which `make bench` rewrites with its machine and date. Budgets and
/// settings ("at most 16 MB", "every 3 s") are not measurements and carry no "about".
@Suite("README figures name what they were measured on")
struct ReadmeFiguresTests {
  @Test(
    "every \"about N s\" or \"about N MB\" paragraph names the machine and build, or PERFORMANCE.md"
  )
  func figuresNameTheirMachine() throws {
    let readme = PreviewBinary.packageRoot.appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    // Paragraphs (and list items, table rows) are separated by blank lines or start a line
    // with "- " or "|"; a figure's context is its own paragraph.
    var paragraphs: [String] = []
    var current = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let starts = line.isEmpty || line.hasPrefix("- ") || line.hasPrefix("|")
      if starts, !current.isEmpty {
        paragraphs.append(current)
        current = ""
      }
      current += line + " "
    }
    paragraphs.append(current)
    // "about" before a number (or a number word) and a unit of time or memory.
    let figure =
      #/about (?:[0-9][0-9 ,.]*|one|two|three|four|five|ten) ?(?:s|ms|µs|kB|MB|GB|seconds?|minutes?)\b/#
    var unnamed: [String] = []
    for paragraph in paragraphs {
      guard let match = paragraph.firstMatch(of: figure) else { continue }
      let cites = paragraph.contains("PERFORMANCE.md")
      let machine = paragraph.contains("measured") && paragraph.contains("EPYC")
      let build = paragraph.contains("release") || paragraph.contains("debug")
      if !(cites || (machine && build)) { unnamed.append(String(match.output)) }
    }
    #expect(unnamed.isEmpty, "figures without a machine and build: \(unnamed)")
  }
}
