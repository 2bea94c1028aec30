import Engine
import Fixtures
import Foundation
import Testing

/// A horizontal shear by `amount`: x moves by amount·y.
private struct Shear: GeometryEffect {
  var amount: CGFloat

  var animatableData: CGFloat {
    get { amount }
    set { amount = newValue }
  }

  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: 0, ty: 0))
  }
}

@MainActor
private struct Sheared: View {
  let probe: Switch
  @State private var on = false

  var body: some View {
    let _ = probe.on = $on
    Color.blue.frame(width: 100, height: 50).modifier(Shear(amount: on ? 1 : 0))
  }
}

@MainActor
private func effects(_ host: ViewHost) -> [DisplayEffect] {
  host.displayList().commands.compactMap {
    if case .pushEffect(let e) = $0 { return e }
    return nil
  }
}

@MainActor
@Suite("GeometryEffect draws its content through the transform its size asks for")
struct GeometryEffectTests {
  @Test("an affine effect is drawn as a transform group, animating with its data")
  func shearAnimates() throws {
    let probe = Switch()
    let host = ViewHost(
      root: Sheared(probe: probe), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics())
    host.update(now: 0)
    // No shear: the identity draws no group.
    #expect(effects(host).isEmpty)
    withAnimation(.linear(duration: 1)) { probe.on?.wrappedValue = true }
    host.update(now: 1)
    host.update(now: 1.5)
    // Half way on a linear curve: c = 0.5.
    let e = try #require(effects(host).first)
    guard case .transform(let t) = e.kind else { return #expect(Bool(false)) }
    #expect(abs(t.c - 0.5) < 1e-9 && t.a == 1 && t.d == 1 && t.b == 0)
    host.update(now: 2.5)
    guard case .transform(let end) = try #require(effects(host).first).kind else {
      return #expect(Bool(false))
    }
    #expect(end.c == 1)
  }

  @Test("projectionEffect with perspective draws a projection group")
  func projection() throws {
    var p = ProjectionTransform()
    p.m13 = 0.001
    let host = ViewHost(
      root: Color.blue.frame(width: 100, height: 50).projectionEffect(p),
      size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    host.update(now: 0)
    let e = try #require(effects(host).first)
    #expect(e.kind == .projection(p))
    // The frame's far right corner (100, 0) in its own points has W = 1 + 0.1 = 1.1, so
    // it is drawn at x = 100 / 1.1 from the frame's left (150): the extent's right edge.
    let extent = e.extent(of: e.frame)
    #expect(abs(extent.maxX - (150 + 100 / 1.1)) < 1e-9)
  }
}

@Suite("ProjectionTransform composes and inverts as 3×3 matrices")
struct ProjectionTransformTests {
  @Test("a transform then its inverse is the identity")
  func inverse() {
    var p = ProjectionTransform(CGAffineTransform(a: 2, b: 1, c: 0.5, d: 3, tx: 10, ty: -4))
    p.m13 = 0.002
    p.m23 = -0.001
    let q = p.concatenating(p.inverted())
    for (x, y) in [
      (q.m11, 1.0), (q.m12, 0), (q.m13, 0), (q.m21, 0), (q.m22, 1), (q.m23, 0), (q.m31, 0),
      (q.m32, 0), (q.m33, 1),
    ] {
      #expect(abs(x - y) < 1e-12)
    }
  }

  @Test("concatenating applies the left transform first")
  func order() {
    // Scale by 2, then move by (10, 0): (1, 1) → (2, 2) → (12, 2), so m31 = 10.
    let t = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
      .concatenating(ProjectionTransform(CGAffineTransform(translationX: 10, y: 0)))
    #expect(t.m11 == 2 && t.m22 == 2 && t.m31 == 10 && t.m32 == 0)
    #expect(t.isAffine)
  }

  @Test("a singular transform does not invert")
  func singular() {
    var p = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
    let inverted = p.invert()
    #expect(!inverted)
  }
}
