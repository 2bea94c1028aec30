import Foundation

/// Where a split view's columns go: the leading columns at their widths from the leading
/// edge, the detail in the rest (balanced) or under them at full width (prominent detail).
struct NavigationSplitLayout {
  /// A leading column's width unless its content asks otherwise: UIKit's split view
  /// controller's automatic maximum primary column width, which SwiftUI's split uses on
  /// iPad (the content column of a three-column split takes the same).
  static let defaultColumnWidth: CGFloat = 320
  /// Below this width the split collapses into one stack. SwiftUI follows the window's
  /// horizontal size class; the widest compact iPad window is 639 pt (a 12.9-inch iPad in
  /// portrait, two-thirds of a split screen) and the narrowest regular one 678 pt (its
  /// half in landscape), so any threshold between them agrees with iPadOS; 640 pt also
  /// leaves a two-column split's detail the sidebar's 320 pt.
  static let compactWidth: CGFloat = 640

  let model: NavigationSplitModel
  /// How many columns (2 or 3).
  let count: Int
  /// How many leading columns show (the trailing ones of them: `.doubleColumn` hides the
  /// sidebar of three).
  let shownLeading: Int
  let arrangement: _NavigationSplitArrangement
  let compact: Bool

  static func isCompact(width: CGFloat) -> Bool { width < compactWidth }

  /// Whether the detail is dimmed under the leading columns (prominent detail with any
  /// shown); a tap on it hides them.
  var dims: Bool { !compact && arrangement == .prominentDetail && shownLeading > 0 }

  /// The leading columns shown, by index.
  var shownColumns: Range<Int> { (count - 1 - shownLeading)..<(count - 1) }

  /// Column `index`'s width: what its content asked, else the default.
  @MainActor
  func width(of index: Int) -> CGFloat {
    model.widths[index]?.resolved ?? Self.defaultColumnWidth
  }

  /// The width of the leading columns shown.
  @MainActor
  var shownWidth: CGFloat {
    shownColumns.reduce(0) { $0 + width(of: $1) }
  }

  /// Each column's frame in `frame` (nil: off it), and the dimming's, if any, when the
  /// shown leading columns are `leading` wide (`shownWidth` at rest; less or more while
  /// they slide: SplitColumnSlide.swift).
  ///
  /// The leading columns stand side by side ending `leading` points from the leading
  /// edge, so those hidden lie off it; the detail takes the rest (balanced) or the whole
  /// frame under them (prominent detail).
  @MainActor
  func frames(in frame: CGRect, leading: CGFloat) -> (columns: [CGRect?], dimming: CGRect?) {
    guard !compact else { return ([frame], nil) }
    var out: [CGRect?] = Array(repeating: nil, count: count)
    var x = frame.minX + leading
    for i in (0..<(count - 1)).reversed() {
      let w = width(of: i)
      x -= w
      if x + w > frame.minX { out[i] = CGRect(x: x, y: frame.minY, width: w, height: frame.height) }
    }
    let end = frame.minX + leading
    switch arrangement {
    case .balanced:
      out[count - 1] = CGRect(
        x: end, y: frame.minY, width: max(frame.maxX - end, 0), height: frame.height)
      return (out, nil)
    case .prominentDetail:
      out[count - 1] = frame
      return (out, dims ? frame : nil)
    }
  }
}

/// A split view's node: its columns placed by `NavigationSplitLayout`, a hairline at each
/// leading column's trailing edge (UIKit's column separator), the detail first so the
/// leading columns lie over it when it is prominent.
struct NavigationSplitKind: NodeKind {
  let layout: NavigationSplitLayout

  var clipsHits: Bool { true }
  var drawsContent: Bool { true }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let model = layout.model
    model.placedWidth = frame.width
    if NavigationSplitLayout.isCompact(width: frame.width) != model.builtCompact {
      model.layoutRevision &+= 1
    }
    let leading: CGFloat
    if layout.compact {
      model.forgetPlacedColumns()
      leading = 0
    } else {
      leading = model.leadingWidth(
        target: layout.shownWidth, shown: layout.shownLeading, now: node.graph.now,
        animated: !node.graph.reducedMotion)
    }
    let frames = layout.frames(in: frame, leading: leading)
    for child in node.children {
      let slot = child.key.slot
      let rect = slot < frames.columns.count ? frames.columns[slot] : frames.dimming
      guard let rect else {
        child.isHiddenByLayout = true
        continue
      }
      child.isHiddenByLayout = false
      child.place(
        in: rect, proposal: ProposedViewSize(rect.size), attributes: child.ownAttributes,
        context: .root(rect.size))
    }
  }

  /// The shown children, back to front: the detail, the dimming, the leading columns.
  @MainActor
  private func shown(_ node: ViewNode) -> [ViewNode] {
    let last = layout.compact ? 0 : layout.count - 1
    let visible = node.children.filter { !$0.isHiddenByLayout }
    return visible.filter { $0.key.slot == last } + visible.filter { $0.key.slot > last }
      + visible.filter { $0.key.slot < last }
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    list.append(.pushClip(node.presentedFrame))
    let background = Color.windowBackground.resolved(in: node.environment).opacity(opacity)
    let hairline = DividerKind.thickness(node.graph)
    for child in shown(node) {
      if child.key.slot < layout.count - 1 || layout.arrangement == .prominentDetail {
        list.append(.fill(child.presentedFrame, cornerRadius: 0, color: background))
      }
      child.draw(into: &list, opacity: opacity)
      if !layout.compact, child.key.slot < layout.count - 1 {
        let f = child.presentedFrame
        list.append(
          .fill(
            CGRect(x: f.maxX - hairline, y: f.minY, width: hairline, height: f.height),
            cornerRadius: 0, color: DividerKind.color.opacity(opacity)))
      }
    }
    list.append(.popClip)
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] {
    shown(node).flatMap(\.leaves).reversed()
  }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.children = shown(node).flatMap(\.leaves).map { $0.dump() }
  }
}
