import Engine
import Fixtures
import Foundation
import Testing

@MainActor
@Suite("Control environment")
struct ControlEnvironmentTests {
  @Test(".controlSize(.large) draws UIKit's large spinner (37 pt) and a taller segmented bar")
  func controlSize() throws {
    // UIActivityIndicatorView: .medium 20 pt, .large 37 pt.
    #expect(try #require(laidOut(ProgressView()).first("ActivityIndicator")).rect.width == 20)
    let large = laidOut(ProgressView().controlSize(.large))
    #expect(try #require(large.first("ActivityIndicator")).rect.width == 37)
  }

  @Test(".tint colours an on switch, and the switch is green without it")
  func switchTint() {
    func trackColour(_ view: some View) -> Color? {
      for case .fill(let r, _, let c) in controlHost(view).displayList().commands
      where r.width == 51 {
        return c
      }
      return nil
    }
    // UISwitch's default onTintColor is the system green, #34C759.
    #expect(trackColour(Toggle("A", isOn: .constant(true))) == Color.green)
    #expect(trackColour(Toggle("A", isOn: .constant(true)).tint(.orange)) == Color.orange)
  }

  @Test(".labelsHidden() leaves the switch alone, at its own size")
  func labelsHidden() throws {
    let d = laidOut(Toggle("Hidden", isOn: .constant(false)).labelsHidden())
    #expect(d.text("Hidden") == nil)
    #expect(d.rect.size == CGSize(width: 51, height: 31))
  }
}
