import Foundation

/// What the `listRow…` modifiers ask of a row.
struct ListRowOptions {
  /// Whether the separator above (`top`) and below (`bottom`) the row may show.
  var separatorTop = Visibility.automatic
  var separatorBottom = Visibility.automatic
  /// A view drawn behind the row instead of the style's background.
  var background: AnyView?
  /// The row's content insets instead of the style's.
  var insets: EdgeInsets?
}

/// A vertical edge (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  case top, bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }

    public static let top = Set(.top)
    public static let bottom = Set(.bottom)
    public static let all: Set = [.top, .bottom]
  }
}

/// A `listRow…` modifier: it changes the options of the rows it wraps. Outside a list it
/// does nothing, as in SwiftUI.
struct ListRowModifier<Content: View>: View, ListPartSource, ListRowWrapper {
  let content: Content
  let change: @MainActor (inout ListRowOptions) -> Void

  var body: some View { content }

  func listParts(options: ListRowOptions) -> [ListPart] {
    var options = options
    change(&options)
    return Engine.listParts(of: content, options: options)
  }

  func listRow(options: ListRowOptions) -> ListRowSpec {
    var options = options
    change(&options)
    return Engine.listRow(of: content, options: options)
  }
}

extension View {
  /// Shows or hides the separators of the rows inside a list at `edges`.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    ListRowModifier(content: self) {
      if edges.contains(.top) { $0.separatorTop = visibility }
      if edges.contains(.bottom) { $0.separatorBottom = visibility }
    }
  }

  /// Draws `view` behind the rows inside a list, instead of the style's row background
  /// (nil: the style's).
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    ListRowModifier(content: self) { $0.background = view.map { AnyView($0) } }
  }

  /// Insets the content of the rows inside a list by `insets` (nil: the style's).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    ListRowModifier(content: self) { $0.insets = insets }
  }
}
