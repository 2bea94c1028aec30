import Foundation

/// A control that switches between on and off (SwiftUI's `Toggle`).
///
/// The environment's toggle style draws it (`.automatic`, a switch on iOS, unless
/// `.toggleStyle(_:)` sets one). A click on the switch flips the binding, the knob sliding
/// across; a disabled toggle (`.disabled(true)`) takes no clicks and is drawn dimmed.
public struct Toggle<Label: View>: View {
  let label: Label
  let isOn: Binding<Bool>
  @Environment(\.toggleStyleBox) private var style

  /// A toggle whose label is built by `label`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
  }

  public var body: some View {
    style.body(
      ToggleStyleConfiguration(
        label: ToggleStyleConfiguration.Label(AnyView(label)), isOn: isOn))
  }
}

extension Toggle where Label == Text {
  /// A toggle titled with a localized string key (a literal comes here, as in SwiftUI).
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle titled with a string, shown as is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}
