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
  /// The last placement of each subview, or nil if the layout never placed it.
  private(set) var placements: [Placement?]
  /// Each subview's z-index (0 unless the layout set one).
  private(set) var zIndices: [Double]
  /// How many times the layout asked a subview for its size.
  private(set) var measureCount = 0

  init(subviews: [MeasuredSubview]) {
    self.subviews = subviews
    self.placements = Array(repeating: nil, count: subviews.count)
    self.zIndices = Array(repeating: 0, count: subviews.count)
  }

  func measure(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
    measureCount += 1
    return subviews[index].sizeThatFits(proposal)
  }

  func place(_ index: Int, _ placement: Placement) {
    placements[index] = placement
  }

  func setZIndex(_ index: Int, _ z: Double) {
    zIndices[index] = z
  }

  /// The pass's outcome once the layout has placed its subviews.
  ///
  /// Frame sizes are measured here, outside `measureCount`, which counts only the layout's
  /// own questions.
  /// - Parameters:
  ///   - bounds: The container's bounds; unplaced subviews sit at their centre.
  ///   - proposal: The container's proposal, given to unplaced subviews.
  ///   - size: The container's `sizeThatFits` answer.
  func result(in bounds: CGRect, proposal: ProposedViewSize, size: CGSize) -> LayoutResult {
    let frames = subviews.indices.map { index in
      let placement =
        placements[index]
        ?? Placement(
          position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
      let frameSize = subviews[index].sizeThatFits(placement.proposal)
      return CGRect(
        x: placement.position.x - placement.anchor.x * frameSize.width,
        y: placement.position.y - placement.anchor.y * frameSize.height,
        width: frameSize.width, height: frameSize.height)
    }
    return LayoutResult(
      size: size, frames: frames, zIndices: zIndices,
      drawOrder: LayoutResult.drawOrder(zIndices: zIndices), measureCount: measureCount)
  }
}
