import Foundation

/// Something that fills a view's frame: a colour or a gradient (SwiftUI's `ShapeStyle`).
public protocol ShapeStyle {}

extension Color: ShapeStyle {}

/// A 2D shape (SwiftUI's `Shape`): its outline in any rectangle. As a view it takes the
/// space it is offered and fills its path in its frame with the foreground style. Its
/// `animatableData` (none by default) is interpolated while it animates.
public protocol Shape: Animatable, View, Sendable {
  /// The shape's outline in `rect`.
  func path(in rect: CGRect) -> Path
  /// The size the shape takes for `proposal` (by default what is proposed, 10 points where
  /// unspecified, as SwiftUI's shapes).
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The shape filled with the foreground style.
  public var body: some View {
    ShapeView(shape: self, source: nil, mode: .fill(FillStyle()))
  }
}

/// How a shape's corners are rounded when a colour fill of it takes the renderer's fast
/// path (one `.fill` command): rectangles, rounded rectangles, capsules and circles.
enum ShapeCorner: Equatable {
  case square
  case radius(CGFloat)
  /// Half the shorter side: capsules.
  case round
  /// A circle as wide as the shorter side, centred in the frame.
  case circle

  /// The fast-path corner of `shape`, or nil when it must be drawn as a path.
  init?(fastPath shape: some Shape) {
    switch shape {
    case is Rectangle: self = .square
    case let r as RoundedRectangle where r.cornerSize.width == r.cornerSize.height:
      self = .radius(r.cornerSize.width.isNaN ? 0 : max(r.cornerSize.width, 0))
    case is Circle: self = .circle
    case is Capsule: self = .round
    default: return nil
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
