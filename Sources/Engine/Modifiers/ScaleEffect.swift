import Foundation

/// `scaleEffect`: draws the content scaled about `anchor` of its frame, leaving the
/// layout as it was (SwiftUI's `_ScaleEffect`: the view keeps its frame, and its
/// neighbours do not move).
///
/// The content's drawing is scaled as it is appended: rectangles, paths, clips, corner
/// radii, line widths and dashes, gradients, and text by its point size about its anchor. What a display list
/// cannot draw is approximated: a non-uniform scale draws text and corner radii at the
/// smaller factor, and a negative factor flips positions but not the glyphs themselves.
/// Hit testing stays with the unscaled frame.
struct ScaleEffect: LayoutModifier {
  static var name: String { "scaleEffect" }
  let scale: CGSize
  let anchor: UnitPoint

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    let start = list.commands.count
    node.drawChildren(0..<1, into: &list, opacity: opacity)
    guard scale != CGSize(width: 1, height: 1) else { return }
    let frame = node.presentedFrame
    let centre = CGPoint(
      x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
    let transform = Scaling(centre: centre, scale: scale)
    for i in start..<list.commands.count {
      list.commands[i] = transform.apply(list.commands[i])
    }
  }
}

/// A scale about a point, applied to drawing commands.
struct Scaling {
  let centre: CGPoint
  let scale: CGSize

  /// The factor for lengths that cannot scale differently along each axis.
  var uniform: CGFloat { min(abs(scale.width), abs(scale.height)) }

  func apply(_ p: CGPoint) -> CGPoint {
    CGPoint(
      x: centre.x + (p.x - centre.x) * scale.width, y: centre.y + (p.y - centre.y) * scale.height)
  }

  func apply(_ r: CGRect) -> CGRect {
    let a = apply(CGPoint(x: r.minX, y: r.minY))
    let b = apply(CGPoint(x: r.maxX, y: r.maxY))
    return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
  }

  func apply(_ command: DisplayCommand) -> DisplayCommand {
    switch command {
    case .fill(let rect, let radius, let color):
      return .fill(apply(rect), cornerRadius: radius * uniform, color: color)
    case .stroke(let rect, let width, let color):
      return .stroke(apply(rect), width: width * uniform, color: color)
    case .text(let string, var font, let position, let anchor, let color):
      font.size *= uniform
      return .text(string, font: font, position: apply(position), anchor: anchor, color: color)
    case .styledText(var line):
      // Each run's place along the line scales with the x factor, its type with the
      // uniform one (as `.text` does).
      line.baseline = apply(line.baseline)
      for i in line.runs.indices {
        line.runs[i].font.size *= uniform
        line.runs[i].x *= scale.width
        line.runs[i].width *= abs(scale.width)
      }
      return .styledText(line)
    case .pushClip(let rect):
      return .pushClip(apply(rect))
    case .popClip:
      return command
    case .shape(var drawing):
      drawing.path = drawing.path.map(apply)
      if case .stroke(var style, let antialiased) = drawing.mode {
        style.lineWidth *= uniform
        style.dash = style.dash.map { $0 * uniform }
        style.dashPhase *= uniform
        drawing.mode = .stroke(style, antialiased: antialiased)
      }
      drawing.paint = apply(drawing.paint)
      return .shape(drawing)
    case .pushClipShape(let path, let style):
      return .pushClipShape(path.map(apply), style: style)
    case .image(var drawing):
      drawing.pieces = drawing.pieces.map { apply($0) }
      return .image(drawing)
    }
  }

  /// An image piece scaled: its destination, and its tiles' size by the factors' sizes
  /// (a negative factor moves the piece but does not mirror its pixels).
  func apply(_ piece: ImageDrawing.Piece) -> ImageDrawing.Piece {
    var p = piece
    p.destination = apply(piece.destination)
    p.tileSize = piece.tileSize.map {
      CGSize(width: $0.width * abs(scale.width), height: $0.height * abs(scale.height))
    }
    return p
  }

  /// A paint's geometry scaled: a radial gradient's exactly (its radii by the x factor,
  /// its height ratio by y over x); a linear or angular one's points, their directions as
  /// they were.
  func apply(_ paint: DisplayPaint) -> DisplayPaint {
    switch paint {
    case .color:
      return paint
    case .linear(let g, let start, let end):
      return .linear(g, start: apply(start), end: apply(end))
    case .radial(let g, let c, let r0, let r1, let k):
      let sx = abs(scale.width)
      let ky = sx > 0 ? k * abs(scale.height) / sx : k
      return .radial(g, center: apply(c), startRadius: r0 * sx, endRadius: r1 * sx, yScale: ky)
    case .angular(let g, let c, let a, let b):
      return .angular(g, center: apply(c), startAngle: a, endAngle: b)
    }
  }
}

extension View {
  /// Draws the view scaled by `scale` (width and height factors) about `anchor`, without
  /// changing its layout.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    // A factor that is not a number draws nothing; an anchor that is not one, the centre.
    func clean(_ x: CGFloat) -> CGFloat { x.isFinite ? x : 0 }
    let anchor = anchor.x.isFinite && anchor.y.isFinite ? anchor : .center
    return layoutModifier(
      ScaleEffect(
        scale: CGSize(width: clean(scale.width), height: clean(scale.height)), anchor: anchor))
  }

  /// Draws the view scaled by `s` both ways about `anchor`, without changing its layout.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  /// Draws the view scaled by `x` and `y` about `anchor`, without changing its layout.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }
}
