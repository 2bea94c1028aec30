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

  var body: some View {
    let insets = spec.options.insets ?? ListMetrics.rowInsets
    let id = spec.id
    let selected = id.map { selection?.contains($0) ?? false } ?? false
    let base = spec.view
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(insets)
      .frame(maxWidth: .infinity, minHeight: minHeight, alignment: .leading)
      .environment(\.isListRow, true)
      .background { background(selected: selected) }
      .overlay(alignment: .bottom) {
        if separated && look.separates {
          Divider().padding(.leading, insets.leading)
        }
      }
      .padding(.horizontal, look.sideInset)
    if let id, let selection {
      base.onTapGesture { selection.click(id) }
    } else {
      base
    }
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
