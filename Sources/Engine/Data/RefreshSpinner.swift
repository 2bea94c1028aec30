import Foundation

/// A `.refreshable`'s spinner, as UIRefreshControl draws it: while the content is pulled
/// short of the threshold its eight ticks appear one by one, clockwise from 12 o'clock, a
/// tick for each eighth of the threshold pulled (`RefreshState.ticks`), and stand still;
/// once the refresh runs it spins as an activity indicator does, and goes on spinning while
/// the area closes.
///
/// Standing still, it asks for no frames: a pull held still costs nothing.
struct RefreshSpinner: View, PrimitiveView {
  let state: RefreshState

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    node.buildSpinner(RefreshSpinnerKind(state: state), context)
  }
}

struct RefreshSpinnerKind: SpinnerKind {
  let state: RefreshState

  var side: CGFloat { ProgressLook.spinner }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    guard let ticks = state.ticks else {
      ActivitySpinnerKind(side: side).draw(node, into: &list, opacity: opacity)
      return
    }
    ActivitySpinnerKind.drawSpokes(
      0..<ticks, side: side, in: node.presentedFrame, into: &list
    ) { _ in opacity }
  }
}

extension RefreshState {
  /// How many ticks a pull shows, nil while the spinner spins (refreshing, or closing
  /// after): the k-th of the eight once k/8 of the threshold is pulled.
  var ticks: Int? {
    guard !isRefreshing, !isClosing else { return nil }
    let pull = max(-offset, 0)
    let n = ProgressLook.spokes
    return min(Int((pull / Self.threshold * CGFloat(n)).rounded(.down)), n)
  }
}
