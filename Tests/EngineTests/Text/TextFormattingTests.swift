import Engine
import Fixtures
import Foundation
import Testing

@MainActor
@Suite("Text: SwiftUI's interpolations and format styles")
struct TextFormattingTests {
  private func shown(_ text: Text) -> String? {
    laidOut(text).first("Text")?.text
  }

  @Test("a printf specifier in a literal's interpolation")
  func specifier() {
    let value = 3.14159
    let count = 42
    // C's printf: "%.2f" rounds to two decimals, "%03d" pads with zeros to three digits.
    #expect(shown(Text("pi \(value, specifier: "%.2f")")) == "pi 3.14")
    #expect(shown(Text("n \(count, specifier: "%03d")")) == "n 042")
  }

  @Test("plain interpolations read as String(describing:), as a String's do")
  func plainInterpolation() {
    let name = "ann"
    let n = 3
    #expect(shown(Text("\(name)=\(n)")) == "ann=3")
  }

  @Test("format styles: number, percent, currency, in Foundation's formatting")
  func formatStyles() {
    // Each expected string is what Foundation's own format call gives, the definition of
    // SwiftUI's `Text(_:format:)`.
    #expect(shown(Text(0.25, format: .percent)) == 0.25.formatted(.percent))
    #expect(shown(Text(1_234_567, format: .number)) == 1_234_567.formatted(.number))
    #expect(
      shown(Text(12.5, format: .currency(code: "EUR"))) == 12.5.formatted(.currency(code: "EUR")))
    #expect(shown(Text("\(0.5, format: .percent) done")) == "\(0.5.formatted(.percent)) done")
  }

  @Test("a String variable is shown verbatim, as before")
  func stringVariable() {
    let s = "50% \\(x)"
    #expect(shown(Text(s)) == "50% \\(x)")
  }
}
