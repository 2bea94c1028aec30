import Foundation
import Testing

/// The Effects example, run as an app: its snapshot's pixels and its taps.
@Suite("Effects example draws shadows, blur and masks, and taps follow content shapes")
struct EffectsExampleTests {
  @Test("the shadow card's shadow darkens below it, fading with distance")
  func shadowPixels() throws {
    let folder = try TemporaryFolder()
    let png = folder.url.appendingPathComponent("effects.png").path
    let program = try PreviewBinary.locate("Effects")
    let r = try PreviewProcess.runProgram(
      program, ["--headless", "--size", "860x520", "--screenshot", png])
    #expect(r.status == 0, "\(r.stderr)")
    let image = try RGBAImage(contentsOf: png)
    func red(_ x: Double, _ y: Double) -> Int {
      Int(image.pixels[(Int(y) * image.width + Int(x)) * 4])
    }
    let doc = try PreviewProcess.viewDump("Effects", ["--size", "860x520"])
    let card = try #require(doc.views.all("shadow").first)
    // `.shadow(radius: 10, y: 6)`: σ = 5, the shadow's copy ends 6 below the card. At 3
    // points below the card the copy's edge is 3 away (inside it), at 12 points 6 beyond
    // it: darker nearer. 6 + 3σ + 2 = 23 below, the window's white.
    let bottom = card.y + card.height
    let near = red(card.midX, bottom + 3)
    let far = red(card.midX, bottom + 12)
    #expect(near < far && far < 255, "\(near) \(far)")
    #expect(red(card.midX, bottom + 23) == 255)
  }

  @Test("a tap inside the circle's frame but outside the circle misses it")
  func contentShapeTap() throws {
    let doc = try PreviewProcess.viewDump("Effects", ["--size", "860x520"])
    let circle = try #require(doc.views.all("contentShape").first)
    // The frame's corner, 2 points in: √2·(45 − 2) ≈ 61 from the centre, beyond the
    // radius 45; then the centre.
    let corner = (circle.x + 2, circle.y + 2)
    let centre = (circle.midX, circle.y + circle.height / 2)
    func click(_ p: (Double, Double), at t: Double) -> [String] {
      [
        "{\"t\":\(t),\"down\":[\(p.0),\(p.1)]}",
        "{\"t\":\(t + 0.05),\"up\":[\(p.0),\(p.1)]}",
      ]
    }
    let after = try PreviewProcess.viewDump(
      "Effects", ["--size", "860x520", "--time", "1"],
      script: click(corner, at: 0.1) + click(centre, at: 0.3))
    #expect(after.views.all("Text").contains { $0.text == "tap: 1" })
  }
}
