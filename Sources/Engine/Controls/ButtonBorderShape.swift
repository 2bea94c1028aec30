import Foundation

/// The shape the bordered button styles draw their background in (SwiftUI's
/// `ButtonBorderShape`), set with `.buttonBorderShape(_:)`.
public struct ButtonBorderShape: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case automatic, capsule, roundedRectangle(CGFloat?), circle
  }

  let kind: Kind

  /// The style's own shape: on iOS a rounded rectangle.
  public static let automatic = ButtonBorderShape(kind: .automatic)
  /// A capsule: ends rounded by half the height.
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A rounded rectangle with the style's corner radius.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
  /// A circle, centred on the button.
  public static let circle = ButtonBorderShape(kind: .circle)

  /// A rounded rectangle with corners of `radius` points.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius.isFinite ? max(radius, 0) : nil))
  }
}

extension EnvironmentValues {
  /// The shape `.buttonBorderShape(_:)` set for the bordered buttons inside.
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
  static let defaultValue = ButtonBorderShape.automatic
}

extension View {
  /// Draws the background of bordered buttons inside in `shape`.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}

/// A bordered button's background: `fill` in the environment's border shape.
struct ButtonBorderFill: View {
  let fill: Color
  let defaultRadius: CGFloat
  @Environment(\.buttonBorderShape) private var shape

  var body: some View {
    switch shape.kind {
    case .automatic: RoundedRectangle(cornerRadius: defaultRadius).fill(fill)
    case .roundedRectangle(let r): RoundedRectangle(cornerRadius: r ?? defaultRadius).fill(fill)
    case .capsule: Capsule().fill(fill)
    case .circle: Circle().fill(fill)
    }
  }
}
