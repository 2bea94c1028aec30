import Foundation

/// One row of a list as drawn: its content inset and at least `defaultMinListRowHeight`
/// tall, on the style's row background (rounded at a card's first and last row), the
/// separator under it from the content's leading edge, and the selection's highlight.
struct ListRowView: View {
  let spec: ListRowSpec
  let isFirst: Bool
  let isLast: Bool
  let separated: Bool
  let selection: ListSelection?
  @Environment(\.listLook) private var look
  @Environment(\.defaultMinListRowHeight) private var minHeight
  @Environment(\.editMode) private var editMode
  /// How far the row is swiped: negative shows its trailing actions, positive its leading.
  @State private var swipe: CGFloat = 0
  /// The edge whose actions the row rests open on (then as wide as its buttons), if any.
  @State private var open: HorizontalEdge?
  /// The buttons' own widths, as their layout measured them.
  @State private var widths = SwipeWidths()
  /// Where the pointer's drag began, and the swipe then; nil when no drag is under way.
  @State private var drag: ListRowDrag?

  var body: some View {
    let insets = spec.options.insets ?? ListMetrics.rowInsets
    let id = spec.id
    let selected = id.map { selection?.contains($0) ?? false } ?? false
    let isEditing = editMode?.wrappedValue.isEditing ?? false
    let trailing = spec.editing.actions(.trailing)
    let revealDelete = { @MainActor [swipe = $swipe, open = $open] in
      withAnimation(.snappy) {
        swipe.wrappedValue = 0
        open.wrappedValue = .trailing
      }
    }
    let base = ListRowEditingContent(
      content: spec.view, editing: spec.editing, isEditing: isEditing, revealDelete: revealDelete
    )
    .padding(insets)
    .frame(maxWidth: .infinity, minHeight: minHeight, alignment: .leading)
    .environment(\.isListRow, true)
    .background { background(selected: selected) }
    .overlay(alignment: .bottom) {
      if separated && look.separates {
        Divider().padding(.leading, insets.leading)
      }
    }
    let moving = drag?.moving == true
    let edge = open ?? (swipe < 0 ? .trailing : .leading)
    let shown = open != nil || swipe != 0 ? spec.editing.actions(edge) : nil
    let row =
      SwipeRowLayout(swipe: swipe, open: open, edge: edge, widths: widths) {
        if let shown { swipeButtons(shown, edge) }
        base.offset(y: moving ? (drag?.dy ?? 0) : 0)
      }
      .clipped()
      .zIndex(moving ? 1 : 0)
      .padding(.horizontal, look.sideInset)
      .listKeyboardTarget(selected)
    let swipes = trailing != nil || spec.editing.swipe[.leading] != nil
    if swipes || (isEditing && spec.editing.move != nil) {
      AttributeModifier(content: row, attributes: dragAttributes(isEditing: isEditing))
    } else if let id, let selection {
      row.onTapGesture { selection.click(id) }
    } else {
      row
    }
  }

  private func swipeButtons(_ set: SwipeActionSet, _ edge: HorizontalEdge) -> some View {
    let close = { @MainActor [swipe = $swipe, open = $open] in
      withAnimation(.snappy) {
        swipe.wrappedValue = 0
        open.wrappedValue = nil
      }
    }
    return SwipeButtonsView(set: set, edge: edge, full: drag?.full == true, close: close)
  }

