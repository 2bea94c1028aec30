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
  /// How many times the layout asked a subview for its size.
  private let counter: UnsafeMutablePointer<Int>
  /// Each subview's proposal from its last `place`, kept only for the view graph (which
  /// lays each subview's own content out for the proposal its container gave it).
  private(set) var proposals: [ProposedViewSize]?

  var measureCount: Int { counter.pointee }
  var zIndices: [Double] { Array(zBuffer) }

  /// Keeps the buffers alive for the pass (they may be reused by the next one).
  private let storage: LayoutBuffers

  init(
    subviews: [MeasuredSubview], recordingProposals: Bool = false,
    reusing buffers: LayoutBuffers? = nil
  ) {
    self.subviews = subviews
    if recordingProposals {
      proposals = Array(repeating: .unspecified, count: subviews.count)
    }
    let n = subviews.count
    storage = buffers ?? LayoutBuffers()
    storage.reserve(n)
    // Frames are left as they are (a trivial type): one is only read where `placed` says
    // it was written in this pass.
    frames = UnsafeMutableBufferPointer(rebasing: storage.frames[0..<n])
    placed = UnsafeMutableBufferPointer(rebasing: storage.placed[0..<n])
    placed.update(repeating: false)
    zBuffer = UnsafeMutableBufferPointer(rebasing: storage.zIndices[0..<n])
    for i in 0..<n { zBuffer[i] = subviews[i].zIndex }
    counter = storage.counter
    counter.pointee = 0
  }

  func measure(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
    counter.pointee += 1
    return subviews[index].size(for: proposal)
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
    let size = subviews[index].size(for: placement.proposal)
    return CGRect(
      x: placement.position.x - placement.anchor.x * size.width,
      y: placement.position.y - placement.anchor.y * size.height,
      width: size.width, height: size.height)
  }

  /// The pass's outcome written over `previous`'s arrays (in place when nobody else holds
  /// them, so a reused pass allocates nothing); as `result(in:proposal:size:)` otherwise.
  func result(
    in bounds: CGRect, proposal: ProposedViewSize, size: CGSize, over previous: inout LayoutResult
  ) {
    let n = subviews.count
    let center = Placement(
      position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    previous.size = size
    previous.measureCount = measureCount
    Self.resize(&previous.frames, n, .zero)
    Self.resize(&previous.zIndices, n, 0)
    previous.frames.withUnsafeMutableBufferPointer { out in
      for i in 0..<n { out[i] = placed[i] ? frames[i] : frame(i, center) }
    }
    previous.zIndices.withUnsafeMutableBufferPointer { out in
      for i in 0..<n { out[i] = zBuffer[i] }
    }
    LayoutResult.fillDrawOrder(&previous.drawOrder, zIndices: previous.zIndices)
  }

  private static func resize<T>(_ a: inout [T], _ n: Int, _ fill: T) {
    if a.count > n { a.removeLast(a.count - n) }
    if a.count < n { a.append(contentsOf: repeatElement(fill, count: n - a.count)) }
  }

  /// The pass's outcome; a subview never placed sits at the centre of `bounds` with the
  /// container's proposal, as in SwiftUI.
  func result(in bounds: CGRect, proposal: ProposedViewSize, size: CGSize) -> LayoutResult {
    let center = Placement(
      position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    // No subviews: a plain empty array. `Array(unsafeUninitializedCapacity: 0)` writes its
    // count into Swift's shared empty-array storage, a data race (ThreadSanitizer) with any
    // thread reading another empty array.
    let out: [CGRect] =
      subviews.isEmpty
      ? []
      : Array(unsafeUninitializedCapacity: subviews.count) { buffer, count in
        for i in 0..<subviews.count {
          buffer[i] = placed[i] ? frames[i] : frame(i, center)
        }
        count = subviews.count
      }
    let z = zIndices
    return LayoutResult(
      size: size, frames: out, zIndices: z, drawOrder: LayoutResult.drawOrder(zIndices: z),
      measureCount: measureCount)
  }
}
