import Foundation

extension MutableCollection {
  /// Moves the elements at `source` (offsets) to before the element at offset
  /// `destination`, keeping their order (SwiftUI's `move(fromOffsets:toOffset:)`, what an
  /// `onMove` action usually calls). Of the others, those before `destination` move toward
  /// the start and those at or after it toward the end. Offsets outside the collection
  /// are left out; a destination outside `0...count` is clamped to it.
  ///
  /// - Complexity: O(*n*), *n* the collection's length.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let n = elements.count
    let moved = source.filter { $0 >= 0 && $0 < n }
    guard !moved.isEmpty else { return }
    let to = Swift.min(Swift.max(destination, 0), n)
    let isMoved = Set(moved)
    var out: [Element] = []
    out.reserveCapacity(n)
    for i in 0..<to where !isMoved.contains(i) { out.append(elements[i]) }
    for i in moved { out.append(elements[i]) }
    for i in to..<n where !isMoved.contains(i) { out.append(elements[i]) }
    var position = startIndex
    for element in out {
      self[position] = element
      formIndex(after: &position)
    }
  }
}

extension RangeReplaceableCollection {
  /// Removes the elements at `offsets` (SwiftUI's `remove(atOffsets:)`, what an `onDelete`
  /// action usually calls). Offsets outside the collection are left out.
  ///
  /// - Complexity: O(*n*), *n* the collection's length.
  public mutating func remove(atOffsets offsets: IndexSet) {
    guard !offsets.isEmpty else { return }
    var kept = Self()
    for (i, element) in enumerated() where !offsets.contains(i) { kept.append(element) }
    self = kept
  }
}
