import Engine
import Fixtures
import Testing

extension EnvironmentValues {
  @Entry var entryTestCount: Int = 7
  @Entry var entryTestName: String?
}

private struct CountReader: View {
  @Environment(\.entryTestCount) var count
  @Environment(\.entryTestName) var name

  var body: some View {
    Text(verbatim: "\(count) \(name ?? "none")")
  }
}

@MainActor
@Suite("@Entry: environment values declared by the macro")
struct EntryTests {
  @Test("the initial value is the default; an optional without one defaults to nil")
  func defaults() {
    let values = EnvironmentValues()
    #expect(values.entryTestCount == 7)
    #expect(values.entryTestName == nil)
    #expect(laidOut(CountReader()).first("Text")?.text == "7 none")
  }

  @Test(".environment(_:_:) overrides an @Entry value for the views inside only")
  func override() {
    let dump = laidOut(
      VStack {
        CountReader().environment(\.entryTestCount, 3).environment(\.entryTestName, "x")
        CountReader()
      })
    let texts = dump.all.filter { $0.type == "Text" }.map(\.text)
    #expect(texts == ["3 x", "7 none"])
  }
}
