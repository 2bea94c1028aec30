import Foundation

/// A container of controls for data entry, grouped in sections (SwiftUI's `Form`).
///
/// On iOS a form is a grouped list: here an `.insetGrouped` list whatever `.listStyle`
/// says, its sections rounded cards on the grouped background and its rows at least 44 pt
/// tall, as in the Settings app.
public struct Form<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    List(content: { content }).listStyle(.insetGrouped)
  }
}
