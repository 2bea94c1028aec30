import Engine
import Fixtures
import Foundation
import Testing

@MainActor
@Suite("ShapeStyle.background is the window's background colour")
struct BackgroundStyleTests {
  /// The paint of the one shape `view` draws, in `scheme`.
  func paint(_ view: some View, _ scheme: ColorScheme) -> DisplayPaint? {
    let host = ViewHost(
      root: view.environment(\.colorScheme, scheme), size: CGSize(width: 100, height: 100),
      text: FixedTextMetrics())
    host.update(now: 0)
    for command in host.displayList().commands {
      if case .shape(let d) = command { return d.paint }
      if case .fill(let r, _, let c) = command, r.width == 40 { return .color(c) }
    }
    return nil
  }

  @Test("white in light appearance, black in dark: iOS's systemBackground")
  func resolves() {
    let circle = Circle().fill(.background).frame(width: 40, height: 40)
    #expect(paint(circle, .light) == .color(Color(red8: 255, green8: 255, blue8: 255)))
    #expect(paint(circle, .dark) == .color(Color(red8: 0, green8: 0, blue8: 0)))
  }
}
