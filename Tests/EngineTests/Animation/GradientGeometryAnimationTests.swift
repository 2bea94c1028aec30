import Foundation
import Testing

@testable import Engine

private let red = Color(red8: 255, green8: 0, blue8: 0)
private let blue = Color(red8: 0, green8: 0, blue8: 255)

/// The paint of the first shape drawn.
@MainActor
private func firstPaint(_ host: ViewHost) -> DisplayPaint? {
  for case .shape(let d) in host.displayList().commands { return d.paint }
  return nil
}

/// A gradient style's geometry animates as its stops do (SwiftUI's gradients are
/// `Animatable` in their points, radii and angles). Each change runs on
/// `.linear(duration: 1)` from t = 1 (MotionProbe.swift), so at t = 1.5 every number is
/// half way; shapes are centred in the 400 x 300 window.
@MainActor
@Suite("A gradient's geometry animates: points, centres, radii, angles")
struct GradientGeometryAnimationTests {
  /// From leading to trailing, or from top to bottom when `on`.
  private static func sweep(_ on: Bool) -> LinearGradient {
    LinearGradient(
      colors: [red, blue], startPoint: on ? .top : .leading, endPoint: on ? .bottom : .trailing)
  }

  /// The first shape's linear gradient half way from `sweep(false)` to `sweep(true)`, in a
  /// 100 x 100 frame centred in the window.
  private func expectSweepHalfWay(_ host: ViewHost) throws {
    host.update(now: 1.5)
    // Half way, the start is between (0, 0.5) and (0.5, 0): (0.25, 0.25) of the frame at
    // (150, 100), 100 x 100: (175, 125); the end between (1, 0.5) and (0.5, 1): (225, 175).
    guard case .linear(_, let start, let end) = try #require(firstPaint(host)) else {
      Issue.record("not a linear gradient")
      return
    }
    #expect(start == CGPoint(x: 175, y: 125))
    #expect(end == CGPoint(x: 225, y: 175))
  }

  @Test("a linear gradient's start and end points move in a line")
  func linearPoints() throws {
    let (host, _) = toggled { on in Self.sweep(on).frame(width: 100, height: 100) }
    try expectSweepHalfWay(host)
    host.update(now: 2.01)
    guard case .linear(_, let s, let e) = try #require(firstPaint(host)) else { return }
    // At rest: top (200, 100) to bottom (200, 200).
    #expect(s == CGPoint(x: 200, y: 100))
    #expect(e == CGPoint(x: 200, y: 200))
  }

  /// A shape drawn in the foreground style takes the gradient `foregroundStyle` set as its
  /// own, so its geometry animates as the same gradient given to `fill` does.
  @Test("a linear gradient set with foregroundStyle moves its points in the shape inside")
  func foregroundStyleLinearPoints() throws {
    let (host, _) = toggled { on in
      Rectangle().foregroundStyle(Self.sweep(on)).frame(width: 100, height: 100)
    }
    try expectSweepHalfWay(host)
  }

  @Test("a radial gradient's centre and radii")
  func radial() throws {
    let (host, _) = toggled { on in
      RadialGradient(
        colors: [red, blue], center: on ? .topLeading : .center, startRadius: on ? 10 : 0,
        endRadius: on ? 100 : 50
      )
      .frame(width: 100, height: 100)
    }
    host.update(now: 1.5)
    // Centre (0.5, 0.5) → (0, 0): (0.25, 0.25), at (175, 125); radii 0 → 10 and 50 → 100
    // (points): 5 and 75.
    guard case .radial(_, let c, let r0, let r1, let k) = try #require(firstPaint(host)) else {
      Issue.record("not a radial gradient")
      return
    }
    #expect(c == CGPoint(x: 175, y: 125))
    #expect(r0 == 5)
    #expect(r1 == 75)
    #expect(k == 1)
  }

  @Test("an elliptical gradient's centre and radius fractions")
  func elliptical() throws {
    let (host, _) = toggled { on in
      EllipticalGradient(
        colors: [red, blue], center: on ? .topLeading : .center,
        startRadiusFraction: on ? 0.2 : 0, endRadiusFraction: on ? 1 : 0.5
      )
      .frame(width: 100, height: 50)
    }
    host.update(now: 1.5)
    // The frame is (150, 125, 100, 50). Centre (0.25, 0.25) of it: (175, 137.5).
    // Fractions 0 → 0.2 and 0.5 → 1 are 0.1 and 0.75 of the width: 10 and 75; the
    // ellipse's height over its width, 50 / 100.
    guard case .radial(_, let c, let r0, let r1, let k) = try #require(firstPaint(host)) else {
      Issue.record("not an elliptical gradient")
      return
    }
    #expect(c == CGPoint(x: 175, y: 137.5))
    #expect(abs(r0 - 10) < 1e-9)
    #expect(abs(r1 - 75) < 1e-9)
    #expect(k == 0.5)
  }

  @Test("an angular gradient's angles and centre")
  func angular() throws {
    let (host, _) = toggled { on in
      AngularGradient(
        colors: [red, blue], center: on ? .bottomTrailing : .center,
        startAngle: .degrees(on ? 90 : 0), endAngle: .degrees(on ? 180 : 360)
      )
      .frame(width: 100, height: 100)
    }
    host.update(now: 1.5)
    // 0° → 90° is 45° (π/4) half way, 360° → 180° is 270° (3π/2); the centre (0.5, 0.5) →
    // (1, 1) is (0.75, 0.75) of the frame at (150, 100): (225, 175).
    guard case .angular(_, let c, let a0, let a1) = try #require(firstPaint(host)) else {
      Issue.record("not an angular gradient")
      return
    }
    #expect(c == CGPoint(x: 225, y: 175))
    #expect(abs(a0 - Double.pi / 4) < 1e-9)
    #expect(abs(a1 - 3 * Double.pi / 2) < 1e-9)
  }

  @Test("gradients of two types do not interpolate their geometry, even of one length")
  func kindsDiffer() {
    let g = DisplayGradient(
      stops: [.init(color: red, location: 0), .init(color: blue, location: 1)])
    let linear = ComponentVector(
      .linear(g, start: .zero, end: CGPoint(x: 1, y: 0)),
      source: LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom))
    let radial = ComponentVector(
      .radial(g, center: .zero, startRadius: 0, endRadius: 40, yScale: 1),
      source: RadialGradient(colors: [red, blue], center: .center, startRadius: 0, endRadius: 40))
    // Two stops are ten numbers, and each type's geometry four more: top (0.5, 0) to
    // bottom (0.5, 1); centre (0.5, 0.5), radii 0 and 40.
    #expect(linear.values.count == 14)
    #expect(Array(linear.values.suffix(4)) == [0.5, 0, 0.5, 1])
    #expect(Array(radial.values.suffix(4)) == [0.5, 0.5, 0, 40])
    // Of other kinds, their difference is nothing and a sum keeps its left side: the
    // change is drawn at once.
    #expect((radial - linear).magnitudeSquared == 0)
    #expect((linear + radial).values == linear.values)
  }
}
