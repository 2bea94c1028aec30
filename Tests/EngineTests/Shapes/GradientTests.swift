import Engine
import Fixtures
import Foundation
import Testing

/// Gradients' colours at chosen points: stops interpolated channel by channel, placed in
/// the frame they fill (Apple's documentation of `Gradient`, `LinearGradient`,
/// `RadialGradient`, `EllipticalGradient` and `AngularGradient`).
@MainActor
@Suite("Gradients colour the points of their frame")
struct GradientTests {
  static let black = Color.black
  static let white = Color.white

  /// The paint of the one shape `view` draws in a 200x100 window (it fills the window).
  func paint(_ view: some View) throws -> DisplayPaint {
    let host = ViewHost(root: view, size: CGSize(width: 200, height: 100), text: FixedTextMetrics())
    host.update(now: 0)
    let drawing = host.displayList().commands.compactMap { command -> ShapeDrawing? in
      if case .shape(let d) = command { return d }
      return nil
    }
    return try #require(drawing.first).paint
  }

  @Test("colours spread evenly from 0 to 1")
  func evenStops() {
    let g = Gradient(colors: [.red, .green, .blue])
    #expect(g.stops.map(\.location) == [0, 0.5, 1])
    #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
  }

  @Test("between stops each channel is interpolated; outside them the end colour holds")
  func interpolation() throws {
    let gradient = try paint(
      LinearGradient(colors: [Self.black, Self.white], startPoint: .leading, endPoint: .trailing))
    // From x 0 (black) to x 200 (white) across the 200x100 frame: x 50 is a quarter of the
    // way, 255/4 = 63.75, rounded to 64; x 100 is half, 127.5 → 128.
    #expect(gradient.color(at: CGPoint(x: 50, y: 10)) == Color(red8: 64, green8: 64, blue8: 64))
    #expect(gradient.color(at: CGPoint(x: 100, y: 90)) == Color(red8: 128, green8: 128, blue8: 128))
    #expect(gradient.color(at: CGPoint(x: -20, y: 50)) == Self.black)
    #expect(gradient.color(at: CGPoint(x: 300, y: 50)) == Self.white)
  }

  @Test("stops at chosen locations: halfway between 0.2 and 0.6 is location 0.4")
  func stopLocations() throws {
    let p = try paint(
      LinearGradient(
        stops: [.init(color: Self.black, location: 0.2), .init(color: Self.white, location: 0.6)],
        startPoint: .top, endPoint: .bottom))
    // Top to bottom over 100 points: y 40 is location 0.4, halfway: 127.5 → 128.
    #expect(p.color(at: CGPoint(x: 0, y: 40)) == Color(red8: 128, green8: 128, blue8: 128))
    #expect(p.color(at: CGPoint(x: 0, y: 10)) == Self.black)
  }

  @Test("a radial gradient goes by distance from its centre, in points")
  func radial() throws {
    let p = try paint(
      RadialGradient(
        colors: [Self.black, Self.white], center: .center, startRadius: 10, endRadius: 50))
    // Centre (100, 50); (130, 50) is 30 away: (30 − 10) / 40 = 0.5 → 128.
    #expect(p.color(at: CGPoint(x: 130, y: 50)) == Color(red8: 128, green8: 128, blue8: 128))
    #expect(p.color(at: CGPoint(x: 105, y: 50)) == Self.black)
  }

  @Test("an elliptical gradient's radii are fractions of the frame's width and height")
  func elliptical() throws {
    let p = try paint(EllipticalGradient(colors: [Self.black, Self.white]))
    // End radius 0.5: 100 across, 50 down. (150, 50) and (100, 75) are both halfway out.
    let half = Color(red8: 128, green8: 128, blue8: 128)
    #expect(p.color(at: CGPoint(x: 150, y: 50)) == half)
    #expect(p.color(at: CGPoint(x: 100, y: 75)) == half)
  }

  @Test("an angular gradient turns clockwise on screen; a short one's gap is split")
  func angular() throws {
    let p = try paint(
      AngularGradient(
        colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180)))
    // Centre (100, 50). Straight below is 90°, halfway from 0° to 180°: halfway from red
    // #FF3B30 to blue #007AFF is (127.5, 90.5, 151.5), rounded half up to (128, 91, 152).
    let mid = p.color(at: CGPoint(x: 100, y: 90))
    #expect(mid == Color(red8: 128, green8: 91, blue8: 152))
    // Above is the gap (180°…360°): its first half (225°, up-left) shows the colour at 1,
    // its second half (315°, up-right) the colour at 0.
    #expect(p.color(at: CGPoint(x: 80, y: 30)) == .blue)
    #expect(p.color(at: CGPoint(x: 120, y: 30)) == .red)
  }

  @Test("equal angles make a whole turn")
  func wholeTurn() throws {
    let p = try paint(AngularGradient(colors: [Self.black, Self.white], center: .center))
    // 90° (below) is a quarter of the turn: 63.75 → 64.
    #expect(p.color(at: CGPoint(x: 100, y: 90)) == Color(red8: 64, green8: 64, blue8: 64))
  }
}
