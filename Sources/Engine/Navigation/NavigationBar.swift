import Foundation

/// A stack screen's navigation bar, drawn as iOS 17 draws it: a 44 pt bar with the back
/// button (a chevron and the previous screen's title) and the leading items at the leading
/// edge, the trailing items at the trailing edge and an inline title (17 pt semibold) in
/// the middle; with a large title, a 52 pt area under it holding the title in 34 pt bold
/// at the leading margin (Apple's HIG: navigation bars; the sizes are UIKit's). Its
/// background is transparent at the content's edge and the bar's material with a hairline
/// once content has scrolled under it (BarAppearance.swift).
struct NavigationBar: View {
  /// UIKit's navigation bar height.
  static let height: CGFloat = 44
  /// The large-title area under it: a large-title bar is 96 pt on iOS 17.
  static let largeTitleHeight: CGFloat = 52
  /// The layout margin of an iPhone screen: items and the large title start 16 pt in.
  static let margin: CGFloat = 16

  /// What a bar shows.
  struct Configuration {
    var title: String
    var isLarge: Bool
    /// The back button's title, or nil when the bar has none (the root, or hidden).
    var backTitle: String?
    var items: [ToolbarEntry]
    var pop: @MainActor () -> Void
    /// A large title that scrolls with the content: the stack draws it, and the inline
    /// title once it has gone under the bar (LargeTitleCollapse.swift); the bar is 44 pt.
    var collapses = false
    /// How far the standard appearance has come in, read when the bar is drawn
    /// (BarAppearance.swift).
    var scrolledUnder: @MainActor () -> Double = { 0 }
  }

  let configuration: Configuration

  var body: some View {
    let c = configuration
    let principal = c.items.filter { $0.placement == .principal }
    let leading = c.items.filter { $0.placement.isLeading }
    let trailing = c.items.filter { $0.placement.isTrailing }
    return VStack(spacing: 0) {
      ZStack {
        if let item = principal.first {
          item.view
        } else if !c.isLarge {
          Text(verbatim: c.title).font(.headline).lineLimit(1)
        }
        HStack(spacing: 0) {
          if let back = c.backTitle {
            BackButton(title: back, action: c.pop)
          }
          HStack(spacing: Self.margin) { ForEach(leading.indices, id: \.self) { leading[$0].view } }
            .padding(.leading, c.backTitle == nil ? Self.margin : 0)
          Spacer(minLength: 0)
          HStack(spacing: Self.margin) {
            ForEach(trailing.indices, id: \.self) { trailing[$0].view }
          }
          .padding(.trailing, Self.margin)
        }
      }
      .frame(height: Self.height)
      if c.isLarge && !c.collapses {
        Text(verbatim: c.title).font(.largeTitle.bold()).lineLimit(1)
          .padding(.horizontal, Self.margin)
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
          .padding(.bottom, 6)
          .frame(height: Self.largeTitleHeight)
      }
    }
    .background(BarBackground(scrolledUnder: c.scrolledUnder))
  }
}

/// The back button: a chevron and the previous screen's title ("Back" when it has none),
/// in the accent colour, 8 pt from the leading edge as UIKit puts it.
struct BackButton: View {
  let title: String
  let action: @MainActor () -> Void

  var body: some View {
    Button(action: action) {
      HStack(spacing: 3) {
        Image(systemName: "chevron.left").font(.system(size: 28, weight: .semibold))
        Text(verbatim: title.isEmpty ? "Back" : title).lineLimit(1)
      }
      .foregroundStyle(Color.accentColor)
      .padding(.leading, 8)
      .frame(maxHeight: .infinity)
    }
    .buttonStyle(.plain)
  }
}

/// A screen's bottom toolbar (`.bottomBar` items): UIKit's 44 pt toolbar with a hairline on
/// top; one item centred, several spread from the leading margin to the trailing one.
struct BottomToolbar: View {
  static let height: CGFloat = 44

  let items: [ToolbarEntry]

  var body: some View {
    VStack(spacing: 0) {
      Divider()
      HStack(spacing: 0) {
        if items.count == 1 { Spacer(minLength: 0) }
        ForEach(items.indices, id: \.self) { i in
          if i > 0 { Spacer(minLength: NavigationBar.margin) }
          items[i].view
        }
        if items.count == 1 { Spacer(minLength: 0) }
      }
      .padding(.horizontal, NavigationBar.margin)
      .frame(maxHeight: .infinity)
    }
    .background(TabBar.background)
  }
}
