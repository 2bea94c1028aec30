import Foundation

/// The numbers of a list row's editing and swiping, each with its source.
enum ListEditMetrics {
  /// The delete control: a 22-pt red disc with a white bar, UITableView's editing control
  /// (measured on iOS 17, roughly; Apple publishes no number).
  static let deleteControlSize: CGFloat = 22
  /// The space between the delete control and the row's content (a stand-in, measured).
  static let deleteControlGap: CGFloat = 16
  /// The reorder handle: three 18-pt lines, 5 pt apart, in a 44-pt square at the trailing
  /// end (UITableView's reorder control, measured roughly).
  static let handleWidth: CGFloat = 18
  static let handleZone: CGFloat = 44
  /// A swipe action's width before its label was measured: 74 pt, the width of iOS 17's
  /// Delete action (measured, roughly).
  static let swipeButtonWidth: CGFloat = 74
  /// The space each side of a swipe action's label: a UIContextualAction is as wide as its
  /// title and this either side (measured on iOS 17, roughly: its 74-pt Delete around a
  /// 44-pt title; Apple publishes no number).
  static let swipeButtonPadding: CGFloat = 15
  /// A swipe past this fraction of the row's width runs the first action (hand-tuned, as
  /// iOS's own threshold is not published).
  static let fullSwipeFraction: CGFloat = 0.6
  /// A press that moved less than this is a tap (the host's tap slop).
  static let tapSlop: CGFloat = 10
}

/// The red minus of a deletable row in edit mode: a tap reveals the row's Delete button.
struct ListDeleteControl: View {
  let reveal: @MainActor () -> Void

  var body: some View {
    Button(action: reveal) {
      ZStack {
        Circle().fill(Color.red)
        Capsule().fill(Color.white).frame(width: 10, height: 2)
      }
      .frame(
        width: ListEditMetrics.deleteControlSize, height: ListEditMetrics.deleteControlSize)
    }
    .buttonStyle(.plain)
  }
}

/// The reorder handle of a movable row in edit mode: three grey lines (drawn only; the row
/// takes the drag that starts on it).
struct ListReorderHandle: View {
  var body: some View {
    VStack(spacing: 4) {
      ForEach(0..<3, id: \.self) { _ in
        Rectangle().fill(Color.gray).frame(width: ListEditMetrics.handleWidth, height: 1.5)
      }
    }
    .frame(width: ListEditMetrics.handleZone - 20)
  }
}

/// A row's content in edit mode: the delete control before it and the reorder handle after
/// it, when the row can be deleted and moved.
struct ListRowEditingContent: View {
  let content: AnyView
  let editing: ListRowEditing
  let isEditing: Bool
  let revealDelete: @MainActor () -> Void

  var body: some View {
    HStack(spacing: 0) {
      if isEditing && editing.delete != nil {
        ListDeleteControl(reveal: revealDelete)
          .padding(.trailing, ListEditMetrics.deleteControlGap)
          .transition(.move(edge: .leading).combined(with: .opacity))
      }
      content.frame(maxWidth: .infinity, alignment: .leading)
      if isEditing && editing.move != nil {
        ListReorderHandle()
          .transition(.move(edge: .trailing).combined(with: .opacity))
      }
    }
  }
}

/// The buttons a swipe reveals, filling the strip it opened: each as wide as its label
/// and padding once fully open, the first at the edge (all of it once a full swipe is
/// under way), labels in white.
struct SwipeButtonsView: View {
  let set: SwipeActionSet
  let edge: HorizontalEdge
  let full: Bool
  let close: @MainActor () -> Void

  var body: some View {
    let buttons = set.buttons
    return SwipeButtonsLayout(edge: edge, full: full) {
      ForEach(buttons.indices, id: \.self) { i in
        let button = buttons[i]
        Button {
          close()
          button.action()
        } label: {
          button.label
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, ListEditMetrics.swipeButtonPadding)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(button.fill)
        }
        .buttonStyle(.plain)
      }
    }
    .clipped()
  }
}
