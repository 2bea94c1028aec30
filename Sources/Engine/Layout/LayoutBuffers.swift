import Foundation

/// Memory a host keeps from one layout pass to the next, so passes over the same container
/// allocate nothing: the pass's frame, placement and z-index buffers, the layout's cache
/// (brought up to date with `updateCache` instead of made again), and the result's arrays.
///
/// Fresh buffers for a 100 000-subview row are megabytes that the allocator hands back to
/// the kernel after each pass; touching them again costs a page fault per 4 KiB, which made
/// a pass twice as slow per subview as one over 1 000 (PERFORMANCE.md). Not thread-safe:
/// one host, one thread.
public final class LayoutBuffers {
  private(set) var capacity = 0
  private(set) var frames = UnsafeMutableBufferPointer<CGRect>(start: nil, count: 0)
  private(set) var placed = UnsafeMutableBufferPointer<Bool>(start: nil, count: 0)
  private(set) var zIndices = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
  /// The layout's cache from the last pass, and how many subviews it was made for.
  var cache: Any?
  var cacheCount = -1
  /// The last result, whose arrays the next pass overwrites when nobody else holds them.
  var result = LayoutResult(size: .zero, frames: [], zIndices: [], drawOrder: [], measureCount: 0)

  public init() {
    counter.initialize(to: 0)
  }

  deinit {
    frames.deallocate()
    placed.deallocate()
    zIndices.deallocate()
    counter.deallocate()
  }

  /// Makes room for `n` subviews (growing, never shrinking).
  func reserve(_ n: Int) {
    guard n > capacity else { return }
    frames.deallocate()
    placed.deallocate()
    zIndices.deallocate()
    frames = .allocate(capacity: n)
    placed = .allocate(capacity: n)
    placed.initialize(repeating: false)
    zIndices = .allocate(capacity: n)
    zIndices.initialize(repeating: 0)
    capacity = n
  }
}
