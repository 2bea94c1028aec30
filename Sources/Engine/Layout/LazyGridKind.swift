import Foundation

/// A `LazyVGrid` or `LazyHGrid` node. Written once for the grid's growing axis (`axis`):
/// the grid items make tracks across it (columns of a vertical grid), the views fill the
/// tracks in order, and each line along it (a row of a vertical grid) is as long as its
/// longest view, `spacing` apart.
struct LazyGridKind: NodeKind {
  let axis: Axis
  let items: [GridItem]
  /// Where the tracks sit across the grid when they leave space, as a fraction.
  let alignment: CGFloat
  let spacing: CGFloat

  /// What `size` and `place` share: the tracks, and each line's length.
  struct Lines {
    var tracks: GridTrackLayout
    var lengths: [CGFloat]
  }

  private func across(_ p: ProposedViewSize) -> CGFloat? {
    axis == .vertical ? p.width : p.height
  }

  /// A view's proposal in a track `length` across, unspecified along the grid.
  private func cellProposal(_ length: CGFloat) -> ProposedViewSize {
    axis == .vertical
      ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
  }

  @MainActor
  private func lines(_ node: ViewNode, _ p: ProposedViewSize, _ context: LayoutContext) -> Lines {
    let tracks = GridTrackLayout(items, length: across(p))
    let n = tracks.tracks.count
    let subviews = node.items()
    guard n > 0 else { return Lines(tracks: tracks, lengths: []) }
    let count = (subviews.count + n - 1) / n
    var lengths = Array(repeating: CGFloat(0), count: count)
    for (i, item) in subviews.enumerated() {
      let s = item.node.sizeThatFits(cellProposal(tracks.tracks[i % n].length), in: context)
      lengths[i / n] = max(lengths[i / n], axis == .vertical ? s.height : s.width)
    }
    return Lines(tracks: tracks, lengths: lengths)
  }

  private func along(_ lengths: [CGFloat]) -> CGFloat {
    lengths.reduce(0, +) + CGFloat(max(lengths.count - 1, 0)) * spacing
  }

  func size(of node: ViewNode, for proposal: ProposedViewSize, in context: LayoutContext)
    -> CGSize
  {
    let l = lines(node, proposal, context.child())
    let width = across(proposal) ?? l.tracks.total
    let length = along(l.lengths)
    return axis == .vertical
      ? CGSize(width: width, height: length) : CGSize(width: length, height: width)
  }

  func place(
    _ node: ViewNode, in frame: CGRect, proposal: ProposedViewSize, context: LayoutContext
  ) {
    let inner = context.child()
    let l = lines(node, proposal, inner)
    let n = l.tracks.tracks.count
    guard n > 0 else { return }
    let vertical = axis == .vertical
    let room = vertical ? frame.width : frame.height
    let first = (vertical ? frame.minX : frame.minY) + (room - l.tracks.total) * alignment
    let trackStarts = l.tracks.starts(from: first)
    var lineStarts: [CGFloat] = []
    var x = vertical ? frame.minY : frame.minX
    for length in l.lengths {
      lineStarts.append(x)
      x += length + spacing
    }
    for (i, item) in node.items().enumerated() {
      let track = l.tracks.tracks[i % n]
      let line = i / n
      let space =
        vertical
        ? CGRect(
          x: trackStarts[i % n], y: lineStarts[line], width: track.length, height: l.lengths[line])
        : CGRect(
          x: lineStarts[line], y: trackStarts[i % n], width: l.lengths[line], height: track.length)
      let q = cellProposal(track.length)
      let size = item.node.sizeThatFits(q, in: inner)
      item.node.place(
        in: CGRect(origin: track.alignment.origin(of: size, in: space), size: size), proposal: q,
        attributes: item.attributes, context: inner)
    }
  }

  func draw(_ node: ViewNode, into list: inout DisplayList, opacity: Double) {
    // Views scrolled out of sight are not drawn, nor views no track took (no columns).
    let clip = node.graph.drawClip
    for item in node.items() where item.node.hasFrame {
      if let clip, !item.node.presentedFrame.intersects(clip) { continue }
      item.node.draw(into: &list, opacity: opacity)
    }
  }

  func hitChildren(of node: ViewNode) -> [ViewNode] { node.items().map(\.node).reversed() }

  func dump(_ node: ViewNode, into d: inout ViewDump) {
    d.children = node.items().map { $0.node.dump() }
  }
}

extension LazyGridKind: Equatable {
  /// The same grid: the same axis, spacing, alignment and items (`GridItem` itself, as
  /// SwiftUI's, is not `Equatable`).
  nonisolated static func == (a: LazyGridKind, b: LazyGridKind) -> Bool {
    a.axis == b.axis && a.alignment == b.alignment && a.spacing == b.spacing
      && a.items.count == b.items.count
      && zip(a.items, b.items).allSatisfy { x, y in
        x.spacing == y.spacing && x.alignment == y.alignment && same(x.size, y.size)
      }
  }

  nonisolated private static func same(_ a: GridItem.Size, _ b: GridItem.Size) -> Bool {
    switch (a, b) {
    case (.fixed(let x), .fixed(let y)): x == y
    case (.flexible(let x0, let x1), .flexible(let y0, let y1)),
      (.adaptive(let x0, let x1), .adaptive(let y0, let y1)):
      x0 == y0 && x1 == y1
    default: false
    }
  }
}
