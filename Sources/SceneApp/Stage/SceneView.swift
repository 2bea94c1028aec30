import Engine
import Foundation

/// `preview`'s scene as views: overlapping rows of glyphs above a paging carousel, built from
/// a `SceneDocument` out of the same views any App uses.
///
/// Each row is a collapsing `OverlappingHStack` of `Text` tiles (hovering a tile raises it);
/// the carousel is a horizontal `ScrollView` of pages in a `LazyHStack` with
/// `.viewAligned` targets, `safeAreaPadding` for the peeking neighbours and
/// `scrollCarousel` for autoplay and looping; the page dots (or a counter, for more pages
/// than fit) follow the carousel's `scrollPosition`. `SceneStack` arranges them as the
/// scene says (docs/CONTRACT.md §3.1): rows give way in a short window, the carousel never does.
///
/// What the window adds on top (the inspector, a scene file's error) is `overlay`, views over
/// the rest that `StageHost` sets.
public struct SceneView: View {
  public var scene: SceneDocument
  /// Whether the carousel advances by itself (the scene's setting, as the command line and
  /// the Space key leave it).
  public var autoplay: Bool

  /// What the window shows over the scene (the inspector, a scene file's error), placed
  /// over everything else; nil for nothing.
  var overlay: SceneOverlay?

  /// Performs a scene command (README "Controls"); the view's `onKeyPress` calls it for the
  /// command keys, whose presses then go no further.
  var onCommand: (@MainActor (SceneCommand) -> Void)?

  public init(scene: SceneDocument, autoplay: Bool) {
    self.scene = scene
    self.autoplay = autoplay
  }

  init(
    scene: SceneDocument, autoplay: Bool, overlay: SceneOverlay?,
    onCommand: (@MainActor (SceneCommand) -> Void)?
  ) {
    self.init(scene: scene, autoplay: autoplay)
    self.overlay = overlay
    self.onCommand = onCommand
  }

  public var body: some View {
    SceneStack(
      padding: scene.padding, rowSpacing: scene.rowSpacing,
      carouselHeight: scene.carousel.height, dots: scene.carousel.dots,
      largestFont: scene.rows.map(\.fontSize).max() ?? 0, inset: scene.carousel.inset,
      overlay: overlay != nil
    ) {
      ForEach(scene.rows.indices, id: \.self) { r in
        SceneRow(style: scene.rows[r])
      }
      SceneCarouselBlock(style: scene.carousel, autoplay: autoplay)
      if let overlay {
        SceneOverlayView(overlay: overlay)
      }
    }
    // Outermost, so the views inside try a key first; the carousel's paging keys (arrows,
    // Home, End) are not commands and pass on to the scroll view.
    .onKeyPress(phases: .all) { [onCommand] press in
      guard let onCommand, let command = SceneCommand(press) else { return .ignored }
      // A command key is the scene's in every phase; a repeat performs only what repeats.
      if command.performs(on: press) { onCommand(command) }
      return .handled
    }
  }
}

/// The carousel and its dots, which follow its position: a page change re-evaluates this
/// body only, never the rows'.
struct SceneCarouselBlock: View, Equatable {
  let style: CarouselStyle
  let autoplay: Bool
  @State private var page: Int? = 0

  var body: some View {
    SceneCarousel(style: style, autoplay: autoplay, page: $page)
    if style.dots {
      PageDots(pages: style.pages, page: page ?? 0)
    }
  }

  nonisolated static func == (a: Self, b: Self) -> Bool {
    a.style == b.style && a.autoplay == b.autoplay
  }
}

/// One row: its glyphs as tiles of an `OverlappingHStack` that collapses its tail into a
/// "+N" badge, the hovered tile raised. A tile is a `Text` at the row's size (the colour
/// emoji face for emoji) on the tile's rounded fill when the row has one; tiles shrink
/// together with their row. The font, colour and shrinking are set once on the row, so a
/// tile costs two views however long the row is.
struct SceneRow: View, Equatable {
  let style: RowStyle
  @State private var hovered: Int?

  /// The same row again is not built again (the rows' own state is their hover).
  nonisolated static func == (a: Self, b: Self) -> Bool { a.style == b.style }

