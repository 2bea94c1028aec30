import Engine
import Fixtures
import Foundation
import Testing

/// Where effect groups draw: the display list's `pushEffect` and its extent, against
/// closed forms. A 100×50 view in a 400×300 window sits at (150, 125), centre (200, 150).
@MainActor
@Suite("Effects draw their groups where SwiftUI's geometry puts them")
struct EffectGeometryTests {
  static let frame = CGRect(x: 150, y: 125, width: 100, height: 50)

  private func effects(_ view: some View) -> [DisplayEffect] {
    ViewGraph(root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
      .displayList().commands.compactMap {
        if case .pushEffect(let e) = $0 { return e }
        return nil
      }
  }

  private func only(_ view: some View) throws -> DisplayEffect {
    let all = effects(view)
    #expect(all.count == 1)
    return try #require(all.first)
  }

  private func card() -> some View { Color.blue.frame(width: 100, height: 50) }

  /// `a` and `b` within 1e-9 on every side.
  private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
      && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
  }

  @Test("a shadow's extent is the frame and its copy moved by the offset, grown by 3σ")
  func shadowExtent() throws {
    let e = try only(card().shadow(radius: 10, y: 6))
    #expect(e.frame == Self.frame)
    #expect(
      e.kind
        == .shadow(
          color: Color(white: 0, opacity: 0.33), radius: 10, offset: CGSize(width: 0, height: 6)))
    // σ = radius / 2 = 5; the blur reaches 3σ = 15 beyond the moved copy (150…250 ×
    // 131…181): x 135…265, y 116…196, and the frame itself (125…175) lies within.
    #expect(close(e.extent(of: Self.frame), CGRect(x: 135, y: 116, width: 130, height: 80)))
  }

  @Test("a blur's extent grows by three standard deviations; an opaque one's does not")
  func blurExtent() throws {
    // σ = 4 / 2 = 2, 3σ = 6.
    let e = try only(card().blur(radius: 4))
    #expect(close(e.extent(of: Self.frame), Self.frame.insetBy(dx: -6, dy: -6)))
    let opaque = try only(card().blur(radius: 4, opaque: true))
    #expect(opaque.extent(of: Self.frame) == Self.frame)
  }

  @Test("a quarter turn about the centre swaps width and height about it")
  func quarterTurn() throws {
    let e = try only(card().rotationEffect(.degrees(90)))
    // 50 wide, 100 tall about (200, 150): (175, 100, 50, 100).
    #expect(close(e.extent(of: Self.frame), CGRect(x: 175, y: 100, width: 50, height: 100)))
    guard case .transform(let t) = e.kind else { return #expect(Bool(false)) }
    // Clockwise on screen: the frame's right-middle (250, 150) goes to the bottom-middle
    // (200, 200).
    let p = e.windowTransform(t).apply(CGPoint(x: 250, y: 150))
    #expect(abs(p.x - 200) < 1e-9 && abs(p.y - 200) < 1e-9)
  }

  @Test("an eighth turn's bounds are the corners turned by 45°")
  func eighthTurn() throws {
    let e = try only(card().rotationEffect(.degrees(45), anchor: .topLeading))
    // About (150, 125): the corners (100, 0), (0, 50), (100, 50) from it turn to
    // (70.71, 70.71), (−35.36, 35.36), (35.36, 106.07): x −35.36…70.71, y 0…106.07.
    let s = 0.5.squareRoot()
    let expected = CGRect(
      x: 150 - 50 * s, y: 125, width: 100 * s + 50 * s, height: 150 * s)
    #expect(close(e.extent(of: Self.frame), expected))
  }

  @Test("a 3D turn about the y axis without perspective narrows the view by cos θ")
  func rotation3DAboutY() throws {
    let e = try only(
      card().rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0))
    // cos 60° = 0.5: 50 wide about x = 200, the height unchanged.
    #expect(close(e.extent(of: Self.frame), CGRect(x: 175, y: 125, width: 50, height: 50)))
  }

  @Test("a 3D turn about the y axis in perspective draws the near edge taller")
  func rotation3DPerspective() throws {
    let e = try only(card().rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
    guard case .projection = e.kind else { return #expect(Bool(false)) }
    // The eye is max(100, 50) / 1 = 100 pt in front. About the centre, an edge at X = ±50
    // turns to x' = X·cos θ at depth z' = −X·sin θ, weight w = 1 − z'/100: the left edge
    // (X = −50) comes nearer, w = 1 − 50·sin θ / 100, and is drawn larger, at
    // 200 + x'/w with half-height 25/w; the right edge recedes, w = 1 + 50·sin θ / 100.
    let (c, s) = (cos(Double.pi / 3), sin(Double.pi / 3))
    let near = 1 - 50 * s / 100
    let far = 1 + 50 * s / 100
    let expected = CGRect(
      x: 200 - 50 * c / near, y: 150 - 25 / near, width: 50 * c / near + 50 * c / far,
      height: 50 / near)
    let got = e.extent(of: Self.frame)
    #expect(abs(got.minX - expected.minX) < 1e-9 && abs(got.maxX - expected.maxX) < 1e-9)
    #expect(abs(got.minY - expected.minY) < 1e-9 && abs(got.maxY - expected.maxY) < 1e-9)
  }

  @Test("a 3D turn about the z axis is rotationEffect")
  func rotation3DAboutZ() throws {
    let a = try only(card().rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)))
    let b = try only(card().rotationEffect(.degrees(30)))
    guard case .transform(let ta) = a.kind, case .transform(let tb) = b.kind else {
      return #expect(Bool(false))
    }
    for (x, y) in [(ta.a, tb.a), (ta.b, tb.b), (ta.c, tb.c), (ta.d, tb.d), (ta.tx, tb.tx)] {
      #expect(abs(x - y) < 1e-9)
    }
  }

  @Test("an opacity around an effect fades the group, not the content inside it")
  func opacityOnTheGroup() throws {
    let list = ViewGraph(
      root: card().shadow(radius: 4).opacity(0.5), size: CGSize(width: 400, height: 300),
      text: FixedTextMetrics()
    ).displayList().commands
    let effect = list.compactMap { if case .pushEffect(let e) = $0 { e } else { nil } }
    #expect(effect.map(\.opacity) == [0.5])
    let fills = list.compactMap { if case .fill(_, _, let c) = $0 { c.alpha } else { nil } }
    #expect(fills == [255, 255])  // the window's background and the card, opaque
  }

  @Test("a mask's group holds the mask's drawing first, then the content")
  func maskOrder() throws {
    let list = ViewGraph(
      root: card().mask { Color.black.frame(width: 20, height: 20) },
      size: CGSize(width: 400, height: 300), text: FixedTextMetrics()
    ).displayList().commands
    let kinds = list.compactMap { if case .pushEffect(let e) = $0 { e.kind } else { nil } }
    #expect(kinds == [.mask, .maskSource])
    // Background, clip, mask group, source group, the black mask, its end, the blue card.
    let colors = list.compactMap { if case .fill(_, _, let c) = $0 { c } else { nil } }
    #expect(colors.dropFirst() == [Color.black, Color.blue])
  }

  @Test("the transform's inverse undoes it, and a flattening transform has none")
  func inverse() throws {
    let t = DisplayTransform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 12, ty: -7)
    let inv = try #require(t.inverted)
    let p = inv.apply(t.apply(CGPoint(x: 31, y: -4)))
    #expect(abs(p.x - 31) < 1e-9 && abs(p.y + 4) < 1e-9)
    #expect(DisplayTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted == nil)
  }

  @Test("scaling a shadowed view scales its radius and offset with it")
  func scaledShadow() throws {
    let e = try only(card().shadow(radius: 10, x: 4, y: 6).scaleEffect(2))
    #expect(
      e.kind
        == .shadow(
          color: Color(white: 0, opacity: 0.33), radius: 20, offset: CGSize(width: 8, height: 12)))
    // Twice the frame about its centre (200, 150).
    #expect(e.frame == CGRect(x: 100, y: 100, width: 200, height: 100))
  }
}
