import Engine
import Fixtures
import Foundation
import Testing

/// What the built-in styles draw, read off the display list. The window is 400×300 and
/// `FixedTextMetrics` makes a character half the point size wide and a line 1.2 sizes tall:
/// "Tap" in the body font (17 pt) is 3 × 8.5 = 25.5 pt wide and 20.4 pt tall.
@MainActor
@Suite("Button styles")
struct ButtonStyleLookTests {
  private func list<V: View>(_ view: V, pressed: Bool = false) -> [DisplayCommand] {
    let h = ViewHost(root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    if pressed {
      // The window's centre: the button, alone in the window, is centred there.
      h.handle(.pointerDown(CGPoint(x: 200, y: 150)), at: 0.1)
    }
    return h.displayList(frameTime: nil).commands
  }

  /// The fills drawn, less the window's background (the first, the whole window).
  private func fills(_ commands: [DisplayCommand]) -> [(CGRect, CGFloat, Color)] {
    let window = CGRect(x: 0, y: 0, width: 400, height: 300)
    return commands.compactMap {
      if case .fill(let r, let radius, let c) = $0, r != window { return (r, radius, c) }
      return nil
    }
  }

  private func textColour(_ commands: [DisplayCommand], _ s: String) -> Color? {
    for c in commands {
      if case .text(let t, _, _, _, let colour) = c, t == s { return colour }
    }
    return nil
  }

  @Test("the default style is borderless: the label in the system blue #007AFF, no fill")
  func automaticIsBorderless() {
    let c = list(Button("Tap") {})
    #expect(fills(c).isEmpty)
    #expect(textColour(c, "Tap") == Color(red8: 0x00, green8: 0x7A, blue8: 0xFF))
  }

  @Test("bordered: the tint at 15 % behind the label, 12 pt either side and 7 pt above and below")
  func borderedFill() throws {
    let c = list(Button("Tap") {}.buttonStyle(.bordered))
    let fill = try #require(fills(c).first)
    // 25.5 + 2 × 12 wide, 20.4 + 2 × 7 tall, centred in the window with its origin on a
    // device pixel (scale 1): (400 − 49.5) / 2 = 175.25 → 175, (300 − 34.4) / 2 = 132.8 → 133.
    #expect(abs(fill.0.width - 49.5) < 0.01)
    #expect(abs(fill.0.height - 34.4) < 0.01)
    #expect(fill.0.origin == CGPoint(x: 175, y: 133))
    #expect(fill.1 == 8)
    #expect(fill.2 == Color.blue.opacity(0.15))
    #expect(textColour(c, "Tap") == Color.blue)
  }

  @Test("borderedProminent: filled with the accent colour, the label white")
  func prominentFill() throws {
    let c = list(Button("Tap") {}.buttonStyle(.borderedProminent))
    #expect(try #require(fills(c).first).2 == Color.blue)
    #expect(textColour(c, "Tap") == Color.white)
  }

  @Test("a destructive role draws in the system red #FF3B30")
  func destructiveIsRed() {
    let c = list(Button("Tap", role: .destructive) {})
    #expect(textColour(c, "Tap") == Color(red8: 0xFF, green8: 0x3B, blue8: 0x30))
  }

  @Test("pressed, the button is drawn at 20 % opacity")
  func pressedDims() throws {
    let c = list(Button("Tap") {}.buttonStyle(.borderedProminent), pressed: true)
    #expect(try #require(fills(c).first).2 == Color.blue.opacity(0.2))
    #expect(textColour(c, "Tap") == Color.white.opacity(0.2))
  }

  @Test("disabled: UIKit's tertiary label and fill colours, and no pressed look")
  func disabledIsDimmed() throws {
    let c = list(Button("Tap") {}.buttonStyle(.borderedProminent).disabled(true), pressed: true)
    // tertiarySystemFill: #767680 at 12 % (0x1F = 31 ≈ 0.12 × 255); tertiaryLabel: #3C3C43 at
    // 30 % (0x4C = 76 ≈ 0.3 × 255).
    #expect(
      try #require(fills(c).first).2 == Color(red8: 0x76, green8: 0x76, blue8: 0x80, alpha8: 0x1F))
    #expect(textColour(c, "Tap") == Color(red8: 0x3C, green8: 0x3C, blue8: 0x43, alpha8: 0x4C))
  }
}

@MainActor
@Suite("Button border shapes")
struct ButtonBorderShapeTests {
  /// The bordered background's corner radius for `shape`: the button is 49.5 × 34.4 pt
  /// ("Tap" at 17 pt, 25.5 × 20.4, inside 12 × 7 pt insets).
  private func radius(_ shape: ButtonBorderShape) throws -> CGFloat {
    let h = ViewHost(
      root: Button("Tap") {}.buttonStyle(.bordered).buttonBorderShape(shape),
      size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    let window = CGRect(x: 0, y: 0, width: 400, height: 300)
    let radii = h.displayList(frameTime: nil).commands.compactMap { c -> CGFloat? in
      if case .fill(let r, let radius, _) = c, r != window { return radius }
      return nil
    }
    return try #require(radii.first)
  }

  @Test(
    "automatic and roundedRectangle: the style's 8 pt; radius: as given; capsule: half the height")
  func radii() throws {
    #expect(try radius(.automatic) == 8)
    #expect(try radius(.roundedRectangle) == 8)
    #expect(try radius(.roundedRectangle(radius: 4)) == 4)
    // 34.4 / 2.
    #expect(abs(try radius(.capsule) - 17.2) < 0.001)
  }
}
