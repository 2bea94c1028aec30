import Foundation

/// What a stack screen's views say about its bar: the title, its display mode, whether the
/// back button shows, and the toolbar items. Modifiers inside the screen set it while they
/// are built; a change after the stack's own build builds the stack again.
@MainActor
final class ScreenBar {
  private weak var model: NavigationModel?
  /// How many screens are under this one (0: the root).
  var depth: Int
  private(set) var title: String?
  private(set) var displayMode: NavigationBarItem.TitleDisplayMode?
  private(set) var backButtonHidden = false
  private(set) var toolbar: [ToolbarEntry] = []
  /// Whether the large title collapses as the screen's content scrolls, and the scroll
  /// view it follows (Navigation/LargeTitleCollapse.swift).
  var collapses = false
  weak var scroll: ViewNode?
  /// The scroll view whose content goes under the bar (the first vertical one reached by
  /// following first subviews down), large title or not (Navigation/BarAppearance.swift).
  weak var edgeScroll: ViewNode?
  /// A collapsing large title's inline title fading in and out (InlineTitleFade.swift).
  let inlineTitle = InlineTitleFade()
  /// Pops this screen and those above it; one action per screen, so that its environment
  /// stays equal from one build to the next.
  private(set) lazy var dismiss = DismissAction { [weak self] in
    guard let self, let model = self.model else { return }
    model.pop(to: self.depth - 1)
  }

  init(model: NavigationModel, depth: Int) {
    self.model = model
    self.depth = depth
  }

  func setTitle(_ title: String) {
    guard title != self.title else { return }
    self.title = title
    model?.barChanged()
  }

  func setDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) {
    guard mode != displayMode else { return }
    displayMode = mode
    model?.barChanged()
  }

  func setBackButtonHidden(_ hidden: Bool) {
    guard hidden != backButtonHidden else { return }
    backButtonHidden = hidden
    model?.barChanged()
  }

  /// Toolbar items are views, which cannot be compared: every new set builds the bar again.
  func setToolbar(_ entries: [ToolbarEntry]) {
    toolbar = entries
    model?.barChanged()
  }
}

/// The navigation bar's title modes (SwiftUI's `NavigationBarItem`).
public struct NavigationBarItem: Sendable {
  /// How a title is shown (SwiftUI's `NavigationBarItem.TitleDisplayMode`).
  public enum TitleDisplayMode: Sendable, Hashable {
    /// The mode of the screen under this one; at a stack's root, large when it has a title.
    case automatic
    /// In the 44 pt bar, centred.
    case inline
    /// Large (34 pt bold) in an area under the bar, at the leading edge.
    case large
  }
}

extension View {
  /// The title of the stack screen the view is in, shown in its navigation bar.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    ScreenBarModifier(content: self) { $0.setTitle(titleKey.key) }
  }

  /// The title of the stack screen the view is in, shown as written.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    ScreenBarModifier(content: self) { $0.setTitle(String(title)) }
  }

  /// How the screen's title is shown: large under the bar, or inline in it.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    ScreenBarModifier(content: self) { $0.setDisplayMode(displayMode) }
  }

  /// Hides the back button of the screen the view is in (keyboard back and `dismiss`
  /// still pop it).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    ScreenBarModifier(content: self) { $0.setBackButtonHidden(hidesBackButton) }
  }
}

/// Tells the screen's bar something while it is built; outside a stack it does nothing, as
/// in SwiftUI.
struct ScreenBarModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let apply: @MainActor (ScreenBar) -> Void

  var body: Never { primitiveBody(Self.self) }

  func build(_ node: ViewNode, _ context: BuildContext) {
    if let bar = context.environment.screenBar { apply(bar) }
    node.kind = TransparentKind()
    node.reconcile(context) { $0.add(content, slot: 0) }
  }
}
