import Foundation

/// A control that picks one of several tagged choices (SwiftUI's `Picker`).
///
/// Its content's views are the choices and their `.tag(_:)`s the values the selection
/// takes (a `ForEach`'s ids tag untagged choices). A choice whose tag is not of the
/// selection's type cannot be picked, as in SwiftUI. The environment's picker style draws
/// it: `.menu` (the iOS 17 default), `.segmented`, `.inline` or `.wheel`. A picker with no choices
/// draws its label alone (a menu with an empty title, an empty segmented bar).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content
  @Environment(\.pickerStyleKind) private var style
  @Environment(\.isListRow) private var isListRow

  /// A picker whose choices `content` builds, named by `label`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    let options = pickerOptions(of: content)
    let selection = self.selection
    let chosen = options.firstIndex { $0.tag == AnyHashable(selection.wrappedValue) }
    let choices = PickerChoices(
      options: options, selected: chosen,
      select: { i in
        guard options.indices.contains(i), let value = options[i].tag?.base as? SelectionValue
        else { return }
        selection.wrappedValue = value
      })
    switch style {
    case .segmented: SegmentedPicker(choices: choices)
    case .inline: InlinePicker(choices: choices, label: AnyView(label))
    case .menu: ListControlRow(label: isListRow ? label : nil) { MenuPicker(choices: choices) }
    case .wheel: WheelPicker(choices: choices)
    }
  }
}

/// What a picker style draws from: the choices, the selected one's index, and how to
/// select one.
struct PickerChoices {
  let options: [PickerOption]
  let selected: Int?
  let select: @MainActor (Int) -> Void
}

extension Picker where Label == Text {
  /// A picker titled with a localized string key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}
