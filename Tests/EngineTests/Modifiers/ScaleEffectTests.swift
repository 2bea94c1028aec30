import Engine
import Fixtures
import Foundation
import Testing

/// `scaleEffect` by SwiftUI's rule: the drawing scales about the anchor of the view's
/// frame, the layout does not change.
@MainActor
@Suite("scaleEffect scales the drawing, not the layout")
struct ScaleEffectTests {
  private func list(_ view: some View) -> [DisplayCommand] {
    ViewGraph(root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
      .displayList().commands
  }

  /// The fills after the window's background.
  private func fills(_ view: some View) -> [CGRect] {
    list(view).dropFirst().compactMap {
      if case .fill(let r, _, _) = $0 { return r }
      return nil
    }
  }

  @Test("frames are the same with and without it")
  func layoutUnchanged() {
    func row(_ s: CGFloat) -> some View {
      HStack(spacing: 0) {
        Color.red.frame(width: 50, height: 50).scaleEffect(s)
        Color.blue.frame(width: 50, height: 50)
      }
    }
    let scaled = laidOut(row(2)).all.filter { $0.type == "frame" }.map(\.rect)
    let plain = laidOut(row(1)).all.filter { $0.type == "frame" }.map(\.rect)
    #expect(scaled == plain)
  }

  @Test("a fill doubles about its centre")
  func aboutTheCentre() {
    // The 100 x 50 frame at (150, 125) in 400 x 300, centre (200, 150): twice as large
    // about it is (100, 100, 200, 100).
    #expect(
      fills(Color.red.frame(width: 100, height: 50).scaleEffect(2))
        == [CGRect(x: 100, y: 100, width: 200, height: 100)])
  }

  @Test("about the top-leading anchor the corner stays put")
  func aboutTheCorner() {
    #expect(
      fills(Color.red.frame(width: 100, height: 50).scaleEffect(0.5, anchor: .topLeading))
        == [CGRect(x: 150, y: 125, width: 50, height: 25)])
  }

  @Test("x and y scale separately")
  func nonUniform() {
    // Only the width doubles, about x = 200: (100, 125, 200, 50).
    #expect(
      fills(Color.red.frame(width: 100, height: 50).scaleEffect(x: 2))
        == [CGRect(x: 100, y: 125, width: 200, height: 50)])
  }

  @Test("text is drawn at the scaled point size, its position scaled about the anchor")
  func text() throws {
    func texts(_ s: CGFloat) -> [(FontSpec, CGPoint)] {
      list(Text("ab").frame(width: 100, height: 50).scaleEffect(s)).compactMap {
        if case .text(_, let font, let p, _, _) = $0 { return (font, p) }
        return nil
      }
    }
    let plain = try #require(texts(1).first)
    let scaled = try #require(texts(3).first)
    #expect(scaled.0.size == plain.0.size * 3)
    // p' = c + 3 (p - c) about the frame's centre (200, 150).
    #expect(scaled.1.x == 200 + (plain.1.x - 200) * 3)
    #expect(scaled.1.y == 150 + (plain.1.y - 150) * 3)
  }

  @Test(
    "a factor that is not a number draws the view at no size",
    arguments: [
      CGFloat.nan, CGFloat.infinity,
    ])
  func badFactor(factor: CGFloat) {
    let f = fills(Color.red.frame(width: 100, height: 50).scaleEffect(factor))
    #expect(f.allSatisfy { $0.width == 0 && $0.height == 0 && $0.minX.isFinite })
  }

  @Test("a shape's path and its stroke width scale too")
  func shapes() throws {
    // A 40-point ellipse (a circle drawn as a path) at (180, 130) in 400 x 300, doubled about (200, 150): its path's
    // bounds (160, 110, 80, 80); a 3-point stroke becomes 6.
    func drawings(_ v: some View) -> [ShapeDrawing] {
      list(v).compactMap {
        if case .shape(let d) = $0 { return d }
        return nil
      }
    }
    let filled = try #require(drawings(Ellipse().frame(width: 40, height: 40).scaleEffect(2)).first)
    #expect(filled.path.boundingRect == CGRect(x: 160, y: 110, width: 80, height: 80))
    let stroked = try #require(
      drawings(Circle().stroke(Color.red, lineWidth: 3).frame(width: 40, height: 40).scaleEffect(2))
        .first)
    guard case .stroke(let style, _) = stroked.mode else {
      Issue.record("not a stroke")
      return
    }
    #expect(style.lineWidth == 6)
  }
}
