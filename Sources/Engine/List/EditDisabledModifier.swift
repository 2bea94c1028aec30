import Foundation

/// `deleteDisabled(_:)` and `moveDisabled(_:)`: a row of a `ForEach` with `onDelete` or
/// `onMove` that says so shows no delete control, swipes open on no Delete, and shows no
/// reorder handle. The innermost modifier wins. Outside a list it does nothing.
struct EditDisabledModifier<Content: View>: View, ListRowWrapper {
  let content: Content
  let delete: Bool?
  let move: Bool?

  var body: some View { content }

  func listRow(options: ListRowOptions) -> ListRowSpec {
    var spec = Engine.listRow(of: content, options: options)
    spec.editing.deleteDisabled = spec.editing.deleteDisabled ?? delete
    spec.editing.moveDisabled = spec.editing.moveDisabled ?? move
    return spec
  }
}

extension View {
  /// Whether the user may delete this row of a list (through `onDelete`): true takes its
  /// delete control and its swipe to delete away.
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    EditDisabledModifier(content: self, delete: isDisabled, move: nil)
  }

  /// Whether the user may move this row of a list (through `onMove`): true takes its
  /// reorder handle away.
  public func moveDisabled(_ isDisabled: Bool) -> some View {
    EditDisabledModifier(content: self, delete: nil, move: isDisabled)
  }
}
