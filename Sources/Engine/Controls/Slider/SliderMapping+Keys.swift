import Foundation

/// A focused slider's keys, as AppKit's sliders take them: ← and ↓ move the value one
/// increment toward the lower bound, → and ↑ one toward the upper bound, Home and End to
/// the bounds.
///
/// The increment is the slider's `step`. A slider without a step has none that Apple
/// documents for the keyboard; it moves a tenth of its range, the amount VoiceOver's
/// adjustments move a `UISlider` by, so ten presses cross it.
extension SliderMapping {
  /// The keys a focused slider takes.
  static let keys: Set<KeyEquivalent> = [
    .leftArrow, .rightArrow, .upArrow, .downArrow, .home, .end,
  ]

  /// How far one arrow moves the value: the step, or a tenth of the range.
  var keyIncrement: Double { step ?? (upper - lower) / 10 }

  /// The value `key` moves `value` to, clamped and stepped as a drag's is; nil when the
  /// slider does not take the key. Bad input leaves the value as it is: a range with an
  /// infinite end, or a value that is not a number (Home and End still go to a bound).
  func keyed(_ key: KeyEquivalent, from value: Double) -> Double? {
    guard Self.keys.contains(key) else { return nil }
    guard lower.isFinite, upper.isFinite else { return value }
    guard upper > lower else { return lower }
    switch key {
    case .home: return lower
    case .end: return stepped(upper)
    default: break
    }
    guard value.isFinite else { return value }
    let sign: Double = key == .rightArrow || key == .upArrow ? 1 : -1
    let start = stepped(value)
    // A value off the steps (set in code) goes to the neighbouring step in the key's way;
    // one a rounding error off (0.6 against 12 × 0.05) counts as on it.
    let off = start - value
    if abs(off) > abs(keyIncrement) * 1e-9 && off * sign > 0 { return start }
    return stepped(start + sign * keyIncrement)
  }
}
