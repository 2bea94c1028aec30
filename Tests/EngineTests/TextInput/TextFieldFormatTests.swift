import Engine
import Fixtures
import Foundation
import Testing

@MainActor
private final class AmountLog {
  var amount = 0
}

@MainActor
private struct AmountField: View {
  let log: AmountLog
  @State private var amount = 7

  var body: some View {
    let _ = (log.amount = amount)
    TextField("Amount", value: $amount, format: IntegerFormatStyle<Int>())
  }
}

/// `TextField(value:format:)`: the text is a draft until Return (or focus leaving) commits
/// it to the value through the format's parse strategy.
@MainActor
@Suite("Text field with a format")
struct TextFieldFormatTests {
  private func host(_ log: AmountLog) -> ViewHost {
    ViewHost(
      root: AmountField(log: log), size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
  }

  @Test("shows the value formatted; typed digits change it only on Return")
  func commitsOnSubmit() {
    let log = AmountLog()
    let h = host(log)
    h.update(now: 0)
    #expect(h.dump().first("TextField")?.text == "7")
    // Tab selects all of "7"; the typing replaces it.
    h.handle(.key(KeyPress(key: .tab)), at: 0.1)
    h.handle(.text("42"), at: 0.2)
    #expect(log.amount == 7)
    h.handle(.key(KeyPress(key: .return)), at: 0.3)
    #expect(log.amount == 42)
  }

  @Test("text that does not parse leaves the value, and the field shows it again")
  func badTextReverts() {
    let log = AmountLog()
    let h = host(log)
    h.handle(.key(KeyPress(key: .tab)), at: 0.1)
    h.handle(.text("abc"), at: 0.2)
    h.handle(.key(KeyPress(key: .escape)), at: 0.3)
    #expect(log.amount == 7)
    #expect(h.dump().first("TextField")?.text == "7")
  }

  @Test("focus leaving commits the edit")
  func commitsOnFocusLoss() {
    let log = AmountLog()
    let h = host(log)
    h.handle(.key(KeyPress(key: .tab)), at: 0.1)
    h.handle(.text("15"), at: 0.2)
    h.handle(.key(KeyPress(key: .escape)), at: 0.3)
    #expect(log.amount == 15)
  }
}
