import Foundation

extension ProposedViewSize {
  /// The proposal with a length that is not a number offered as 0, as a size that is not a
  /// number counts as 0 (`ViewNode.sizeThatFits`).
  ///
  /// NaN equals nothing, itself included, so a proposal holding one never finds its size in
  /// a node's per-pass cache, nor matches the proposal a node was last placed with: under a
  /// `.padding(.nan)` every level of a stack chain measured the level below afresh each
  /// time it was asked, and the work grew exponentially with the depth.
  var withoutNaN: ProposedViewSize {
    guard width?.isNaN == true || height?.isNaN == true else { return self }
    return ProposedViewSize(
      width: width.map { $0.isNaN ? 0 : $0 }, height: height.map { $0.isNaN ? 0 : $0 })
  }
}