  /// The row's drag: in edit mode, one begun on the reorder handle moves the row; out of
  /// it, a horizontal drag swipes it open; a press that does not move is a tap.
  private func dragAttributes(isEditing: Bool) -> Attributes {
    let editing = spec.editing
    let id = spec.id
    let selection = self.selection
    let swipe = $swipe
    let open = $open
    let widths = self.widths
    let drag = $drag
    let side = look.sideInset
    // Where the row is: the drag's offset, or resting open on its buttons' width.
    let offset = { @MainActor () -> CGFloat in
      guard let edge = open.wrappedValue else { return swipe.wrappedValue }
      let width = widths.open(edge, count: editing.actions(edge)?.buttons.count ?? 0)
      return edge == .trailing ? -width : width
    }
    var a = Attributes()
    a.controlDrag = ControlDrag(
      changed: { p, frame, began in
        if began {
          let onHandle = p.x >= frame.maxX - ListEditMetrics.handleZone - side
          drag.wrappedValue = ListRowDrag(
            start: p, startSwipe: offset(),
            moving: isEditing && editing.move != nil && onHandle)
          return
        }
        guard var d = drag.wrappedValue else { return }
        d.dx = p.x - d.start.x
        d.dy = p.y - d.start.y
        if !d.moving && !isEditing {
          let next = Self.swiped(d.startSwipe + d.dx, editing: editing)
          d.full = Self.isFull(next, width: frame.width, editing: editing)
          open.wrappedValue = nil
          swipe.wrappedValue = next
        }
        drag.wrappedValue = d
      },
      ended: { _, frame in
        guard let d = drag.wrappedValue else { return }
        drag.wrappedValue = nil
        if d.moving {
          let steps = Int((d.dy / max(frame.height, 1)).rounded())
          if steps != 0 { editing.move?(steps) }
          return
        }
        if hypot(d.dx, d.dy) < ListEditMetrics.tapSlop {
          // A tap closes an open row, else selects it.
          if offset() != 0 {
            withAnimation(.snappy) {
              swipe.wrappedValue = 0
              open.wrappedValue = nil
            }
          } else if let id, let selection {
            selection.click(id)
          }
          return
        }
        let x = swipe.wrappedValue
        let edge: HorizontalEdge = x < 0 ? .trailing : .leading
        let count = editing.actions(edge)?.buttons.count ?? 0
        let rest = Self.rest(
          after: x, width: frame.width, open: widths.open(edge, count: count), editing: editing)
        if let fire = rest.fire {
          swipe.wrappedValue = 0
          fire()
        } else {
          withAnimation(.snappy) {
            swipe.wrappedValue = 0
            open.wrappedValue = rest.open ? edge : nil
          }
        }
      })
    return a
  }

  /// A swipe follows the pointer toward an edge that has actions, and no further.
  static func swiped(_ x: CGFloat, editing: ListRowEditing) -> CGFloat {
    if x < 0 { return editing.actions(.trailing) == nil ? 0 : x }
    return editing.actions(.leading) == nil ? 0 : x
  }

  /// Whether a swipe to `x` on a row `width` wide is a full swipe.
  static func isFull(_ x: CGFloat, width: CGFloat, editing: ListRowEditing) -> Bool {
    guard let set = editing.actions(x < 0 ? .trailing : .leading), set.allowsFullSwipe,
      !set.buttons.isEmpty
    else { return false }
    return abs(x) > width * ListEditMetrics.fullSwipeFraction
  }

  /// Where a released swipe comes to rest: past the full-swipe point it runs the first
  /// action and closes; past half its buttons' width (`open`) it opens to show them all;
  /// else it closes.
  static func rest(after x: CGFloat, width: CGFloat, open: CGFloat, editing: ListRowEditing)
    -> (open: Bool, fire: (@MainActor () -> Void)?)
  {
    guard x != 0, let set = editing.actions(x < 0 ? .trailing : .leading) else {
      return (false, nil)
    }
    if isFull(x, width: width, editing: editing) { return (false, set.buttons[0].action) }
    return (abs(x) > open / 2, nil)
  }

  /// The row's background: the selection's grey, the row's own `listRowBackground`, or
  /// the style's, inside the card's rounded corners.
  @ViewBuilder
  private func background(selected: Bool) -> some View {
    let r = look.cornerRadius
    let shape = UnevenRoundedRectangle(
      topLeadingRadius: isFirst ? r : 0, bottomLeadingRadius: isLast ? r : 0,
      bottomTrailingRadius: isLast ? r : 0, topTrailingRadius: isFirst ? r : 0,
      style: .continuous)
    if selected {
      if look == .sidebar {
        RoundedRectangle(cornerRadius: ListMetrics.cornerRadius, style: .continuous)
          .fill(ListMetrics.selectedBackground)
      } else {
        shape.fill(ListMetrics.selectedBackground)
      }
    } else if let custom = spec.options.background {
      custom.clipShape(shape)
    } else if let fill = look.rowBackground {
      shape.fill(fill)
    }
  }
}

extension EnvironmentValues {
  /// Whether the views inside are a list row's content (a `NavigationLink` there shows a
  /// chevron and its label in the primary colour).
  var isListRow: Bool {
    get { self[IsListRowKey.self] }
    set { self[IsListRowKey.self] = newValue }
  }
}

private struct IsListRowKey: EnvironmentKey {
  static let defaultValue = false
}

/// A drag on a list row: where it began, how far it went, and what it does.
struct ListRowDrag: Equatable {
  var start: CGPoint
  var startSwipe: CGFloat
  /// It began on the reorder handle in edit mode: it moves the row.
  var moving: Bool
  var dx: CGFloat = 0
  var dy: CGFloat = 0
  /// The swipe is past the full-swipe point.
  var full = false
}
