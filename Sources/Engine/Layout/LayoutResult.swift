import Foundation

/// The outcome of one layout pass: the container's size and where each subview went.
///
/// It is plain data, so the scene can turn it into draw commands and tests can compare it,
/// without holding on to the pass's proxies.
public struct LayoutResult: Sendable, Equatable {
  /// The container's `sizeThatFits` answer for the pass's proposal.
  public var size: CGSize
  /// Each subview's frame, by subview index, in the coordinate space of the bounds.
  public var frames: [CGRect]
  /// Each subview's z-index, by subview index: the layout's, else the subview's `.zIndex`
  /// (0 when none is set).
  public var zIndices: [Double]
  /// Subview indices back to front: subview order, stably sorted by z-index.
  public var drawOrder: [Int]
  /// How many times the layout asked a subview for its size; tests use it to pin caching.
  public var measureCount: Int

  public init(
    size: CGSize, frames: [CGRect], zIndices: [Double], drawOrder: [Int], measureCount: Int
  ) {
    self.size = size
    self.frames = frames
    self.zIndices = zIndices
    self.drawOrder = drawOrder
    self.measureCount = measureCount
  }

  /// Subview indices back to front: later subviews on top, re-sorted stably by z-index.
  ///
  /// A NaN z-index counts as 0, so that the order stays a strict weak ordering. The common
  /// cases are O(n): already in order (lastOnTop), or exactly reversed (firstOnTop).
  static func drawOrder(zIndices: [Double]) -> [Int] {
    var order: [Int] = []
    fillDrawOrder(&order, zIndices: zIndices)
    return order
  }

  /// `drawOrder(zIndices:)` written into `order`, reusing its storage.
  static func fillDrawOrder(_ order: inout [Int], zIndices: [Double]) {
    let computed = sortedOrder(zIndices: zIndices, into: &order)
    if let computed { order = computed }
  }

  /// Fills `order` in place for the two O(n) cases; returns a new array otherwise.
  private static func sortedOrder(zIndices: [Double], into order: inout [Int]) -> [Int]? {
    let n = zIndices.count
    func key(_ index: Int) -> Double {
      zIndices[index].isNaN ? 0 : zIndices[index]
    }
    func fill(_ value: (Int) -> Int) {
      if order.count > n { order.removeLast(order.count - n) }
      if order.count < n { order.append(contentsOf: repeatElement(0, count: n - order.count)) }
      order.withUnsafeMutableBufferPointer { out in
        for i in 0..<n { out[i] = value(i) }
      }
    }
    if zIndices.indices.dropFirst().allSatisfy({ key($0 - 1) <= key($0) }) {
      fill { $0 }
      return nil
    }
    if zIndices.indices.dropFirst().allSatisfy({ key($0 - 1) > key($0) }) {
      fill { n - 1 - $0 }
      return nil
    }
    // Anything else: a stable sort by z-index.
    return zIndices.indices.sorted { a, b in
      key(a) != key(b) ? key(a) < key(b) : a < b
    }
  }
}
