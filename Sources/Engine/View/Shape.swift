import Foundation

/// Something that fills a view's frame: a colour, or a gradient in SwiftUI (Engine has
/// colours only).
public protocol ShapeStyle {}

extension Color: ShapeStyle {}

/// A 2D shape that fills the frame it is given (SwiftUI's `Shape`, for Engine's built-in
/// shapes: the renderer draws rounded rectangles, which covers all four).
public protocol Shape: View {
  /// The shape's corner radius in a frame of `size`.
  func cornerRadius(in size: CGSize) -> CGFloat
}

extension Shape {
  /// Fills the shape with `style`.
  public func fill<S: ShapeStyle>(_ style: S) -> some View {
    ShapeView(shape: self, color: style as? Color)
  }

  /// The same shape; fills use the foreground colour (black unless set).
  public var body: some View { ShapeView(shape: self, color: nil) }
}

/// A shape filled with a colour, or with the foreground colour when `color` is nil.
struct ShapeView<S: Shape>: View, PrimitiveView {
  let shape: S
  let color: Color?

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.dumpName = ViewNode.baseName(of: S.self)
    let fill = (color ?? context.environment.foregroundColor ?? TextContent.defaultColor)
      .resolved(in: context.environment)
    node.kind = FillKind(fill: ShapeFill(corner: ShapeCorner(shape), color: fill))
    node.reconcile(context) { _ in }
  }
}

/// How a shape's corners are rounded, kept as a value so nodes can compare it.
enum ShapeCorner: Equatable {
  case square
  case radius(CGFloat)
  /// Half the shorter side: capsules.
  case round
  /// A circle as wide as the shorter side, centred in the frame.
  case circle

  init(_ shape: some Shape) {
    switch shape {
    case is Rectangle: self = .square
    case let r as RoundedRectangle: self = .radius(r.cornerRadius)
    case is Circle: self = .circle
    default: self = .round
    }
  }

  func radius(in size: CGSize) -> CGFloat {
    switch self {
    case .square: return 0
    case .radius(let r): return min(r, size.width / 2, size.height / 2)
    case .round, .circle: return min(size.width, size.height) / 2
    }
  }

  /// Where the shape is drawn within `frame`: all of it, or a centred square for a circle.
  func drawnRect(in frame: CGRect) -> CGRect {
    guard self == .circle else { return frame }
    let side = min(frame.width, frame.height)
    return CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
  }
}

/// What a `.fill` node draws.
struct ShapeFill: Equatable {
  var corner: ShapeCorner
  var color: Color
}

public struct Rectangle: Shape {
  public init() {}
  public func cornerRadius(in size: CGSize) -> CGFloat { 0 }
}

public struct RoundedRectangle: Shape {
  public var cornerRadius: CGFloat

  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
  }

  public func cornerRadius(in size: CGSize) -> CGFloat {
    min(cornerRadius, size.width / 2, size.height / 2)
  }
}

/// Corner style; Engine draws circular corners for both.
public enum RoundedCornerStyle: Sendable, Hashable {
  case circular, continuous
}

public struct Capsule: Shape {
  public init(style: RoundedCornerStyle = .continuous) {}
  public func cornerRadius(in size: CGSize) -> CGFloat { min(size.width, size.height) / 2 }
}

public struct Circle: Shape {
  public init() {}
  public func cornerRadius(in size: CGSize) -> CGFloat { min(size.width, size.height) / 2 }
}

extension Shape where Self == Rectangle {
  /// A rectangle: `.rect`.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle: `.rect(cornerRadius:)`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}

/// A colour is a view that fills what it is offered.
extension Color: View, PrimitiveView {
  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = FillKind(fill: ShapeFill(corner: .square, color: resolved(in: context.environment)))
    node.reconcile(context) { _ in }
  }

  // SwiftUI's system colours (iOS 17, light appearance).
  public static let clear = Color(red8: 0, green8: 0, blue8: 0, alpha8: 0)
  public static let red = Color(red8: 0xFF, green8: 0x3B, blue8: 0x30)
  public static let orange = Color(red8: 0xFF, green8: 0x95, blue8: 0x00)
  public static let yellow = Color(red8: 0xFF, green8: 0xCC, blue8: 0x00)
  public static let green = Color(red8: 0x34, green8: 0xC7, blue8: 0x59)
  public static let mint = Color(red8: 0x00, green8: 0xC7, blue8: 0xBE)
  public static let teal = Color(red8: 0x30, green8: 0xB0, blue8: 0xC7)
  public static let cyan = Color(red8: 0x32, green8: 0xAD, blue8: 0xE6)
  public static let blue = Color(red8: 0x00, green8: 0x7A, blue8: 0xFF)
  public static let indigo = Color(red8: 0x58, green8: 0x56, blue8: 0xD6)
  public static let purple = Color(red8: 0xAF, green8: 0x52, blue8: 0xDE)
  public static let pink = Color(red8: 0xFF, green8: 0x2D, blue8: 0x55)
  public static let brown = Color(red8: 0xA2, green8: 0x84, blue8: 0x5E)
  public static let gray = Color(red8: 0x8E, green8: 0x8E, blue8: 0x93)
  public static let accentColor = Color.blue
}

/// `Spacer`: grows along its stack's axis (SwiftUI's, minimum length 8 by default).
public struct Spacer: View, PrimitiveView, Equatable {
  public var minLength: CGFloat?

  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  public var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.kind = SpacerKind(minLength: minLength)
    node.reconcile(context) { _ in }
  }
}
