import Foundation
import Testing

/// Frames that user code makes infinite or not a number (`.frame(width: .infinity)`,
/// `.padding(.nan)`, `.offset(x: .nan)`, a `Layout` answering ∞) are made finite where layout
/// produces them, so `--dump-layout` writes JSON for every preview (it exited 1 with a raw
/// `EncodingError`: JSON has no infinity and no NaN).
extension PreviewFileTests {
  /// Every number in a JSON value, depth first.
  static func numbers(in value: Any) -> [Double] {
    switch value {
    case let n as NSNumber: [n.doubleValue]
    case let a as [Any]: a.flatMap(numbers(in:))
    case let d as [String: Any]: d.values.flatMap(numbers(in:))
    default: []
    }
  }

  @Test("--dump-layout of non-finite frames: exit 0, one line per preview, every number finite")
  func nonFiniteFramesDump() throws {
    let result = try run([
      "--file", PreviewFixture.file("NonFinite.swift"), "--headless", "--dump-layout",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("EncodingError"), "\(result.stderr)")
    let lines = result.stdoutText.split(separator: "\n")
    // The file's three previews, in file order: two #Preview and one provider.
    #expect(lines.count == 3, "\(result.stdoutText)")
    for line in lines {
      let json = try JSONSerialization.jsonObject(with: Data(line.utf8))
      let numbers = Self.numbers(in: json)
      #expect(!numbers.isEmpty)
      #expect(numbers.allSatisfy { $0.isFinite }, "\(line)")
    }
    let names = try PreviewFixture.dumpLines(result.stdoutText).map(\.preview)
    #expect(names == ["Modifiers", "Layout", "Boundless_Previews"], "\(names)")
  }
}
