import CSDL2
import Engine
import Fixtures
import Foundation
import Testing

@testable import PreviewHost

/// A backdrop blur (the navigation bar's material) drawn by the renderer: what is already
/// drawn under the group's frame, blurred, with the group's content over it. On the 200×200
/// white window at scale 1 of `EffectRenderingTests`.
@Suite("Renderer: a backdrop blur blurs what is under it, cached while unchanged", .serialized)
@MainActor
struct BackdropBlurRenderingTests {
  typealias Canvas = EffectRenderingTests.Canvas

  /// The window white, a black stripe at y `stripe`…`stripe + 10`, and over the band y 0…50
  /// a backdrop blur of radius 8 (σ = 4 px) holding `tint`.
  static func list(stripe: CGFloat, tint: Color = .clear) -> DisplayList {
    DisplayList(commands: [
      .fill(CGRect(x: 0, y: 0, width: 200, height: 200), cornerRadius: 0, color: .white),
      .fill(CGRect(x: 0, y: stripe, width: 200, height: 10), cornerRadius: 0, color: .black),
      .pushEffect(
        DisplayEffect(
          frame: CGRect(x: 0, y: 0, width: 200, height: 50), kind: .backdropBlur(radius: 8),
          opacity: 1)),
      .fill(CGRect(x: 0, y: 0, width: 200, height: 50), cornerRadius: 0, color: tint),
      .popClip,
    ])
  }

  @Test("a stripe under the frame is blurred: its middle lightens, its sides darken")
  func blursWhatIsUnder() throws {
    let c = try Canvas()
    c.draw(Self.list(stripe: 20))
    // A 10-row black stripe (rows 20…29) under a Gaussian of σ = 4 px: row 25 keeps the
    // weight from −5.5 to 4.5 px, Φ(4.5/4) − Φ(−5.5/4) = 0.870 − 0.085 = 0.785, so the
    // white there is 255 × 0.215 ≈ 55 (the three box blurs approximate the Gaussian: a few
    // levels either way).
    let middle = c.rgb(100, 25)[0]
    #expect(abs(middle - 55) <= 8, "\(middle)")
    // Row 17, 3 rows above the stripe's first: the weight from 2.5 to 12.5 px on one side,
    // Φ(12.5/4) − Φ(2.5/4) = 0.9991 − 0.7340 = 0.265, so 255 × 0.735 ≈ 187.
    let above = c.rgb(100, 17)[0]
    #expect(abs(above - 187) <= 12, "\(above)")
    // Outside the frame nothing is blurred.
    #expect(c.rgb(100, 100) == [255, 255, 255])
  }

  @Test("what lies just outside the frame bleeds in at its edge")
  func readsTheReach() throws {
    let c = try Canvas()
    // The stripe at y 52…62, below the frame's bottom (50): 3 px from the frame's last row,
    // y 49, the blur reaches it (about 187, as above), where a blur of the frame alone
    // would leave it white.
    c.draw(Self.list(stripe: 52))
    let edge = c.rgb(100, 49)[0]
    #expect(edge < 240, "\(edge)")
    // The stripe itself, outside the frame, stays sharp.
    #expect(c.rgb(100, 55) == [0, 0, 0])
  }

  @Test("the group's content is drawn over the blur")
  func tintOver() throws {
    let c = try Canvas()
    c.draw(Self.list(stripe: 100, tint: Color(red: 1, green: 0, blue: 0).opacity(0.5)))
    // Half red over the (white) blurred backdrop: (255, 128, 128) within rounding.
    let p = c.rgb(100, 25)
    #expect(p[0] == 255 && abs(p[1] - 128) <= 1 && abs(p[2] - 128) <= 1, "\(p)")
  }

  @Test("an unchanged backdrop is drawn from the cache; a changed one is blurred again")
  func cached() throws {
    let c = try Canvas()
    #expect(c.draw(Self.list(stripe: 20)) >= 1)
    #expect(c.draw(Self.list(stripe: 20)) == 0)
    #expect(c.draw(Self.list(stripe: 24)) >= 1)
    // The blur follows the moved stripe: its middle is now at y 29.
    #expect(abs(c.rgb(100, 29)[0] - 55) <= 8)
  }

  @Test("damage within the blur's reach of the frame redraws the frame and its reach")
  func damageCoversTheFrame() throws {
    let c = try Canvas()
    // Only the stripe below the frame changes, at y 52…62: 2 px from the frame, within
    // the reach 3σ + 1 = 13 px. The frame (y 0…50) is drawn again whole.
    let damage = try #require(
      c.renderer.damage(from: Self.list(stripe: 52), to: Self.list(stripe: 54)))
    #expect(damage.y <= 0 && damage.y + damage.h >= 50 + 13, "\(damage)")
    #expect(damage.x <= 0 && damage.x + damage.w >= 200, "\(damage)")
    // A change far below leaves the frame alone.
    let far = try #require(
      c.renderer.damage(from: Self.list(stripe: 150), to: Self.list(stripe: 154)))
    #expect(far.y >= 63, "\(far)")
  }

  @Test("a damaged redraw gives the same pixels as drawing everything")
  func damagedEqualsWhole() throws {
    let whole = try Canvas()
    whole.draw(Self.list(stripe: 54))
    let partial = try Canvas()
    partial.draw(Self.list(stripe: 52))
    let damage = partial.renderer.damage(from: Self.list(stripe: 52), to: Self.list(stripe: 54))
    partial.draw(Self.list(stripe: 54), damage: damage)
    for y in stride(from: 0, to: 80, by: 3) {
      #expect(partial.rgb(100, y) == whole.rgb(100, y), "y \(y)")
    }
  }

  @Test("the background under an opaque fill drawn after the blur is drawn for the blur")
  func backgroundUnderLaterFills() throws {
    let c = try Canvas()
    let window = CGRect(x: 0, y: 0, width: 200, height: 200)
    // A first frame all black; then a white one whose backdrop group is followed by an
    // opaque red fill from y 30 down. The blur must read the white drawn under the red's
    // top rows (the red covers them only after), not the black the last frame left there:
    // row 25, 5 rows above the red, is a blur of white only.
    c.draw(DisplayList(commands: [.fill(window, cornerRadius: 0, color: .black)]))
    c.draw(
      DisplayList(commands: [
        .fill(window, cornerRadius: 0, color: .white),
        .pushEffect(
          DisplayEffect(
            frame: CGRect(x: 0, y: 0, width: 200, height: 50), kind: .backdropBlur(radius: 8),
            opacity: 1)),
        .popClip,
        .fill(CGRect(x: 0, y: 30, width: 200, height: 170), cornerRadius: 0, color: .red),
      ]))
    #expect(c.rgb(100, 25).allSatisfy { $0 >= 254 }, "\(c.rgb(100, 25))")
    #expect(c.rgb(100, 40) == [255, 59, 48], "the red drawn over the bar's lower rows")
  }
}
