import Engine
import Fixtures
import Foundation
import Testing

/// An inline title over content that does not scroll.
private struct StillInline: View {
  var body: some View {
    NavigationStack {
      Text("nothing scrolls").navigationTitle("Still").navigationBarTitleDisplayMode(.inline)
    }
  }
}

/// The bar's two appearances (Apple's documentation of UINavigationBar's
/// `scrollEdgeAppearance`): transparent with no shadow while the content's edge is at the
/// bar, the material and a hairline once content is under it, fading in over 10 pt; and a
/// collapsing large title's inline title fading in over 0.15 s.
@MainActor
@Suite("The navigation bar over scrolled content")
struct BarAppearanceTests {
  /// The test window is 400 pt wide at one pixel a point: the hairline is the 1 pt row just
  /// above the 44 pt bar's bottom edge, y 43–44.
  static let hairlineRect = CGRect(x: 0, y: 43, width: 400, height: 1)
  /// UIKit's separator: #3C3C43 at 0x4A (29 %).
  static let separatorAlpha = 0x4A

  /// The alpha of the hairline drawn at the bar's bottom, nil when none is drawn.
  private func hairline(_ h: ViewHost) -> Int? {
    for case .fill(let rect, _, let color) in h.displayList().commands
    where rect == Self.hairlineRect && color.red == 0x3C && color.blue == 0x43 {
      return Int(color.alpha)
    }
    return nil
  }

  /// The opacity (× 255) of the bar's material, nil when none is drawn: a backdrop blur
  /// of radius 20 (the Cupertino bar's σ of 10 pt) over the whole 44 pt bar, holding the
  /// bar's colour, #F9F9F9 at 0xF0.
  private func material(_ h: ViewHost) -> Int? {
    let commands = h.displayList().commands
    for (i, command) in commands.enumerated() {
      guard case .pushEffect(let effect) = command,
        case .backdropBlur(let radius) = effect.kind, radius == 20,
        effect.frame == CGRect(x: 0, y: 0, width: 400, height: 44), i + 1 < commands.count,
        case .fill(let rect, _, let tint) = commands[i + 1], rect == effect.frame,
        tint.red == 0xF9, tint.alpha == 0xF0
      else { continue }
      return Int((255 * effect.opacity).rounded())
    }
    return nil
  }

  /// The alpha of the 17 pt inline title "Inbox", nil when it is not drawn.
  private func inlineTitle(_ h: ViewHost) -> Int? {
    for case .text(let s, let font, _, _, let color) in h.displayList().commands
    where s == "Inbox" && font.size == 17 {
      return Int(color.alpha)
    }
    return nil
  }

  /// Presses the content and drags it up past the 6 pt slop, then to `distance` above
  /// where it started; the drag is held.
  private func press(_ h: ViewHost, at t: Double) {
    h.handle(.pointerDown(CGPoint(x: 200, y: 280)), at: t)
    h.handle(.pointerMove(CGPoint(x: 200, y: 274)), at: t + 0.01)
  }

  private func hold(_ h: ViewHost, at distance: CGFloat, t: Double) {
    h.handle(.pointerMove(CGPoint(x: 200, y: 274 - distance)), at: t)
    h.update(now: t)
  }

  @Test(
    "a collapsing title's bar turns standard over the 10 pt after its 52 pt area has gone",
    arguments: [(0, nil), (52, nil), (57, 0.5), (62, 1), (120, 1)] as [(CGFloat, Double?)])
  func largeTitleEdge(offset: CGFloat, shown: Double?) {
    let h = navigationHost(Mailbox())
    press(h, at: 1)
    hold(h, at: offset, t: 1.02)
    // Content meets the bar once the 52 pt area is under it; then (offset − 52) / 10 of the
    // standard appearance shows: the hairline's alpha is 0x4A × that, the material's 255 ×.
    #expect(hairline(h) == shown.map { Int((Double(Self.separatorAlpha) * $0).rounded()) })
    #expect(material(h) == shown.map { Int((255 * $0).rounded()) })
  }

  @Test(
    "an inline title's bar turns standard over the first 10 pt of scrolling",
    arguments: [(0, nil), (5, 0.5), (10, 1), (200, 1)] as [(CGFloat, Double?)])
  func inlineEdge(offset: CGFloat, shown: Double?) {
    let h = navigationHost(Mailbox(displayMode: .inline))
    press(h, at: 1)
    hold(h, at: offset, t: 1.02)
    #expect(hairline(h) == shown.map { Int((Double(Self.separatorAlpha) * $0).rounded()) })
  }

  @Test("content that does not scroll keeps the transparent bar without a hairline")
  func stillContent() {
    let h = navigationHost(StillInline())
    h.update(now: 1)
    #expect(hairline(h) == nil)
    #expect(material(h) == nil)
  }

  @Test("the inline title fades in over 0.15 s once the large title is 10 pt from gone")
  func inlineTitleFadesIn() {
    let h = navigationHost(Mailbox())
    press(h, at: 1)
    // 52 − 10 = 42 pt is the handover: 41 shows no inline title.
    hold(h, at: 41, t: 1.02)
    #expect(inlineTitle(h) == nil)
    hold(h, at: 42, t: 1.1)
    // The fade starts at 1.1 from nothing and is linear: 0.075 s later half of the label's
    // 255, 0.15 s later all of it.
    #expect(inlineTitle(h) == nil, "opacity 0 at the fade's start")
    #expect(h.isAnimating)
    // (127.5: 127 or 128 as the clock's sum rounds.)
    h.update(now: 1.1 + 0.075)
    #expect(abs((inlineTitle(h) ?? 0) - 128) <= 1)
    h.update(now: 1.3)
    #expect(inlineTitle(h) == 255)
    // Back under the handover: it fades out the same way.
    hold(h, at: 30, t: 2)
    #expect(inlineTitle(h) == 255)
    h.update(now: 2 + 0.075)
    #expect(abs((inlineTitle(h) ?? 0) - 128) <= 1)
    h.update(now: 2.2)
    #expect(inlineTitle(h) == nil)
  }

  @Test("a fade turned around midway goes back from where it was, over 0.15 s")
  func fadeTurnsAround() {
    let h = navigationHost(Mailbox())
    press(h, at: 1)
    hold(h, at: 50, t: 1.02)
    h.update(now: 1.02 + 0.06)
    // 0.06 / 0.15 = 0.4 of the way in: 0.4 × 255 = 102.
    #expect(inlineTitle(h) == 102)
    hold(h, at: 20, t: 1.08)
    // From 0.4 down to 0 over 0.15 s, linearly: halfway there 0.2 × 255 = 51.
    h.update(now: 1.08 + 0.075)
    #expect(inlineTitle(h) == 51)
  }
}
