import Foundation

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`), as iOS places it.
public struct ToolbarItemPlacement: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case leading, trailing, principal, bottom
  }
  let kind: Kind

  /// The system's choice: the trailing end of the navigation bar on iOS.
  public static let automatic = ToolbarItemPlacement(kind: .trailing)
  /// The centre of the navigation bar, in place of an inline title.
  public static let principal = ToolbarItemPlacement(kind: .principal)
  /// The leading end of the navigation bar.
  public static let topBarLeading = ToolbarItemPlacement(kind: .leading)
  /// The trailing end of the navigation bar.
  public static let topBarTrailing = ToolbarItemPlacement(kind: .trailing)
  /// The bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(kind: .bottom)
  /// The earlier names of the navigation bar's ends.
  public static let navigationBarLeading = topBarLeading
  public static let navigationBarTrailing = topBarTrailing
  /// A primary action: the trailing end on iOS.
  public static let primaryAction = ToolbarItemPlacement(kind: .trailing)
  /// Cancelling a modal: the leading end on iOS.
  public static let cancellationAction = ToolbarItemPlacement(kind: .leading)
  /// Confirming a modal: the trailing end on iOS.
  public static let confirmationAction = ToolbarItemPlacement(kind: .trailing)

  var isLeading: Bool { kind == .leading }
  var isTrailing: Bool { kind == .trailing }
}

/// One item of a screen's toolbar: where it goes and what it shows.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let view: AnyView
}

/// Content of a `.toolbar` (SwiftUI's `ToolbarContent`): `ToolbarItem`s and
/// `ToolbarItemGroup`s.
@MainActor @preconcurrency
public protocol ToolbarContent {}

/// What toolbar content adds to a bar.
@MainActor
protocol ToolbarEntries {
  var entries: [ToolbarEntry] { get }
}

/// One view in a toolbar, at `placement` (SwiftUI's `ToolbarItem`).
public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarEntries {
  let placement: ToolbarItemPlacement
  let content: Content

  var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several views in a toolbar, side by side at `placement` (SwiftUI's `ToolbarItemGroup`).
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarEntries {
  let placement: ToolbarItemPlacement
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  var entries: [ToolbarEntry] {
    [ToolbarEntry(placement: placement, view: AnyView(HStack(spacing: 16) { content }))]
  }
}

/// Several pieces of toolbar content, as `ToolbarContentBuilder` makes them.
public struct TupleToolbarContent<each Item: ToolbarContent>: ToolbarContent, ToolbarEntries {
  let items: (repeat each Item)

  var entries: [ToolbarEntry] {
    var out: [ToolbarEntry] = []
    for item in repeat each items {
      if let item = item as? any ToolbarEntries { out += item.entries }
    }
    return out
  }
}

/// Toolbar content that may be absent (`if` in a toolbar builder).
public struct OptionalToolbarContent<Wrapped: ToolbarContent>: ToolbarContent, ToolbarEntries {
  let wrapped: Wrapped?

  var entries: [ToolbarEntry] { (wrapped as? any ToolbarEntries)?.entries ?? [] }
}

/// Builds toolbar content from the statements of a closure (SwiftUI's
/// `ToolbarContentBuilder`).
@MainActor @resultBuilder
public enum ToolbarContentBuilder {
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> TupleToolbarContent<repeat each Content>
  {
    TupleToolbarContent(items: (repeat each content))
  }

  public static func buildIf<Content: ToolbarContent>(_ content: Content?)
    -> OptionalToolbarContent<Content>
  {
    OptionalToolbarContent(wrapped: content)
  }
}

extension View {
  /// Puts `content`'s items in the navigation bar (or the bottom toolbar) of the stack
  /// screen the view is in.
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    let entries = (content() as? any ToolbarEntries)?.entries ?? []
    return ScreenBarModifier(content: self) { $0.setToolbar(entries) }
  }

  /// Puts `content` at the trailing end of the navigation bar of the screen the view is in.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let entries = [ToolbarEntry(placement: .automatic, view: AnyView(content()))]
    return ScreenBarModifier(content: self) { $0.setToolbar(entries) }
  }
}
