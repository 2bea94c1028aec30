import Foundation

/// The order a container's subviews are drawn in, from their z-indices.
enum DrawOrder {
  /// Subview indices back to front: later subviews on top, re-sorted stably by z-index.
  ///
  /// A NaN z-index counts as 0, so that the order stays a strict weak ordering. The common
  /// cases are O(n): already in order (lastOnTop), or exactly reversed (firstOnTop).
  static func backToFront(zIndices: [Double]) -> [Int] {
    var order: [Int] = []
    fillDrawOrder(&order, zIndices: zIndices)
    return order
  }

  /// `backToFront(zIndices:)` written into `order`, reusing its storage.
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
