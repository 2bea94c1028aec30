import Foundation

/// The outline of a 2D shape (SwiftUI's `Path`): subpaths of lines and Bézier curves, kept
/// as a value of elements in the view's coordinates (y grows downwards).
///
/// A path is pure data: Engine measures, trims and bounds it; the host rasterises it.
public struct Path: Sendable, Hashable {
  /// One step of a path (SwiftUI's `Path.Element`).
  public enum Element: Sendable, Hashable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  /// The elements in order.
  var elements: [Element] = []

  /// An empty path.
  public init() {}

  /// A path made by `callback`, which starts from an empty path.
  public init(_ callback: (inout Path) -> Void) {
    callback(&self)
  }

  /// A rectangle, drawn clockwise on screen from its top-left corner.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// A rounded rectangle with equal corners, `cornerRadius` clamped to half the shorter side.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rounded rectangle whose corners are `cornerSize` (circular corners only take its
  /// smaller dimension: Engine draws circular and continuous corners, not elliptical ones).
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// A rounded rectangle with a radius per corner.
  public init(
    roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// The ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Calls `body` with each element in order.
  public func forEach(_ body: (Element) -> Void) {
    elements.forEach(body)
  }

  /// The last point of the path, or nil when it is empty (after a `closeSubpath`, the
  /// subpath's start, as in Core Graphics).
  public var currentPoint: CGPoint? {
    var start: CGPoint?
    var current: CGPoint?
    for element in elements {
      switch element {
      case .move(let p):
        start = p
        current = p
      case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
        current = p
      case .closeSubpath:
        current = start
      }
    }
    return current
  }

  /// The path moved by `dx`, `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
  }

  /// The path with every point (ends and controls) passed through `transform`.
  func map(_ transform: (CGPoint) -> CGPoint) -> Path {
    var out = Path()
    out.elements = elements.map { element in
      switch element {
      case .move(let p): return .move(to: transform(p))
      case .line(let p): return .line(to: transform(p))
      case .quadCurve(let p, let c): return .quadCurve(to: transform(p), control: transform(c))
      case .curve(let p, let c1, let c2):
        return .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
      case .closeSubpath: return .closeSubpath
      }
    }
    return out
  }
}

/// A path is a shape that draws itself wherever it is placed: `path(in:)` ignores the rect
/// (SwiftUI's `Path` as a `Shape`).
extension Path: Shape {
  public func path(in rect: CGRect) -> Path { self }
}
