import Foundation

/// What the view graph knows of navigation and presentation: the motions it must lay out
/// again every frame while they run (a push sliding in, a sheet rising), and the presented
/// layers (sheets, alerts) drawn above everything and taking the window's input.
///
/// A layer is a node of the tree like any other (its state lives with the view that
/// presents it), placed by its presenter over the whole window; the graph draws it after
/// the root's views and gives it, and only the top-most one, the pointer and the keys.
@MainActor
final class Presentations {
  private var running: [any RunningTransition] = []
  /// Presented layers, in the order they were presented (the last is on top).
  private(set) var layers: [ViewNode] = []

  /// The navigation stacks in the tree (they go when their view's state goes).
  private var stacks: [WeakStack] = []

  /// Whether Escape means something to the views: a presented layer takes it, or a stack
  /// shows a pushed screen it pops. A window's Escape quits only otherwise.
  var takesEscape: Bool {
    top != nil || stacks.contains { ($0.model?.depth ?? 0) > 0 }
  }

  func track(_ stack: NavigationModel) {
    stacks.removeAll { $0.model == nil }
    if !stacks.contains(where: { $0.model === stack }) { stacks.append(WeakStack(model: stack)) }
  }

  /// Whether a motion runs, so frames are due at the display's rate.
  var isRunning: Bool { !running.isEmpty }

  /// Keeps `transition` stepping until it says it has ended.
  func start(_ transition: any RunningTransition) {
    if !running.contains(where: { $0 === transition }) { running.append(transition) }
  }

  /// Steps every running motion to `now`; true when any ran (layout is due).
  func step(now: Double) -> Bool {
    guard !running.isEmpty else { return false }
    let stepping = running
    running.removeAll()
    for transition in stepping where transition.step(now: now) {
      start(transition)
    }
    return true
  }

  /// The top-most layer still in the tree.
  var top: ViewNode? {
    layers.last { $0.isAttached }
  }

  func present(_ layer: ViewNode) {
    layers.removeAll { $0 === layer || !$0.isAttached }
    layers.append(layer)
  }

  func remove(_ layer: ViewNode) {
    layers.removeAll { $0 === layer || !$0.isAttached }
  }
}

/// A stack's model, not kept alive by the list.
private struct WeakStack {
  weak var model: NavigationModel?
}

/// A motion a view owns (a push, a sheet's slide) that the graph steps every frame.
@MainActor
protocol RunningTransition: AnyObject {
  /// Advances to `now`; false once the motion has ended (it is then dropped).
  func step(now: Double) -> Bool
}
