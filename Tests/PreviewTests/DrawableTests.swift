import Testing

@testable import PreviewHost

/// The wayland-shm path's buffer size: points × the compositor's fractional scale
/// under a viewport when it tells one, else points × the output's whole scale.
@Suite("Drawable: the buffers' size at whole and fractional scales")
struct DrawableTests {
  @Test(
    "a preferred scale in 120ths gives round(points × scale) pixels under a viewport",
    arguments: [
      (UInt32(120), Int32(900), Int32(720)), (150, 1125, 900), (180, 1350, 1080),
      (210, 1575, 1260), (240, 1800, 1440),
    ])
  func fractional(preferred: UInt32, width: Int32, height: Int32) {
    let d = Drawable(points: (900, 720), sdlPixels: (1800, 1440), preferredScale: preferred)
    #expect(d.width == width && d.height == height, "\(d.width)x\(d.height)")
    #expect(d.bufferScale == 0, "a viewport, not a buffer scale")
    #expect(d.points == (900, 720))
  }

  @Test("half a pixel rounds away from zero, as wp_fractional_scale_v1 asks")
  func roundsHalfAway() {
    // 101 × 1.5 = 151.5, 99 × 1.25 = 123.75
    let d = Drawable(points: (101, 99), sdlPixels: (202, 198), preferredScale: 180)
    #expect(d.width == 152 && d.height == 149)
    let q = Drawable(points: (99, 101), sdlPixels: (198, 202), preferredScale: 150)
    #expect(q.width == 124 && q.height == 126)
  }

  @Test(
    "without a preferred scale the output's whole scale, as a buffer scale",
    arguments: [(Int32(900), Int32(1)), (1800, 2), (2700, 3)])
  func whole(sdlWidth: Int32, scale: Int32) {
    let d = Drawable(points: (900, 720), sdlPixels: (sdlWidth, 720 * scale), preferredScale: 0)
    #expect(d.width == 900 * scale && d.height == 720 * scale)
    #expect(d.bufferScale == scale)
  }

  @Test("a new preferred scale is a new drawable, the same one is not")
  func equality() {
    let a = Drawable(points: (900, 720), sdlPixels: (1800, 1440), preferredScale: 180)
    let b = Drawable(points: (900, 720), sdlPixels: (1800, 1440), preferredScale: 180)
    let c = Drawable(points: (900, 720), sdlPixels: (1800, 1440), preferredScale: 150)
    let whole = Drawable(points: (900, 720), sdlPixels: (1800, 1440), preferredScale: 0)
    let viewported = Drawable(points: (900, 720), sdlPixels: (1800, 1440), preferredScale: 240)
    #expect(a == b)
    #expect(a != c)
    #expect(whole != viewported, "same pixels, but one maps through a viewport")
  }
}
