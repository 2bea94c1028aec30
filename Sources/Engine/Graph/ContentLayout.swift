import Foundation

/// Lays out a list of subviews where one view is expected (a modifier's content, a scroll
/// view's, the root): one subview directly, several stacked vertically as SwiftUI does.
@MainActor
struct ContentLayout {
  let items: [LayoutItem]
  /// The context of the view the list stands for.
  let context: LayoutContext

  static let implicitStack = AnyLayoutBox(layout: VStackLayout())

  func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
    switch items.count {
    case 0: return .zero
    case 1: return items[0].node.sizeThatFits(p, in: context)
    default:
      return Self.implicitStack.sizeThatFits(p, measured())
    }
  }

  func place(in frame: CGRect, proposal: ProposedViewSize) {
    switch items.count {
    case 0: return
    case 1:
      items[0].node.place(
        in: frame, proposal: proposal, attributes: items[0].attributes, context: context)
    default:
      let placed = Self.implicitStack.place(frame, proposal, measured())
      let inner = context.child(axis: .vertical)
      for (i, item) in items.enumerated() {
        item.node.place(
          in: placed.placements[i].0, proposal: placed.placements[i].1,
          attributes: item.attributes, context: inner)
      }
    }
  }

  var spacing: ViewSpacing {
    items.count == 1 ? items[0].node.spacing(in: context) : ViewSpacing()
  }

  private func measured() -> [MeasuredSubview] {
    let inner = context.child(axis: .vertical)
    return items.measured(in: inner)
  }
}

/// A container's context for its subviews, shared by their measuring closures (captured
/// inline, it would make each closure's box three times as large).
final class SharedLayoutContext {
  let context: LayoutContext
  init(_ context: LayoutContext) { self.context = context }
}

extension LayoutItem {
  /// The item as a layout sees it: size, priority, spacing, layout values, z-index.
  /// `shared` holds the context its container gives its subviews.
  @MainActor
  func measured(in shared: SharedLayoutContext) -> MeasuredSubview {
    let node = self.node
    var m = MeasuredSubview { [node, shared] p in node.sizeThatFits(p, in: shared.context) }
    m.priority = attributes.priority ?? 0
    m.spacing = node.spacing(in: shared.context)
    m.layoutValues = attributes.layoutValues
    m.zIndex = attributes.zIndex ?? 0
    m.isSpacer = node.isSpacer
    return m
  }
}

extension [LayoutItem] {
  /// The items as a layout sees them, told `context`.
  @MainActor
  func measured(in context: LayoutContext) -> [MeasuredSubview] {
    let shared = SharedLayoutContext(context)
    return map { $0.measured(in: shared) }
  }
}
