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
  /// Each subview's frame from its last `place`, valid where `placed` is true.
  ///
  /// The frame is resolved when `place` is called (the subview's size for the proposal it
  /// is given there), so a pass stores 32 bytes per subview rather than the placement.
  /// Raw buffers rather than arrays in class properties: every write to a class's array
  /// property pays a dynamic exclusivity check, which was the largest cost per tile.
  private let frames: UnsafeMutableBufferPointer<CGRect>
  private let placed: UnsafeMutableBufferPointer<Bool>
  /// Each subview's z-index: its `.zIndex` (0 when none is set) until the layout sets one.
  private let zBuffer: UnsafeMutableBufferPointer<Double>
  /// Each subview's proposal from its last `place`, kept only for the view graph (which
  /// lays each subview's own content out for the proposal its container gave it).
  private(set) var proposals: [ProposedViewSize]?

  var zIndices: [Double] { Array(zBuffer) }

  init(subviews: [MeasuredSubview], recordingProposals: Bool = false) {
    self.subviews = subviews
    if recordingProposals {
      proposals = Array(repeating: .unspecified, count: subviews.count)
    }
    let n = subviews.count
    // Frames are left as they are (a trivial type): one is only read where `placed` says
    // it was written in this pass.
    frames = .allocate(capacity: n)
    placed = .allocate(capacity: n)
    placed.initialize(repeating: false)
    zBuffer = .allocate(capacity: n)
    for i in 0..<n { zBuffer.initializeElement(at: i, to: subviews[i].zIndex) }
  }

  deinit {
    frames.deallocate()
    placed.deallocate()
    zBuffer.deallocate()
  }

  func measure(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
    subviews[index].sizeThatFits(proposal)
  }

  func place(_ index: Int, _ placement: Placement) {
    frames[index] = frame(index, placement)
    placed[index] = true
    if proposals != nil { proposals![index] = placement.proposal }
  }

  /// Frame and proposal of every subview after a pass (unplaced ones centred, given the
  /// container's proposal).
  func placements(in bounds: CGRect, proposal: ProposedViewSize) -> [(CGRect, ProposedViewSize)] {
    let center = Placement(
      position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    return (0..<subviews.count).map { i in
      placed[i] ? (frames[i], proposals?[i] ?? proposal) : (frame(i, center), proposal)
    }
  }

  func setZIndex(_ index: Int, _ z: Double) {
    zBuffer[index] = z
  }

  /// The frame `placement` gives subview `index`: its size for the proposal, positioned so
  /// that its anchor sits at the position.
  func frame(_ index: Int, _ placement: Placement) -> CGRect {
    let size = subviews[index].sizeThatFits(placement.proposal)
    return CGRect(
      x: placement.position.x - placement.anchor.x * size.width,
      y: placement.position.y - placement.anchor.y * size.height,
      width: size.width, height: size.height)
  }
}
