import Foundation

/// How a slider turns a pointer position into a value and a value into the thumb's place:
/// the thumb's centre travels from `thumb / 2` inside the track's leading end to
/// `thumb / 2` inside its trailing end, and the value goes linearly with it.
///
/// Bad input is answered without trapping: a range of one value (`lower == upper`) always
/// gives `lower`, its thumb at the leading end; a range with an infinite end, a value that
/// is not a number and a pointer at NaN leave the value as it is; a step that is not a
/// positive finite number (0, negative, NaN, infinite) means no step, the value moving
/// continuously.
struct SliderMapping {
  let lower: Double
  let upper: Double
  /// The step between values, or nil for a continuous slider.
  let step: Double?

  init(bounds: ClosedRange<Double>, step: Double?) {
    lower = bounds.lowerBound
    upper = bounds.upperBound
    self.step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
  }

  /// The thumb's travel in a track of `frame`: where its centre goes, leading to trailing.
  static func travel(in frame: CGRect) -> (minX: CGFloat, width: CGFloat) {
    let r = SliderLook.thumb / 2
    return (frame.minX + r, max(frame.width - 2 * r, 0))
  }

  /// The value for a thumb centred at `x` in a track of `frame`, clamped and stepped; nil
  /// leaves the value as it is.
  func value(atX x: CGFloat, in frame: CGRect) -> Double? {
    guard lower.isFinite, upper.isFinite, x.isFinite else { return nil }
    guard upper > lower else { return lower }
    let (minX, width) = Self.travel(in: frame)
    let fraction = width > 0 ? min(max(Double((x - minX) / width), 0), 1) : 0
    return stepped(lower + fraction * (upper - lower))
  }

  /// `v` on the nearest step from `lower`, inside the range (the last step may fall short
  /// of `upper`, as in SwiftUI: the value never passes it).
  func stepped(_ v: Double) -> Double {
    guard let step else { return min(max(v, lower), upper) }
    let n = ((v - lower) / step).rounded()
    let last = ((upper - lower) / step).rounded(.down)
    return lower + min(max(n, 0), last) * step
  }

  /// Where the thumb of `value` is along the travel, 0 at the leading end to 1.
  func fraction(of value: Double) -> Double {
    guard lower.isFinite, upper.isFinite, upper > lower, value.isFinite else {
      return value.isFinite && upper.isFinite && value >= upper && upper > lower ? 1 : 0
    }
    return min(max((value - lower) / (upper - lower), 0), 1)
  }
}