  var body: some View {
    Group {
      if style.items.isEmpty {
        // An empty row keeps its slot, one glyph tall, so removing its last tile moves
        // nothing.
        Text(SceneDocument.sportsGlyphs[0])
          .fixedSize(horizontal: true, vertical: false)
          .opacity(0)
      } else {
        OverlappingHStack(
          alignment: style.alignment, spacing: style.spacing, zOrder: style.zOrder,
          raisedIndex: hovered, minimumSliver: style.minimumSliver
        ) {
          if let tile = style.tile {
            ForEach(style.items.indices, id: \.self) { i in
              hover(
                Text(style.items[i])
                  .background(tile.color, in: .rect(cornerRadius: tile.cornerRadius)), i)
            }
          } else {
            ForEach(style.items.indices, id: \.self) { i in hover(Text(style.items[i]), i) }
          }
        } badge: { badge in
          Text("+\(badge.hidden)")
            .font(.system(size: style.fontSize * 0.4 * badge.scale))
            .frame(width: badge.slot.width, height: badge.slot.height)
            .background(
              Stage.badgeFill,
              in: .rect(
                cornerRadius: style.tile?.cornerRadius
                  ?? min(badge.slot.width, badge.slot.height) / 4))
        }
      }
    }
    .font(.system(size: style.fontSize))
    .lineLimit(1)
    .minimumScaleFactor(0)
    .foregroundStyle(Stage.ink)
  }

  /// Raises tile `i` while the pointer is over it.
  private func hover(_ tile: some View, _ i: Int) -> some View {
    tile.onHover { inside in
      if inside {
        hovered = i
      } else if hovered == i {
        hovered = nil
      }
    }
  }
}

/// The pages: a horizontal scroll view resting on each page, the neighbours peeking into
/// the inset, advancing and looping as the scene says.
struct SceneCarousel: View, Equatable {
  let style: CarouselStyle
  let autoplay: Bool
  @Binding var page: Int?

  /// Built again only when the scene or autoplay changed: the binding is always the same
  /// block's position, and the scroll view writes it.
  nonisolated static func == (a: Self, b: Self) -> Bool {
    a.style == b.style && a.autoplay == b.autoplay
  }

  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      LazyHStack(spacing: style.spacing) {
        ForEach(style.pages.indices, id: \.self) { i in
          ScenePage(style: style.pages[i], cornerRadius: style.cornerRadius)
            .frame(height: style.height)
            .containerRelativeFrame(.horizontal)
            // A window narrower than the insets still shows pages a point wide.
            .frame(minWidth: 1)
            .id(i)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(
      .viewAligned(limitBehavior: style.flickLimit == .one ? .alwaysByOne : .never)
    )
    .safeAreaPadding(.horizontal, style.inset)
    .scrollPosition(id: $page)
    .scrollCarousel(
      autoplay: autoplay, interval: style.interval, animation: style.animation, wrap: style.wrap)
  }
}

/// A page: its colour with rounded corners, its label centred inside, wrapped and cut
/// within the corners.
struct ScenePage: View {
  let style: PageStyle
  let cornerRadius: CGFloat

  var body: some View {
    PageLabelInset(cornerRadius: cornerRadius) {
      Text(style.label)
        .font(.system(size: Stage.labelSize))
        .multilineTextAlignment(.center)
        .foregroundStyle(Stage.ink)
    }
    .background(style.color, in: .rect(cornerRadius: cornerRadius))
  }
}

/// Takes what it is offered and centres its content, offered that less the corner radius on
/// every side; the margin is at most a third of the width, so a capsule-shaped page still
/// shows a line.
struct PageLabelInset: Layout {
  var cornerRadius: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let r = cornerRadius.isFinite ? max(cornerRadius, 0) : 0
    let margin = min(r, bounds.width / 3)
    let inner = ProposedViewSize(
      width: max(bounds.width - 2 * margin, 0), height: max(bounds.height - 2 * margin, 0))
    for subview in subviews {
      subview.place(
        at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: inner)
    }
  }
}

/// One dot per page, the current one dark (UIPageControl's look); for more pages than fit
/// the width, a counter instead: "1 / 10", the page counted from 1 and how many there are.
struct PageDots: View, Equatable {
  let pages: [PageStyle]
  let page: Int

  /// More dots than fit the widest window (16 384 points) are never built.
  static let maximumDots = Int((16_384 + Stage.dotGap) / (Stage.dotSize + Stage.dotGap))

  var body: some View {
    ViewThatFits(in: .horizontal) {
      if pages.count <= Self.maximumDots {
        HStack(spacing: Stage.dotGap) {
          ForEach(pages.indices, id: \.self) { i in
            Circle()
              .fill(i == page ? Stage.dotOn : Stage.dotOff)
              .frame(width: Stage.dotSize, height: Stage.dotSize)
          }
        }
      }
      Text("\(page + 1) / \(pages.count)")
        .font(.system(size: Stage.overlayTextSize))
        .lineLimit(1)
        .foregroundStyle(Stage.dotOn)
    }
  }
}
