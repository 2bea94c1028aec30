import Foundation

/// How a stepper moves its value, answering bad input without trapping.
///
/// SwiftUI's `Stepper` adds `step` on plus and subtracts it on minus, whatever its sign, so
/// a negative step turns the halves round (plus lowers the value); Engine does the same.
/// Two steps have no answer and leave the value as it is: one that gives no number (a NaN
/// step, or infinity added to −infinity) and one that overflows a fixed-width integer
/// (`Int.max` plus 1, or minus with a step of `Int.min`, whose negative `Int` lacks),
/// which Swift's arithmetic would trap on.
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

  /// `value` moved down by `step` (minus's move): as `step(_:by:in:)` by −step, except
  /// that a step with no negative (`Int.min`) leaves the value as it is.
  static func step<V: Strideable>(
    _ value: V, down step: V.Stride, in bounds: ClosedRange<V>? = nil
  ) -> V {
    if let s = step as? any FixedWidthInteger, isMinimum(s) { return value }
    return Self.step(value, by: -step, in: bounds)
  }

  private static func isMinimum<I: FixedWidthInteger>(_ i: I) -> Bool {
    I.isSigned && i == I.min
  }

  /// Whether `a + b` leaves `I`'s range.
  private static func overflows<I: FixedWidthInteger>(_ a: I, _ b: some BinaryInteger) -> Bool {
    if let m = I(exactly: b) { return a.addingReportingOverflow(m).overflow }
    // A step `I` cannot hold: a negative one for an unsigned value subtracts its size.
    guard b < 0, let m = I(exactly: b.magnitude) else { return true }
    return a.subtractingReportingOverflow(m).overflow
  }
}
