import Foundation

extension CGRect {
  /// The largest coordinate a laid-out frame keeps: far beyond any window (16 384 points)
  /// or scroll content, and well inside what the renderer's 32-bit pixels and the layout
  /// dump's JSON numbers hold.
  static let finiteBound: CGFloat = 1e9

  /// This rectangle with every number finite: NaN becomes 0 and anything beyond
  /// ±`finiteBound` (infinity included) becomes the bound, so a `.frame(width: .infinity)`
  /// without a finite proposal, a `.padding(.nan)` or a `Layout` placing at infinity gives
  /// every output (drawing, hit testing, the dump) a number it can use.
  var finite: CGRect {
    func clean(_ x: CGFloat) -> CGFloat {
      x.isNaN ? 0 : Swift.min(Swift.max(x, -Self.finiteBound), Self.finiteBound)
    }
    return CGRect(
      x: clean(origin.x), y: clean(origin.y), width: clean(size.width),
      height: clean(size.height))
  }

  /// Whether every number is finite and within ±`finiteBound` already.
  var isWithinFiniteBound: Bool {
    [origin.x, origin.y, size.width, size.height].allSatisfy {
      $0.isFinite && abs($0) <= Self.finiteBound
    }
  }
}
