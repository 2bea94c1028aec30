import Foundation

/// `lineLimit`'s ranges: the most lines (`EnvironmentValues.lineLimit`) and the fewest a
/// `Text` or a vertical `TextField` takes, even when its text needs fewer.
extension View {
  /// Text inside takes at least `limit.lowerBound` lines and at most `limit.upperBound`:
  /// a `Text` then ends in "…", a vertical `TextField` scrolls.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    lineLimits(minimum: limit.lowerBound, maximum: limit.upperBound)
  }

  /// Text inside takes at least `limit.lowerBound` lines, and as many more as it needs.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    lineLimits(minimum: limit.lowerBound, maximum: nil)
  }

  /// Text inside takes at most `limit.upperBound` lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    lineLimits(minimum: 1, maximum: limit.upperBound)
  }

  /// Text inside takes at most `limit` lines; with `reservesSpace`, always that many.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    lineLimits(minimum: reservesSpace ? limit : 1, maximum: limit)
  }

  private func lineLimits(minimum: Int, maximum: Int?) -> some View {
    // Below one line means one, as `EnvironmentValues.lineLimit` says; the upper bound is
    // never below the lower. No more than `maxReserved` lines are reserved, so a huge
    // lower bound costs nothing unbounded.
    let low = min(max(minimum, 1), maxReservedLines)
    return EnvironmentModifier(content: self) {
      $0.lineLimit = maximum.map { max($0, low) }
      $0.lineLimitMinimum = low
    }
  }
}

/// The most lines a `lineLimit` range reserves (hand-tuned: more than a 4K window shows of
/// the smallest text).
private let maxReservedLines = 1000

extension EnvironmentValues {
  /// The fewest lines text inside takes (1 unless a `lineLimit` range or `reservesSpace`
  /// asks for more).
  var lineLimitMinimum: Int {
    get { self[LineLimitMinimumKey.self] }
    set { self[LineLimitMinimumKey.self] = newValue }
  }
}

private struct LineLimitMinimumKey: EnvironmentKey {
  static let defaultValue = 1
}
