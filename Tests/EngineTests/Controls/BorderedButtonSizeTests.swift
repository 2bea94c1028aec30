import Engine
import Fixtures
import Foundation
import Testing

/// `.controlSize(_:)` on the bordered button styles, read off the display list. Text is
/// measured by `FixedTextMetrics`: "Tap" at s points is 3 × s / 2 wide and 1.2 × s tall, so a
/// bordered button is (1.5 s + 2 h) × (1.2 s + 2 v) for insets v above and below, h either side.
@MainActor
@Suite("Bordered button sizes")
struct BorderedButtonSizeTests {
  /// The button's fill (the first fill that is not the window's background) and the size
  /// its "Tap" label is drawn at.
  private func drawn<V: View>(_ view: V) throws -> (size: CGSize, fontSize: CGFloat) {
    let commands = controlHost(view).displayList(frameTime: nil).commands
    let window = CGRect(x: 0, y: 0, width: 400, height: 300)
    let fill = try #require(
      commands.lazy.compactMap { c -> CGRect? in
        if case .fill(let r, _, _) = c, r != window { return r }
        return nil
      }.first)
    let font = try #require(
      commands.lazy.compactMap { c -> CGFloat? in
        if case .text("Tap", let font, _, _, _) = c { return font.size }
        return nil
      }.first)
    return (fill.size, font)
  }

  private func expectSize(_ got: CGSize, _ width: CGFloat, _ height: CGFloat) {
    #expect(abs(got.width - width) < 0.001, "width \(got.width), expected \(width)")
    #expect(abs(got.height - height) < 0.001, "height \(got.height), expected \(height)")
  }

  @Test("mini: a footnote (13 pt) label inside 3 × 8 pt")
  func mini() throws {
    let d = try drawn(Button("Tap") {}.buttonStyle(.bordered).controlSize(.mini))
    #expect(d.fontSize == 13)
    // 1.5 × 13 + 2 × 8 = 35.5 wide; 1.2 × 13 + 2 × 3 = 21.6 tall.
    expectSize(d.size, 35.5, 21.6)
  }

  @Test("small: a subheadline (15 pt) label inside 5 × 10 pt")
  func small() throws {
    let d = try drawn(Button("Tap") {}.buttonStyle(.bordered).controlSize(.small))
    #expect(d.fontSize == 15)
    // 1.5 × 15 + 2 × 10 = 42.5 wide; 1.2 × 15 + 2 × 5 = 28 tall.
    expectSize(d.size, 42.5, 28)
  }

  @Test("regular, the default: a body (17 pt) label inside UIKit's medium 7 × 12 pt")
  func regular() throws {
    // 1.5 × 17 + 2 × 12 = 49.5 wide; 1.2 × 17 + 2 × 7 = 34.4 tall, with or without the modifier.
    for view in [
      AnyView(Button("Tap") {}.buttonStyle(.bordered)),
      AnyView(Button("Tap") {}.buttonStyle(.bordered).controlSize(.regular)),
    ] {
      let d = try drawn(view)
      #expect(d.fontSize == 17)
      expectSize(d.size, 49.5, 34.4)
    }
  }

  @Test("large and extraLarge: a body (17 pt) label inside 14 × 20 pt, in both bordered styles")
  func large() throws {
    for view in [
      AnyView(Button("Tap") {}.buttonStyle(.bordered).controlSize(.large)),
      AnyView(Button("Tap") {}.buttonStyle(.borderedProminent).controlSize(.large)),
      AnyView(Button("Tap") {}.buttonStyle(.borderedProminent).controlSize(.extraLarge)),
    ] {
      let d = try drawn(view)
      #expect(d.fontSize == 17)
      // 1.5 × 17 + 2 × 20 = 65.5 wide; 1.2 × 17 + 2 × 14 = 48.4 tall.
      expectSize(d.size, 65.5, 48.4)
    }
  }

  @Test("a font set around the button wins over the size's; the insets still follow the size")
  func explicitFontWins() throws {
    let d = try drawn(
      Button("Tap") {}.buttonStyle(.bordered).controlSize(.small).font(.title))
    #expect(d.fontSize == 28)
    // 1.5 × 28 + 2 × 10 = 62 wide; 1.2 × 28 + 2 × 5 = 43.6 tall.
    expectSize(d.size, 62, 43.6)
  }

  @Test("the borderless style keeps its body label at every size")
  func borderlessKeepsItsFont() throws {
    for size in ControlSize.allCases {
      let commands = controlHost(Button("Tap") {}.controlSize(size))
        .displayList(frameTime: nil).commands
      let font = commands.compactMap { c -> CGFloat? in
        if case .text("Tap", let font, _, _, _) = c { return font.size }
        return nil
      }
      #expect(font == [17], "\(size)")
    }
  }
}
