import Foundation

/// Which parts of a view's geometry `matchedGeometryEffect` matches (SwiftUI's
/// `MatchedGeometryProperties`).
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The anchor point's position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
