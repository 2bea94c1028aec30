import Foundation

/// How a stepper moves its value, answering bad input without trapping.
///
/// SwiftUI's `Stepper` adds `step` on plus and subtracts it on minus, whatever its sign, so
/// a negative step turns the halves round (plus lowers the value); Engine does the same.
/// Two steps have no answer and leave the value as it is: one that gives no number (a NaN
/// step, or infinity added to −infinity) and one that overflows a fixed-width integer
/// (`Int.max` plus 1), which Swift's `advanced(by:)` would trap on.
extension Stepper {
  /// `value` moved by `step`, clamped to `bounds` when there are bounds; the value as it
  /// is when the step has no answer.
  static func step<V: Strideable>(
    _ value: V, by step: V.Stride, in bounds: ClosedRange<V>? = nil
  ) -> V {
    if let v = value as? any FixedWidthInteger, let s = step as? any BinaryInteger,
      overflows(v, s)
    {
      return value
    }
    let next = value.advanced(by: step)
    // A NaN is the one value unequal to itself.
    guard next == next else { return value }
    guard let bounds else { return next }
    return min(max(next, bounds.lowerBound), bounds.upperBound)
  }

  /// Whether `a + b` leaves `I`'s range.
  private static func overflows<I: FixedWidthInteger>(_ a: I, _ b: some BinaryInteger) -> Bool {
    if b < 0 {
      guard let m = I(exactly: b.magnitude) else { return true }
      return a.subtractingReportingOverflow(m).overflow
    }
    guard let m = I(exactly: b) else { return true }
    return a.addingReportingOverflow(m).overflow
  }
}
