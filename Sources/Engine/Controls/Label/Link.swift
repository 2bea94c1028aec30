import Foundation

/// A control that opens a URL (SwiftUI's `Link`): drawn as a button in the environment's
/// button style (borderless by default: its label in the tint); a click hands the URL to the environment's `openURL`, which the host opens with
/// the desktop's handler unless the app set its own.
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label
  @Environment(\.openURL) private var openURL

  /// A link to `destination` whose label is built by `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: some View {
    let openURL = self.openURL
    let destination = self.destination
    return Button(action: { openURL(destination) }) { label }
  }
}

extension Link where Label == Text {
  /// A link titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
