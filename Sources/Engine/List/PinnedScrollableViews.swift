import Foundation

/// The parts of a lazy stack's sections that stick to the scroll view's edge while their
/// section shows (SwiftUI's `PinnedScrollableViews`), given to
/// `LazyVStack(pinnedViews:)`.
///
/// A `LazyVStack` and a `LazyVGrid` pin them (`PinnedSection`); `LazyHGrid` and
/// `LazyHStack` take the option and pin nothing (see the README's list of what is left out).
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Each section's header sticks at the top while its section scrolls under it.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Each section's footer sticks at the bottom while its section scrolls above it.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// What a `Section` inside a stack that pins learns: the stack's spacing and alignment,
/// which the section's own rows keep, and which of its parts pin.
struct PinnedSectionStyle: Equatable {
  var spacing: CGFloat
  var alignment: HorizontalAlignment
  var views: PinnedScrollableViews = .sectionHeaders
  /// In a `LazyVGrid`: the grid each section's rows fill, below its full-width header.
  var grid: LazyGridKind?

  /// Builds `node` as a stack that pins: its sections laid out by `layout`, one below the
  /// other, each told this style (`SectionBody`). Sections that pin are built at once,
  /// each as tall as its own rows (a lazy stack's lazy path makes every element as tall as
  /// the first).
  @MainActor
  func build<Content: View>(
    _ node: ViewNode, _ context: BuildContext, layout: some Layout, content: Content,
    name: String
  ) {
    node.dumpName = name
    node.kind = LayoutKind(layout)
    node.reconcile(context) { $0.add(content.environment(\.pinnedSectionStyle, self), slot: 0) }
  }
}

extension EnvironmentValues {
  /// Set by a `LazyVStack` or `LazyVGrid` that pins its sections' headers or footers, for
  /// the sections inside.
  var pinnedSectionStyle: PinnedSectionStyle? {
    get { self[PinnedSectionStyleKey.self] }
    set { self[PinnedSectionStyleKey.self] = newValue }
  }
}

private struct PinnedSectionStyleKey: EnvironmentKey {
  static let defaultValue: PinnedSectionStyle? = nil
}

/// A `Section`'s body: in a stack that pins headers or footers, one pinned section of its
/// header, its rows and its footer; anywhere else its header, content and footer one after
/// another, as its container's subviews.
struct SectionBody<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer
  @Environment(\.pinnedSectionStyle) private var pinned

  var body: some View {
    // In a grid every section is one, pinning or not: its rows fill the grid's columns.
    if let pinned, pinned.grid != nil || pins(pinned.views) {
      let hasFooter = Footer.self != EmptyView.self
      PinnedSection(
        header: header,
        content: rows(pinned).environment(\.pinnedSectionStyle, nil),
        spacing: pinned.spacing, alignment: pinned.alignment.fraction,
        footer: hasFooter ? AnyView(footer.environment(\.pinnedSectionStyle, nil)) : nil,
        pinsHeader: pinned.views.contains(.sectionHeaders),
        pinsFooter: pinned.views.contains(.sectionFooters))
    } else {
      Group {
        header
        content
        footer
      }
    }
  }

  /// The section's rows: in the grid's columns, or stacked as the stack's.
  @ViewBuilder
  private func rows(_ pinned: PinnedSectionStyle) -> some View {
    if let grid = pinned.grid {
      LazyVGrid(grid: grid, content: content)
    } else {
      VStack(alignment: pinned.alignment, spacing: pinned.spacing) { content }
    }
  }

  /// Whether the section has a part that `views` pins.
  private func pins(_ views: PinnedScrollableViews) -> Bool {
    (views.contains(.sectionHeaders) && Parent.self != EmptyView.self)
      || (views.contains(.sectionFooters) && Footer.self != EmptyView.self)
  }
}
