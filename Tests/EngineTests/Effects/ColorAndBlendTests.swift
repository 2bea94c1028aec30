import Engine
import Foundation
import Testing

/// Colour matrices and blend modes, pixel by pixel, against their defining formulas.
@MainActor
@Suite("Colour effects and blend modes follow their formulas")
struct ColorAndBlendTests {
  private func close(_ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double))
    -> Bool
  {
    abs(a.0 - b.0) < 1e-9 && abs(a.1 - b.1) < 1e-9 && abs(a.2 - b.2) < 1e-9
      && abs(a.3 - b.3) < 1e-9
  }

  @Test("grayscale(1) turns pure red into its Rec. 709 luminance, 0.2126")
  func grayscaleRed() {
    let m = grayMatrix(Color.red.frame(width: 1, height: 1).grayscale(1))
    #expect(close(m.apply(1, 0, 0, 1), (0.2126, 0.2126, 0.2126, 1)))
  }

  @Test("brightness adds, contrast scales about ½, saturation(1) changes nothing")
  func matrices() {
    // 0.2 + 0.3 = 0.5; (1 − ½)·0.5 + ½ = 0.75; (0 − ½)·0.5 + ½ = 0.25.
    let b = grayMatrix(Color.red.brightness(0.3))
    #expect(close(b.apply(0.2, 0.2, 0.2, 1), (0.5, 0.5, 0.5, 1)))
    let c = grayMatrix(Color.red.contrast(0.5))
    #expect(close(c.apply(1, 0, 0.5, 1), (0.75, 0.25, 0.5, 1)))
    // Out of range clamps: 0.9 + 0.3 is 1.
    #expect(close(b.apply(0.9, 0, 0, 0.5), (1, 0.3, 0.3, 0.5)))
  }

  /// The matrix of the one colour effect in `view`.
  private func grayMatrix(_ view: some View) -> ColorMatrix {
    let list = ViewGraph(
      root: view, size: CGSize(width: 10, height: 10), text: FixedTextMetrics()
    ).displayList().commands
    for case .pushEffect(let e) in list {
      if case .color(let m) = e.kind { return m }
    }
    return .identity
  }

  @Test("multiply of opaque red over opaque white is red; over black, black")
  func multiply() {
    let red = RGBA(1, 0, 0, 1)
    #expect(BlendMode.multiply.composite(red, over: RGBA(1, 1, 1, 1)) == RGBA(1, 0, 0, 1))
    #expect(BlendMode.multiply.composite(red, over: RGBA(0, 0, 0, 1)) == RGBA(0, 0, 0, 1))
  }

  @Test("screen of 0.5 over 0.5 is 0.75 (b + s − b·s)")
  func screen() {
    let c = BlendMode.screen.composite(RGBA(0.5, 0.5, 0.5, 1), over: RGBA(0.5, 0.5, 0.5, 1))
    #expect(abs(c.r - 0.75) < 1e-12 && c.a == 1)
  }

  @Test("a half-transparent source mixes the blend with the backdrop by its alpha")
  func partialAlpha() {
    // Multiply, αs = ½ premultiplied (0.5, 0, 0, 0.5) over opaque white:
    // co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B = 0 + 1·½ + ½·(1·1, 1·0, 1·0) → (1, ½, ½).
    let c = BlendMode.multiply.composite(RGBA(0.5, 0, 0, 0.5), over: RGBA(1, 1, 1, 1))
    #expect(c == RGBA(1, 0.5, 0.5, 1))
  }

  @Test("destinationOut cuts the source's alpha out of the backdrop; plusLighter adds")
  func porterDuff() {
    #expect(
      BlendMode.destinationOut.composite(RGBA(0, 0, 0, 0.25), over: RGBA(1, 1, 1, 1))
        == RGBA(0.75, 0.75, 0.75, 0.75))
    #expect(
      BlendMode.plusLighter.composite(RGBA(0.5, 0.25, 0, 0.5), over: RGBA(0.75, 0.25, 0, 1))
        == RGBA(1, 0.5, 0, 1))
  }

  @Test("luminosity keeps the backdrop's hue and takes the source's luminance")
  func luminosity() {
    // A grey source of luminance 0.5 over pure red (lum 0.3): SetLum adds 0.2 to each
    // channel, (1.2, 0.2, 0.2), then ClipColor pulls the 1.2 back about l = 0.5:
    // 0.5 + (c − 0.5)·(1 − 0.5)/(1.2 − 0.5).
    let c = BlendMode.luminosity.composite(RGBA(0.5, 0.5, 0.5, 1), over: RGBA(1, 0, 0, 1))
    let k = 0.5 / 0.7
    #expect(abs(c.r - (0.5 + 0.7 * k)) < 1e-12)
    #expect(abs(c.g - (0.5 - 0.3 * k)) < 1e-12)
  }
}
