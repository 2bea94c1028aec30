/// The subviews of a container, as a random-access collection of proxies.
///
/// Like SwiftUI's, indices are `Int` and slicing gives another `LayoutSubviews` that keeps
/// the base's indices, so `subviews[1...]` can be passed wherever the whole is.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public typealias SubSequence = LayoutSubviews

  /// The pass these proxies report to.
  let run: LayoutRun

  public let startIndex: Int
  public let endIndex: Int

  /// All of a run's subviews.
  init(run: LayoutRun) {
    self.init(run: run, range: run.subviews.indices)
  }

  init(run: LayoutRun, range: Range<Int>) {
    self.run = run
    self.startIndex = range.lowerBound
    self.endIndex = range.upperBound
  }

  public subscript(position: Int) -> LayoutSubview {
    precondition(
      position >= startIndex && position < endIndex, "LayoutSubviews index out of range")
    return LayoutSubview(run: run, index: position)
  }

  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    precondition(
      bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex,
      "LayoutSubviews slice out of range")
    return LayoutSubviews(run: run, range: bounds)
  }

  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.run === rhs.run && lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
  }
}
