import Foundation

/// A part of a list or form with an optional header and footer (SwiftUI's `Section`).
///
/// In a `List` or `Form` it is a group of rows: on the grouped styles a card, the header
/// above it in footnote-size capitals, the footer below in footnote-size text; in a plain
/// list the header sticks at the top while its rows scroll. In a
/// `LazyVStack(pinnedViews: [.sectionHeaders])` its header sticks the same way. Anywhere
/// else its header, content and footer are its container's subviews, one after another,
/// as in SwiftUI.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer

  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  @available(*, deprecated, message: "use init(content:header:footer:)")
  public init(
    header: Parent, footer: Footer, @ViewBuilder content: () -> Content
  ) {
    self.header = header
    self.content = content()
    self.footer = footer
  }

  public var body: some View {
    SectionBody(header: header, content: content, footer: footer)
  }
}

extension Section where Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  @available(*, deprecated, message: "use init(content:header:)")
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }

  @available(*, deprecated, message: "use init(content:footer:)")
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section headed `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) })
  }

  /// A section headed `title`, shown as written.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) })
  }
}

extension Section: ListPartSource {
  func listParts(options: ListRowOptions) -> [ListPart] {
    // A section inside a section gives its rows to the outer one.
    var runs: [any ListRowRun] = []
    for part in Engine.listParts(of: content, options: options) {
      switch part {
      case .rows(let run): runs.append(run)
      case .section(let inner): runs += inner.runs
      }
    }
    return [
      .section(
        ListSectionSpec(
          header: Parent.self == EmptyView.self ? nil : AnyView(header),
          footer: Footer.self == EmptyView.self ? nil : AnyView(footer), runs: runs))
    ]
  }
}
