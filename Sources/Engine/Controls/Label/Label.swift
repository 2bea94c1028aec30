import Foundation

/// A title with an icon before it (SwiftUI's `Label`), drawn as iOS's default
/// title-and-icon style: the icon, then the title, centred on each other.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label built from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    HStack(spacing: LabelLook.spacing) {
      icon
      title
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled with a localized string key, with a system symbol as its icon.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label titled with a string, with a system symbol as its icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}

/// The label's metrics: between icon and title, a stand-in for SwiftUI's default label
/// style (measured about 8 pt at the body size on iOS 17).
enum LabelLook {
  static let spacing: CGFloat = 8
}

extension Button where Label == Engine.Label<Text, Image> {
  /// A button whose label is a title and a system symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { Engine.Label(titleKey, systemImage: systemImage) }
  }

  /// A button whose label is a string title and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { Engine.Label(title, systemImage: systemImage) }
  }

  /// A button with a role whose label is a title and a system symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Engine.Label(titleKey, systemImage: systemImage) }
  }
}

extension Toggle where Label == Engine.Label<Text, Image> {
  /// A toggle whose label is a title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Engine.Label(titleKey, systemImage: systemImage) }
  }
}
