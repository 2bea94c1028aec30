import Engine
import Fixtures
import Foundation
import Testing

/// What shapes draw: colour fills of the basic shapes stay one `.fill` command; paths,
/// strokes, trims and gradients become `.shape` commands in window points; `clipShape`
/// masks with the shape's path.
@MainActor
@Suite("Shapes draw their paths in their frames")
struct ShapeViewTests {
  func commands(_ root: some View) -> [DisplayCommand] {
    let host = ViewHost(root: root, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
    host.update(now: 0)
    return host.displayList().commands
  }

  func shapes(_ root: some View) -> [ShapeDrawing] {
    commands(root).compactMap {
      if case .shape(let d) = $0 { return d }
      return nil
    }
  }

  struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
      Path { p in
        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
      }
    }
  }

  @Test("a colour-filled circle is still one fill of its centred square")
  func fastPath() {
    let out = commands(Circle().fill(.red).frame(width: 100, height: 50))
    // Centred in 400x300: the frame is (150, 125, 100, 50); the circle (175, 125, 50, 50).
    #expect(
      out.contains(
        .fill(CGRect(x: 175, y: 125, width: 50, height: 50), cornerRadius: 25, color: .red)))
    #expect(shapes(Circle().fill(.red).frame(width: 100, height: 50)).isEmpty)
  }

  @Test("a custom shape is handed its own bounds and drawn at its frame in the window")
  func customShape() throws {
    let d = try #require(shapes(Triangle().fill(.blue).frame(width: 100, height: 50)).first)
    // path(in:) sees (0, 0, 100, 50); the frame is at (150, 125).
    #expect(d.path.boundingRect == CGRect(x: 150, y: 125, width: 100, height: 50))
    #expect(d.paint == .color(.blue))
    #expect(d.mode == .fill(FillStyle()))
  }

  @Test("stroke, strokeBorder and trim become path drawings with their style")
  func strokes() throws {
    let style = StrokeStyle(lineWidth: 4, lineCap: .round, dash: [5, 3])
    let stroked = try #require(
      shapes(Circle().stroke(.green, style: style).frame(width: 50, height: 50)).first)
    #expect(stroked.mode == .stroke(style, antialiased: true))
    // strokeBorder insets by half the width (2): the 50-point circle's path spans 46.
    let border = try #require(
      shapes(Circle().strokeBorder(.green, lineWidth: 4).frame(width: 50, height: 50)).first)
    #expect(abs(border.path.boundingRect.width - 46) < 1e-9)
    let trimmed = try #require(
      shapes(Rectangle().trim(from: 0, to: 0.25).stroke(.red).frame(width: 100, height: 100)).first)
    // The top edge only: 100 of the square's 400 points.
    #expect(trimmed.path.boundingRect == CGRect(x: 150, y: 100, width: 100, height: 0))
  }

  @Test("the foreground style paints shapes; a colour set inside it wins")
  func foreground() throws {
    let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    let d = try #require(
      shapes(Triangle().frame(width: 10, height: 10).foregroundStyle(gradient)).first)
    guard case .linear = d.paint else {
      Issue.record("expected a linear gradient, got \(d.paint)")
      return
    }
    let inner = try #require(
      shapes(
        Triangle().frame(width: 10, height: 10).foregroundStyle(.red).foregroundStyle(gradient)
      ).first)
    #expect(inner.paint == .color(.red))
  }

  @Test("a gradient is a view filling its frame")
  func gradientView() throws {
    let d = try #require(
      shapes(
        LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(
          width: 80, height: 20)
      ).first)
    #expect(d.path.boundingRect == CGRect(x: 160, y: 140, width: 80, height: 20))
    #expect(d.paint.color(at: CGPoint(x: 160, y: 150)) == .red)
  }

  @Test("clipShape masks with the shape's path; a rectangle stays a plain clip")
  func clips() throws {
    let out = commands(Color.red.frame(width: 100, height: 50).clipShape(Circle()))
    let clip = try #require(
      out.compactMap { c -> Path? in
        if case .pushClipShape(let p, _) = c { return p }
        return nil
      }.first)
    #expect(abs(clip.boundingRect.minX - 175) < 1e-9 && abs(clip.boundingRect.width - 50) < 1e-9)
    let plain = commands(Color.red.frame(width: 100, height: 50).clipShape(Rectangle()))
    #expect(plain.contains(.pushClip(CGRect(x: 150, y: 125, width: 100, height: 50))))
    let rounded = commands(Color.red.frame(width: 100, height: 50).cornerRadius(8))
    #expect(rounded.contains { if case .pushClipShape = $0 { return true } else { return false } })
  }
}
