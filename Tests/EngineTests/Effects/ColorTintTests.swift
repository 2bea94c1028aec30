import Engine
import Fixtures
import Foundation
import Testing

@MainActor
private func colorMatrices(_ view: some View) -> [ColorMatrix] {
  ViewGraph(root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    .displayList().commands.compactMap {
      if case .pushEffect(let e) = $0, case .color(let m) = e.kind { return m }
      return nil
    }
}

private func near(_ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double))
  -> Bool
{
  abs(a.0 - b.0) < 1e-9 && abs(a.1 - b.1) < 1e-9 && abs(a.2 - b.2) < 1e-9
    && abs(a.3 - b.3) < 1e-9
}

@MainActor
@Suite("colorInvert, colorMultiply and hueRotation change colours per pixel")
struct ColorTintTests {
  private func card() -> some View { Color.blue.frame(width: 100, height: 50) }

  @Test("colorInvert takes each channel c to 1 − c and keeps alpha")
  func invert() throws {
    let m = try #require(colorMatrices(card().colorInvert()).first)
    #expect(near(m.apply(0.2, 0.4, 0.6, 0.5), (0.8, 0.6, 0.4, 0.5)))
  }

  @Test("colorMultiply multiplies every channel by the colour's")
  func multiply() throws {
    // Color(red: 1, green: 0.5, blue: 0) is stored as 8-bit channels: 0.5 → 128/255.
    let m = try #require(
      colorMatrices(card().colorMultiply(Color(red: 1, green: 0.5, blue: 0))).first)
    let half = 128.0 / 255
    #expect(near(m.apply(0.4, 0.8, 1, 1), (0.4, 0.8 * half, 0, 1)))
  }

  @Test("hueRotation keeps greys grey and turns red half way round to cyan")
  func hue() throws {
    let grey = try #require(colorMatrices(card().hueRotation(.degrees(120))).first)
    // Each row's weights sum to 1 at any angle (0.213 + 0.715 + 0.072 = 1; the cos and sin
    // coefficients of each row sum to 0), so (g, g, g) maps to itself.
    #expect(near(grey.apply(0.5, 0.5, 0.5, 1), (0.5, 0.5, 0.5, 1)))
    let half = try #require(colorMatrices(card().hueRotation(.degrees(180))).first)
    // cos 180° = −1, sin 180° = 0: the first column is 0.213 − 0.787 = −0.574 (clamped to
    // 0), 0.213 + 0.213 = 0.426 and 0.213 + 0.213 = 0.426.
    #expect(near(half.apply(1, 0, 0, 1), (0, 0.426, 0.426, 1)))
  }

  @Test("a hue rotation by 0 or by a non-number draws no effect")
  func identity() {
    #expect(colorMatrices(card().hueRotation(.radians(.nan))).allSatisfy { $0 == .identity })
  }
}
