import Foundation

/// A view that switches between tabs with the iOS tab bar (SwiftUI's `TabView`).
///
/// Each subview of `content` is a tab: its `.tabItem` is its button in the bar and its
/// `.tag` (else its position) the value `selection` takes when it is chosen. Every tab
/// stays built, so each keeps its state while another is shown.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  @State private var own: AnyHashable?

  /// Tabs whose choice is bound to `selection` (nil: the view keeps its own).
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: some View {
    let selection = self.selection
    let own = $own
    TabViewHost(
      content: content,
      selected: selection.map { AnyHashable($0.wrappedValue) } ?? own.wrappedValue,
      select: { tag in
        if let selection {
          if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
        } else {
          own.wrappedValue = tag
        }
      })
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs that keep their own choice, the first shown first.
  public init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

extension View {
  /// The view's button in the enclosing `TabView`'s bar: an `Image` and a `Text` (or a
  /// `Label`), drawn as iOS draws tab items.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    var a = Attributes()
    a.layoutValues[ObjectIdentifier(TabItemSlot.self)] = AnyView(TabItemLabel(content: label()))
    return AttributeModifier(content: self, attributes: a)
  }
}

/// The keys `tabItem` and `tag` file their values under in a subview's attributes.
enum TabItemSlot {}
enum TagSlot {}

extension LayoutItem {
  /// The subview's `.tabItem` label.
  var tabItem: AnyView? { attributes.layoutValues[ObjectIdentifier(TabItemSlot.self)] as? AnyView }
  /// The subview's `.tag`.
  var tag: AnyHashable? { attributes.layoutValues[ObjectIdentifier(TagSlot.self)] as? AnyHashable }
}
