import Engine
import Fixtures
import Foundation
import Testing

/// A bar filling `fraction` of its width: a custom shape animating its parameter.
private struct FractionBar: Shape {
  var fraction: Double
  var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }
  func path(in rect: CGRect) -> Path {
    Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
  }
}

@MainActor
private func shapes(_ host: ViewHost) -> [ShapeDrawing] {
  host.displayList().commands.compactMap {
    if case .shape(let d) = $0 { return d }
    return nil
  }
}

@MainActor
@Suite("Animatable values interpolate while they animate")
struct AnimatableTests {
  @Test("a custom shape's animatableData is interpolated: its path follows")
  func customShape() throws {
    let (host, _) = toggled { on in
      FractionBar(fraction: on ? 1 : 0.2).frame(width: 200, height: 10)
    }
    host.update(now: 1.5)
    // Linear, half way from 0.2 to 1: 0.6 of 200 = 120 points wide.
    let bar = try #require(shapes(host).first)
    #expect(abs(bar.path.boundingRect.width - 120) < 1e-6)
    host.update(now: 2.01)
    #expect(abs(try #require(shapes(host).first).path.boundingRect.width - 200) < 1e-6)
  }

  @Test("opacity interpolates: 1 → 0.2 is 0.6 halfway")
  func opacity() throws {
    let (host, _) = toggled { on in Color.red.frame(width: 10, height: 10).opacity(on ? 0.2 : 1) }
    host.update(now: 1.5)
    // 255 × 0.6 = 153.
    #expect(redFills(host).first?.1.alpha == 153)
  }

  @Test("scaleEffect interpolates: 1 → 3 is 2 halfway")
  func scale() throws {
    let (host, _) = toggled { on in Color.red.frame(width: 10, height: 10).scaleEffect(on ? 3 : 1) }
    host.update(now: 1.5)
    let r = try #require(redFills(host).first).0
    #expect(abs(r.width - 20) < 1e-6 && abs(r.height - 20) < 1e-6)
  }

  @Test("colours interpolate in linear light: red to blue is (188, 0, 188) halfway")
  func colour() throws {
    let (host, _) = toggled { on in
      (on ? Color(red8: 0, green8: 0, blue8: 255) : Color(red8: 255, green8: 0, blue8: 0))
        .frame(width: 10, height: 10)
    }
    host.update(now: 1.5)
    // Linear light (1, 0, 0) → (0, 0, 1) halfway is (½, 0, ½); sRGB-encoded,
    // 1.055 × ½^(1/2.4) − 0.055 = 0.7354, × 255 = 187.5 → 188.
    let c = try #require(
      host.displayList().commands.compactMap { cmd -> Color? in
        if case .fill(let r, _, let c) = cmd, r.width == 10 { return c }
        return nil
      }.first)
    #expect(c.red == 188 && c.green == 0 && c.blue == 188)
  }

  @Test("a rounded rectangle's corner radius interpolates")
  func cornerRadius() throws {
    let (host, _) = toggled { on in
      RoundedRectangle(cornerRadius: on ? 20 : 0).fill(Color.red).frame(width: 100, height: 100)
    }
    host.update(now: 1.25)
    // A quarter of the way from 0 to 20: 5.
    let radius = host.displayList().commands.compactMap { cmd -> CGFloat? in
      if case .fill(let r, let radius, _) = cmd, r.width == 100 { return radius }
      return nil
    }.first
    #expect(radius.map { abs($0 - 5) < 1e-6 } == true)
  }

  @Test("trim's fractions interpolate: trim(to:) 0 → 1 draws half the outline halfway")
  func trim() throws {
    let (host, _) = toggled { on in
      Rectangle().trim(from: 0, to: on ? 1 : 0).stroke(Color.red, lineWidth: 1)
        .frame(width: 100, height: 100)
    }
    host.update(now: 1.25)
    // A quarter of the 400-point outline from the top-left corner: the top edge only,
    // 100 wide and flat.
    let quarter = try #require(shapes(host).first).path
    #expect(abs(quarter.boundingRect.width - 100) < 1e-6)
    #expect(abs(quarter.boundingRect.height) < 1e-6)
    host.update(now: 1.5)
    // Half: the top edge and the right edge, bounding 100 × 100.
    let half = try #require(shapes(host).first).path
    #expect(abs(half.boundingRect.height - 100) < 1e-6)
  }

  @Test("VectorArithmetic: pairs add, subtract and scale component-wise")
  func pairs() {
    let a = AnimatablePair(1.0, AnimatablePair(CGFloat(2), Float(3)))
    let b = AnimatablePair(3.0, AnimatablePair(CGFloat(6), Float(9)))
    let mid = a.interpolated(towards: b, amount: 0.5)
    #expect(mid.first == 2 && mid.second.first == 4 && mid.second.second == 6)
    // |b − a|² = 2² + 4² + 6² = 56.
    #expect((b - a).magnitudeSquared == 56)
    #expect(EmptyAnimatableData().magnitudeSquared == 0)
  }
}

/// A modifier whose body reads its animated data: the bar's width.
private struct Width: ViewModifier, Animatable {
  var width: Double
  var animatableData: Double {
    get { width }
    set { width = newValue }
  }
  func body(content: Content) -> some View {
    content.frame(width: width, height: 10)
  }
}

@MainActor
@Suite("A ViewModifier & Animatable evaluates its body with interpolated data")
struct AnimatableModifierTests {
  @Test("the body is evaluated each frame: the width it sets is interpolated")
  func modifierBody() throws {
    let (host, _) = toggled { on in Color.red.modifier(Width(width: on ? 300 : 100)) }
    host.update(now: 1.5)
    // Linear, half way from 100 to 300: 200; the frame is set by the body, not animated.
    #expect(redFills(host).first.map { abs($0.0.width - 200) < 1e-6 } == true)
    #expect(host.isAnimating)
    host.update(now: 2.01)
    #expect(redFills(host).first?.0.width == 300)
    host.update(now: 2.1)
    #expect(!host.isAnimating)
  }
}
