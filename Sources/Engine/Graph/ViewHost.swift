import Foundation

/// Hosts a view tree for a window or a headless run: takes input and the time, gives back
/// display lists and dumps.
///
/// Pointer presses go to the topmost view under the pointer that handles them (hit testing
/// on the laid-out tree in draw order, respecting clips); a press that ends within
/// `tapSlop` points of where it began on the same view is a tap.
@MainActor
public final class ViewHost {
  public let graph: ViewGraph
  public private(set) var now: Double = 0
  /// How far a press may wander and still be a tap (hand-tuned, as UIKit's ~10 pt).
  static let tapSlop: CGFloat = 10
  private var press: (node: ViewNode, start: CGPoint)?

  public init<Root: View>(root: Root, size: CGSize, text: any TextMeasuring) {
    graph = ViewGraph(root: root, size: size, text: text)
  }

  /// The window size in points.
  public var size: CGSize {
    get { graph.size }
    set { graph.size = CGSize(width: max(newValue.width, 0), height: max(newValue.height, 0)) }
  }

  /// Whether the next frame differs from the last: state changed or layout is due.
  public var needsFrame: Bool { graph.needsUpdate || graph.needsLayout }

  /// Whether a press is being tracked.
  public var isTrackingPointer: Bool { press != nil }

  /// Advances the clock (time never goes back).
  public func update(now: Double) {
    self.now = max(now, self.now)
    graph.update()
  }

  public func pointerDown(_ p: CGPoint, at t: Double) {
    update(now: t)
    graph.layoutIfNeeded()
    press = graph.hitTest(p, where: { $0.attributes.onTap != nil }).map { ($0, p) }
  }

  public func pointerMoved(_ p: CGPoint, at t: Double) {
    update(now: t)
    if let press, hypot(p.x - press.start.x, p.y - press.start.y) > Self.tapSlop {
      self.press = nil
    }
  }

  public func pointerUp(_ p: CGPoint, at t: Double) {
    update(now: t)
    defer { press = nil }
    guard let press, press.node.isAttached, press.node.frame.contains(p),
      let action = press.node.attributes.onTap
    else { return }
    action()
    graph.update()
  }

  /// The frame's drawing.
  public func displayList(background: Color = .white) -> DisplayList {
    graph.displayList(background: background)
  }

  /// The laid-out tree for `--dump-layout`.
  public func dump() -> ViewDump {
    graph.dump()
  }
}

extension ViewGraph {
  /// The topmost laid-out view under `p` that `accepts`, or nil.
  func hitTest(_ p: CGPoint, where accepts: (ViewNode) -> Bool) -> ViewNode? {
    for item in rootItems().reversed() {
      if let hit = item.node.hitTest(p, accepts) { return hit }
    }
    return nil
  }
}

extension ViewNode {
  /// Children are tried front to back, then the node itself.
  func hitTest(_ p: CGPoint, _ accepts: (ViewNode) -> Bool) -> ViewNode? {
    var front: [ViewNode] = []
    switch kind {
    case .layout:
      let items = items()
      let order = drawOrder.count == items.count ? drawOrder : Array(items.indices)
      front = order.reversed().map { items[$0].node }
    case .modifier(let m):
      if case .clip = m, !frame.contains(p) { return nil }
      let content = children.isEmpty ? [] : items(of: 0..<1).map(\.node)
      let extra = children.count > 1 ? items(of: 1..<2).map(\.node) : []
      if case .background = m {
        front = content.reversed() + extra.reversed()
      } else {
        front = extra.reversed() + content.reversed()
      }
    case .viewThatFits:
      front = items().map(\.node).filter { ObjectIdentifier($0) == fitChoice }
    default:
      break
    }
    for child in front {
      if let hit = child.hitTest(p, accepts) { return hit }
    }
    return frame.contains(p) && accepts(self) ? self : nil
  }
}
