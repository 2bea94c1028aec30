import Foundation

/// The parts of a lazy stack's sections that stick to the scroll view's edge while their
/// section shows (SwiftUI's `PinnedScrollableViews`), given to
/// `LazyVStack(pinnedViews:)`.
///
/// Section headers pin (`PinnedSection`); footers do not yet, so there is no
/// `sectionFooters` (see the README's list of what is left out).
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Each section's header sticks at the top while its section scrolls under it.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
}

/// What a `Section` inside a stack that pins learns: the stack's spacing and alignment,
/// which the section's own rows keep.
struct PinnedSectionStyle: Equatable {
  var spacing: CGFloat
  var alignment: HorizontalAlignment
}

extension EnvironmentValues {
  /// Set by a `LazyVStack` that pins its sections' headers, for the sections inside.
  var pinnedSectionStyle: PinnedSectionStyle? {
    get { self[PinnedSectionStyleKey.self] }
    set { self[PinnedSectionStyleKey.self] = newValue }
  }
}

private struct PinnedSectionStyleKey: EnvironmentKey {
  static let defaultValue: PinnedSectionStyle? = nil
}

/// A `Section`'s body: in a stack that pins headers, one pinned section of its header over
/// its rows and footer; anywhere else its header, content and footer one after another,
/// as its container's subviews.
struct SectionBody<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer
  @Environment(\.pinnedSectionStyle) private var pinned

  var body: some View {
    if let pinned, Parent.self != EmptyView.self {
      PinnedSection(
        header: header,
        content: VStack(alignment: pinned.alignment, spacing: pinned.spacing) {
          content
          footer
        }
        .environment(\.pinnedSectionStyle, nil),
        spacing: pinned.spacing, alignment: pinned.alignment.fraction)
    } else {
      Group {
        header
        content
        footer
      }
    }
  }
}
