import Foundation

extension OverlappingHStack {
  /// The arithmetic of a row, for the inspector, the layout dump and the trace.
  public struct Metrics: Sendable, Equatable {
    /// The width every slot takes spread out at the spacing: n·tileWidth + (n−1)·spacing.
    public var idealWidth: CGFloat
    /// Whether the slots overlap: two or more tiles narrower than `idealWidth`.
    public var overlapping: Bool
    /// The distance between successive slots' centres when overlapping; nil when the row
    /// fits.
    public var step: CGFloat?

    public init(idealWidth: CGFloat, overlapping: Bool, step: CGFloat?) {
      self.idealWidth = idealWidth
      self.overlapping = overlapping
      self.step = step
    }
  }

  /// The metrics of `count` slots of `tileWidth` in a row `width` wide.
  ///
  /// The stack places its tiles by these numbers, so what the inspector shows is what is
  /// drawn. The step is (width − tileWidth)/(count − 1), floored at 0 for a row narrower
  /// than one slot. No tiles have an ideal width of 0.
  /// - Complexity: O(1).
  public static func metrics(
    count: Int, tileWidth: CGFloat, spacing: CGFloat, width: CGFloat
  ) -> Metrics {
    guard count > 0 else { return Metrics(idealWidth: 0, overlapping: false, step: nil) }
    let n = CGFloat(count)
    let idealWidth = n * tileWidth + (n - 1) * spacing
    guard count >= 2, width < idealWidth else {
      return Metrics(idealWidth: idealWidth, overlapping: false, step: nil)
    }
    return Metrics(
      idealWidth: idealWidth, overlapping: true, step: max(0, (width - tileWidth) / (n - 1)))
  }

  /// Extra room (points) a collapsed row needs before it shows one more tile, so that a row
  /// at the boundary does not flip with every pixel of width (hand-tuned: a third of the
  /// default sliver).
  public static let collapseHysteresis: CGFloat = 4

  /// How a row too crowded to show every tile collapses: the first `kept − 1` tiles, a "+N"
  /// badge for the `hidden` ones, and the last tile; nil when no collapse is needed.
  ///
  /// Why: past a point, overlapping more tiles only shows slivers too thin to recognise; a
  /// badge says how many are hidden instead. Keeping the last tile keeps the row's promise
  /// (first tile at the leading edge, last at the trailing edge). The badge is one more tile
  /// of `tileWidth`, set beside the last tile rather than over it (`collapsedStep`): the
  /// last tile and the badge take the trailing 2·`tileWidth`, and the kept tiles overlap in
  /// front of the badge. With m tiles in all (kept plus badge) the step between the kept
  /// tiles and the badge is (width − 2·tileWidth)/(m − 2); this picks the largest m whose
  /// step is at least `minimumSliver`, never fewer than three (first, badge, last) and only
  /// three where the badge would reach into the first tile (width < 3·tileWidth), and
  /// collapses only when the whole row's step, (width − tileWidth)/(count − 1), is below
  /// it. Never collapses a row that fits, a row of three or fewer, or when `minimumSliver`
  /// is 0.
  /// - Parameters:
  ///   - count: How many tiles the row has.
  ///   - tileWidth: The slot width (the widest tile, which the badge also takes).
  ///   - width: The row's width.
  ///   - previousTiles: The tiles in all the row showed last time (kept plus badge, or
  ///     `count`): showing more than that needs `collapseHysteresis` more room per step.
  /// - Returns: `kept` tiles to show and `hidden` for the badge to count
  ///   (`kept + hidden == count`), or nil to show every tile.
  /// - Complexity: O(1).
  public func collapse(
    count: Int, tileWidth: CGFloat, width: CGFloat, previousTiles: Int? = nil
  ) -> (kept: Int, hidden: Int)? {
    guard count > 3, minimumSliver > 0, width.isFinite else { return nil }
    let metrics = Self.metrics(count: count, tileWidth: tileWidth, spacing: spacing, width: width)
    guard metrics.overlapping else { return nil }
    // Growing past what was shown needs the extra room; staying or shrinking does not.
    func needed(_ m: Int) -> CGFloat {
      previousTiles.map { m > $0 ? minimumSliver + Self.collapseHysteresis : minimumSliver }
        ?? minimumSliver
    }
    if (width - tileWidth) / CGFloat(count - 1) >= needed(count) { return nil }
    // More than the fewest only where the badge clears the first tile (3·tileWidth): below
    // that the fewest sit side by side, smaller (`narrowScale`), so the size never jumps.
    func stepKeepsSliver(tiles m: Int) -> Bool {
      width >= 3 * tileWidth
        && Self.collapsedStep(tiles: m, tileWidth: tileWidth, width: width) >= needed(m)
    }
    // Estimate m from m − 2 ≤ (width − 2·tileWidth)/sliver, then settle it with the exact
    // test above so that float rounding cannot move the boundary.
    let room = (width - 2 * tileWidth) / minimumSliver
    var tiles = room >= 1 && room < CGFloat(count) ? Int(room.rounded(.down)) + 2 : 3
    tiles = min(max(tiles, 3), count - 1)
    while tiles > 3 && !stepKeepsSliver(tiles: tiles) { tiles -= 1 }
    while tiles + 1 < count && stepKeepsSliver(tiles: tiles + 1) { tiles += 1 }
    return (kept: tiles - 1, hidden: count - (tiles - 1))
  }

