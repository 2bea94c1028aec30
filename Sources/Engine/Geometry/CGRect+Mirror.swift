import Foundation

extension CGRect {
  /// The rectangle reflected across the vertical centre line of `bounds`: where a subview
  /// placed left to right goes in a right-to-left layout (its leading edge at the right).
  func mirrored(in bounds: CGRect) -> CGRect {
    CGRect(x: bounds.minX + bounds.maxX - maxX, y: minY, width: width, height: height)
  }

  /// The rectangle mirrored in `bounds` when `direction` is right to left.
  func laidOut(_ direction: LayoutDirection, in bounds: CGRect) -> CGRect {
    direction == .rightToLeft ? mirrored(in: bounds) : self
  }
}
