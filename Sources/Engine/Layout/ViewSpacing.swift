import Foundation

/// The spacing a view prefers to its neighbours on each edge (SwiftUI's `ViewSpacing`).
///
/// A stack without explicit spacing asks each pair of neighbours for their distance: the
/// larger of the two facing preferences. Every Engine view prefers 8 points (SwiftUI's
/// default between most views); `zero` prefers none.
public struct ViewSpacing: Sendable, Hashable {
  /// The default distance between views, in points (SwiftUI iOS 17).
  public static let defaultDistance: CGFloat = 8

  var top: CGFloat
  var leading: CGFloat
  var bottom: CGFloat
  var trailing: CGFloat

  /// Default spacing on every edge.
  public init() {
    self.init(all: Self.defaultDistance)
  }

  init(all value: CGFloat) {
    top = value
    leading = value
    bottom = value
    trailing = value
  }

  /// No spacing preference on any edge.
  public static let zero = ViewSpacing(all: 0)

  /// The distance from this view to `next`, which follows it along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    switch axis {
    case .horizontal: return max(trailing, next.leading)
    case .vertical: return max(bottom, next.top)
    }
  }

  /// Takes the larger preference of the two on each of `edges`.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top = max(top, other.top) }
    if edges.contains(.leading) { leading = max(leading, other.leading) }
    if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
  }

  /// The larger preference of the two on each of `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var s = self
    s.formUnion(other, edges: edges)
    return s
  }
}

/// A key for a value a view hands to its container's `Layout` (SwiftUI's `LayoutValueKey`).
public protocol LayoutValueKey {
  associatedtype Value
  /// The value for subviews that do not set one.
  static var defaultValue: Value { get }
}

/// A view's size and where its alignment guides sit (SwiftUI's `ViewDimensions`).
public struct ViewDimensions: Sendable, Equatable {
  public var width: CGFloat
  public var height: CGFloat
  var horizontalGuides: [HorizontalAlignment: CGFloat] = [:]
  var verticalGuides: [VerticalAlignment: CGFloat] = [:]

  init(size: CGSize) {
    width = size.width
    height = size.height
  }

  /// Where `guide` sits, from the view's leading edge.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    horizontalGuides[guide] ?? guide.position(in: width)
  }

  /// Where `guide` sits, from the view's top edge.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    verticalGuides[guide] ?? guide.position(in: height)
  }

  /// The guide's explicit value, or nil when the view uses the default.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    horizontalGuides[guide]
  }

  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    verticalGuides[guide]
  }
}

/// The two axes (SwiftUI's `Axis`).
public enum Axis: Int8, Sendable, Hashable, CaseIterable {
  case horizontal
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// The four edges of a rectangle (SwiftUI's `Edge`).
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// Insets on each edge (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Sendable, Hashable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  var horizontal: CGFloat { leading + trailing }
  var vertical: CGFloat { top + bottom }
}
