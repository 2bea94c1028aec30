import Engine
import Fixtures
import Foundation
import Testing

@MainActor
private final class Numbers {
  var ratio = 0.0
  var count = 0
}

/// Two number fields, spelled as SwiftUI code spells them: `.number` for a `Double`
/// (Foundation's `FloatingPointFormatStyle<Double>`) and for an `Int`
/// (`IntegerFormatStyle<Int>`), the values shown beside.
@MainActor
private struct NumberFields: View {
  let log: Numbers
  @State private var ratio = 0.5
  @State private var count = 3

  var body: some View {
    let _ = (log.ratio = ratio, log.count = count)
    VStack {
      TextField("Ratio", value: $ratio, format: .number)
      TextField("Count", value: $count, format: .number)
    }
  }
}

@MainActor
@Suite("Number text fields")
struct TextFieldNumberFormatTests {
  @Test("a Double with .number commits typed decimals on Return; bad text keeps the last value")
  func doubleField() {
    let log = Numbers()
    let h = ViewHost(
      root: NumberFields(log: log), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    h.handle(.key(KeyPress(key: .tab)), at: 0.1)
    h.handle(.text("2.25"), at: 0.2)
    h.handle(.key(KeyPress(key: .return)), at: 0.3)
    #expect(log.ratio == 2.25)
    // Tab selects all again; "x1" does not parse as a number: 2.25 stays, and Tab on to
    // the count field (focus leaving commits) does not change it either.
    h.handle(.key(KeyPress(key: .tab)), at: 0.4)
    h.handle(.key(KeyPress(key: .tab, modifiers: [.shift])), at: 0.5)
    h.handle(.text("x1"), at: 0.6)
    h.handle(.key(KeyPress(key: .tab)), at: 0.7)
    #expect(log.ratio == 2.25)
    #expect(h.dump().all.first { $0.type == "TextField" }?.text == "2.25")
    // In the count field: an Int with .number.
    h.handle(.text("12"), at: 0.8)
    h.handle(.key(KeyPress(key: .escape)), at: 0.9)
    #expect(log.count == 12)
  }
}