  /// The step between a collapsed row's kept tiles and its badge, `tiles` in all (kept plus
  /// badge, at least three), the last tile and the badge side by side at the trailing end:
  /// (width − 2·tileWidth)/(tiles − 2).
  ///
  /// Why: drawn above its neighbours at the row's even step, the badge covered all of the
  /// last tile but a sliver; beside it, the row still ends in its last tile, whole.
  /// - Complexity: O(1).
  public static func collapsedStep(tiles: Int, tileWidth: CGFloat, width: CGFloat) -> CGFloat {
    (width - 2 * tileWidth) / CGFloat(max(tiles - 2, 1))
  }

  /// How much a row down to its fewest tiles scales them (1: not at all), so that it shows
  /// its first and last tile, and a badge between them, without covering them.
  ///
  /// Why: the fewest a row shows are its first tile, the badge and its last tile (or the two
  /// or three tiles of a row that never collapses). The badge is drawn above its neighbours:
  /// overlapping them, it would cover all but a sliver of the only two tiles left, so a
  /// collapsed row of three slots sets them side by side, touching (tile width and step both
  /// width/3), smaller when it must be. A row of two or three tiles overlaps as usual down to
  /// `minimumSliver`, and below it (where it would show one tile over the other) it too gets
  /// smaller, side by side.
  /// - Parameters:
  ///   - shown: How many slots the row shows (kept tiles plus badge, or every tile).
  ///   - collapsed: Whether one of them is the badge.
  ///   - tileWidth: The slot width before this scaling.
  ///   - width: The row's width.
  /// - Returns: A factor in 0...1; 1 for more than three slots, `minimumSliver` 0 (the row
  ///   piles up as the caller asked), or a row that already fits that way.
  /// - Complexity: O(1).
  func narrowScale(shown: Int, collapsed: Bool, tileWidth: CGFloat, width: CGFloat) -> CGFloat {
    guard (2...3).contains(shown), minimumSliver > 0, tileWidth > 0, width.isFinite else {
      return 1
    }
    let m = CGFloat(shown)
    let metrics = Self.metrics(count: shown, tileWidth: tileWidth, spacing: spacing, width: width)
    guard let step = metrics.step, step < (collapsed ? tileWidth : minimumSliver) else { return 1 }
    return min(1, max(width, 0) / m / tileWidth)
  }
}
