import Engine
import Foundation

/// Subviews and comparisons shared by the layout tests.
enum LayoutFixtures {
  /// Tiles of fixed sizes, as emoji glyphs measure.
  static func tiles(_ sizes: [CGSize]) -> [MeasuredSubview] {
    sizes.map { MeasuredSubview.fixed($0) }
  }

  /// `count` tiles all `width`×`height`.
  static func tiles(count: Int, width: CGFloat, height: CGFloat) -> [MeasuredSubview] {
    tiles(Array(repeating: CGSize(width: width, height: height), count: count))
  }

  /// A subview that takes whatever it is offered, or `ideal` in an unspecified dimension.
  static func flexible(ideal: CGSize) -> MeasuredSubview {
    MeasuredSubview { $0.replacingUnspecifiedDimensions(by: ideal) }
  }

  /// Whether two numbers agree to within a tolerance scaled by their magnitude.
  static func close(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  /// Whether every coordinate of a frame is a finite number.
  static func isFinite(_ rect: CGRect) -> Bool {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
  }
}
