import Foundation

extension Label where Title == Text, Icon == Image {
  /// A label titled with a localized string key, with a picture from the app's resources
  /// (`Image(_:)`) as its icon.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label titled with a string, with a picture from the app's resources as its icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}
