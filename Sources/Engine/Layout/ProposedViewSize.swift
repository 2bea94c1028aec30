import Foundation

/// A size a container proposes to a subview, with either dimension possibly left open.
///
/// Mirrors SwiftUI's type of the same name so a custom layout written for SwiftUI ports by
/// changing its import. `nil` in a dimension means "unspecified: answer with your ideal
/// size"; `0` asks for the minimum and `.infinity` for the maximum.
public struct ProposedViewSize: Sendable, Hashable {
  /// The proposed width, or `nil` to ask for the ideal width.
  public var width: CGFloat?
  /// The proposed height, or `nil` to ask for the ideal height.
  public var height: CGFloat?

  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal with both dimensions specified.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Asks for the subview's minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Asks for the subview's ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Asks for the subview's maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal as a concrete size, each unspecified dimension taken from `size`.
  ///
  /// The default of 10×10 is SwiftUI's, which the overlapping stack relies on for its
  /// width when asked for its ideal size.
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
