import Foundation

/// The view graph's side of a subview, as a layout's `LayoutSubview` proxies ask it: how
/// big it is for any proposal, and what the modifiers around it say.
struct MeasuredSubview {
  /// The subview's size for a proposal.
  var sizeThatFits: (ProposedViewSize) -> CGSize
  /// The subview's layout priority, read by layouts through `LayoutSubview.priority`.
  var priority: Double = 0
  /// A `Spacer`, which a stack offers only what its other subviews leave.
  var isSpacer = false
  /// The spacing the subview prefers around itself (`LayoutSubview.spacing`).
  var spacing = ViewSpacing()
  /// Values set with `.layoutValue(key:value:)`, by key type.
  var layoutValues: [ObjectIdentifier: Any] = [:]
  /// The subview's alignment guides for a proposal, when it has explicit ones.
  var guides: ((ProposedViewSize) -> ViewDimensions)?
  /// The z-index set with `.zIndex`, where the layout sets none.
  var zIndex: Double = 0

  init(sizeThatFits: @escaping (ProposedViewSize) -> CGSize) {
    self.sizeThatFits = sizeThatFits
  }
}
