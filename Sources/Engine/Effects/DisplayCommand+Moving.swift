import Foundation

extension DisplayCommand {
  /// The command with every position passed through `move` (a translation or a rounding:
  /// lengths, radii, widths and fonts stay as they are; a rectangle keeps its size and
  /// moves its origin).
  ///
  /// The renderer compares an effect group's content relative to the group's frame, so
  /// that a group moving unchanged reuses its offscreen image.
  public func movingPoints(_ move: (CGPoint) -> CGPoint) -> DisplayCommand {
    func rect(_ r: CGRect) -> CGRect { CGRect(origin: move(r.origin), size: r.size) }
    switch self {
    case .fill(let r, let radius, let color):
      return .fill(rect(r), cornerRadius: radius, color: color)
    case .stroke(let r, let width, let color):
      return .stroke(rect(r), width: width, color: color)
    case .text(let s, let font, let position, let anchor, let color):
      return .text(s, font: font, position: move(position), anchor: anchor, color: color)
    case .styledText(var line):
      line.baseline = move(line.baseline)
      return .styledText(line)
    case .pushClip(let r):
      return .pushClip(rect(r))
    case .popClip:
      return self
    case .shape(var drawing):
      drawing.path = drawing.path.map(move)
      drawing.paint = drawing.paint.movingPoints(move)
      return .shape(drawing)
    case .pushClipShape(let path, let style):
      return .pushClipShape(path.map(move), style: style)
    case .pushEffect(var effect):
      effect.frame = rect(effect.frame)
      return .pushEffect(effect)
    case .image(var drawing):
      // Each piece's destination moves; its source is in the picture's own pixels.
      for i in drawing.pieces.indices {
        drawing.pieces[i].destination = rect(drawing.pieces[i].destination)
      }
      return .image(drawing)
    }
  }

  /// The command moved by (`dx`, `dy`) points.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> DisplayCommand {
    movingPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
  }
}

extension DisplayPaint {
  /// The paint with its gradient's points passed through `move`.
  func movingPoints(_ move: (CGPoint) -> CGPoint) -> DisplayPaint {
    switch self {
    case .color: return self
    case .linear(let g, let s, let e): return .linear(g, start: move(s), end: move(e))
    case .radial(let g, let c, let r0, let r1, let k):
      return .radial(g, center: move(c), startRadius: r0, endRadius: r1, yScale: k)
    case .angular(let g, let c, let a, let b):
      return .angular(g, center: move(c), startAngle: a, endAngle: b)
    }
  }
}
