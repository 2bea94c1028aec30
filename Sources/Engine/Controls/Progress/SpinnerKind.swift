import Foundation

/// What the activity indicator (`ActivitySpinnerKind`) and a `.refreshable`'s spinner
/// (`RefreshSpinnerKind`) share: a node that draws in a square of `side` points and is
/// dumped as an activity indicator.
protocol SpinnerKind: NodeKind {
  /// The spinner's width and height in points.
  var side: CGFloat { get }
}

extension SpinnerKind {
  var drawsContent: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    CGSize(width: side, height: side)
  }
}

extension ViewNode {
  /// Makes this node the spinner `kind`, a leaf.
  func buildSpinner(_ kind: some SpinnerKind, _ context: BuildContext) {
    self.kind = kind
    dumpName = "ActivityIndicator"
    reconcile(context) { _ in }
  }
}
