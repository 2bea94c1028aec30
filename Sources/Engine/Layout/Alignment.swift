import Foundation

/// Where a view sits horizontally within the space its container gives it.
///
/// A struct with static members, as SwiftUI's is, so code written for SwiftUI compiles
/// unchanged, including a `switch` with `default:`. Engine has the three built-in guides
/// and no custom `AlignmentID`s; `allCases` lists them for parsers and tests.
public struct HorizontalAlignment: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The guide's name as scene files and layout dumps spell it.
  public let name: String
  /// Where the guide sits across a view `width` wide, as a fraction of it.
  let fraction: CGFloat

  private init(name: String, fraction: CGFloat) {
    self.name = name
    self.fraction = fraction
  }

  public static let leading = HorizontalAlignment(name: "leading", fraction: 0)
  public static let center = HorizontalAlignment(name: "center", fraction: 0.5)
  public static let trailing = HorizontalAlignment(name: "trailing", fraction: 1)

  public static let allCases: [HorizontalAlignment] = [.leading, .center, .trailing]

  /// Parses the name used in scene files and layout dumps.
  ///
  /// - Parameter name: `"leading"`, `"center"` or `"trailing"`; anything else gives nil.
  public init?(name: String) {
    guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = match
  }

  public var description: String { name }

  /// The guide's default position in a view of `width` (leading edge 0).
  func position(in width: CGFloat) -> CGFloat { width * fraction }
}

/// Where a view sits vertically within the space its container gives it.
///
/// As `HorizontalAlignment`: SwiftUI's shape, the built-in guides. The text baselines are
/// placed at the bottom of a view's last line (Engine text has no separate descent).
public struct VerticalAlignment: Sendable, Hashable, CustomStringConvertible {
  public let name: String
  let fraction: CGFloat

  private init(name: String, fraction: CGFloat) {
    self.name = name
    self.fraction = fraction
  }

  public static let top = VerticalAlignment(name: "top", fraction: 0)
  public static let center = VerticalAlignment(name: "center", fraction: 0.5)
  public static let bottom = VerticalAlignment(name: "bottom", fraction: 1)
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline", fraction: 1)
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline", fraction: 1)

  public var description: String { name }

  func position(in height: CGFloat) -> CGFloat { height * fraction }
}

/// A horizontal and a vertical alignment together, as ZStack and frames use them.
public struct Alignment: Sendable, Hashable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The origin of a `size` box aligned this way inside `bounds`.
  func origin(of size: CGSize, in bounds: CGRect) -> CGPoint {
    CGPoint(
      x: bounds.minX + horizontal.position(in: bounds.width) - horizontal.position(in: size.width),
      y: bounds.minY + vertical.position(in: bounds.height) - vertical.position(in: size.height))
  }
}
