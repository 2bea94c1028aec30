import Foundation

/// The state one layout pass shares among its subview proxies.
///
/// `LayoutSubview.place` is nonmutating (as in SwiftUI) yet must record something, so every
/// proxy holds a reference to this object. It lives for one pass on one thread and is not
/// `Sendable`, which is why `LayoutSubview` and `LayoutSubviews` are not either.
final class LayoutRun {
  /// Where a layout asked a subview to go.
  struct Placement {
    var position: CGPoint
    var anchor: UnitPoint
    var proposal: ProposedViewSize
  }

  /// What the host measured, by subview index.
  let subviews: [MeasuredSubview]
  /// The last placement of each subview, valid where `placed` is true.
  ///
  /// Raw buffers rather than arrays in class properties: every write to a class's array
  /// property pays a dynamic exclusivity check, which was the largest cost per tile.
  private let placements: UnsafeMutableBufferPointer<Placement>
  private let placed: UnsafeMutableBufferPointer<Bool>
  /// Each subview's z-index (0 unless the layout set one).
  private let zBuffer: UnsafeMutableBufferPointer<Double>
  /// How many times the layout asked a subview for its size.
  private let counter: UnsafeMutablePointer<Int>

  var measureCount: Int { counter.pointee }
  var zIndices: [Double] { Array(zBuffer) }

  init(subviews: [MeasuredSubview]) {
    self.subviews = subviews
    let n = subviews.count
    placements = .allocate(capacity: n)
    placed = .allocate(capacity: n)
    placed.initialize(repeating: false)
    zBuffer = .allocate(capacity: n)
    zBuffer.initialize(repeating: 0)
    counter = .allocate(capacity: 1)
    counter.initialize(to: 0)
  }

  deinit {
    for i in placed.indices where placed[i] { (placements.baseAddress! + i).deinitialize(count: 1) }
    placements.deallocate()
    placed.deallocate()
    zBuffer.deallocate()
    counter.deallocate()
  }

  func measure(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
    counter.pointee += 1
    return subviews[index].size(for: proposal)
  }

  func place(_ index: Int, _ placement: Placement) {
    if placed[index] {
      placements[index] = placement
    } else {
      (placements.baseAddress! + index).initialize(to: placement)
      placed[index] = true
    }
  }

  func setZIndex(_ index: Int, _ z: Double) {
    zBuffer[index] = z
  }

  func result(in bounds: CGRect, proposal: ProposedViewSize, size: CGSize) -> LayoutResult {
    let frames = subviews.indices.map { index in
      let placement =
        placed[index]
        ? placements[index]
        : Placement(
          position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
      let frameSize = subviews[index].size(for: placement.proposal)
      return CGRect(
        x: placement.position.x - placement.anchor.x * frameSize.width,
        y: placement.position.y - placement.anchor.y * frameSize.height,
        width: frameSize.width, height: frameSize.height)
    }
    let z = zIndices
    return LayoutResult(
      size: size, frames: frames, zIndices: z, drawOrder: LayoutResult.drawOrder(zIndices: z),
      measureCount: measureCount)
  }
}
