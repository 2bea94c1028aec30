import Engine
import Fixtures
import Foundation
import Testing

/// A random row: its stack, tiles and bounds, all in quarter points so that sums of them
/// are exact in floating point.
private struct RandomRow: CustomStringConvertible {
  var stack: OverlappingHStack
  var sizes: [CGSize]
  var bounds: CGRect

  var slot: CGSize {
    CGSize(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
  }

  var idealWidth: CGFloat {
    let n = CGFloat(sizes.count)
    return sizes.isEmpty ? 0 : n * slot.width + (n - 1) * stack.spacing
  }

  var description: String {
    "\(sizes.count) tiles \(sizes), slot \(slot), \(stack), bounds \(bounds)"
  }

  static func quarter(_ range: ClosedRange<Int>, using rng: inout SplitMix64) -> CGFloat {
    CGFloat(Int.random(in: range, using: &rng)) / 4
  }

  /// Draws a row that fits, overlaps, or is narrower than one tile, about a third each.
  static func random(using rng: inout SplitMix64) -> RandomRow {
    let count = Int.random(in: 0...24, using: &rng)
    let sizes = (0..<count).map { _ in
      CGSize(width: quarter(0...320, using: &rng), height: quarter(0...320, using: &rng))
    }
    let stack = OverlappingHStack(
      alignment: HorizontalAlignment.allCases.randomElement(using: &rng)!,
      spacing: quarter(0...64, using: &rng),
      zOrder: OverlappingHStack.ZOrder.allCases.randomElement(using: &rng)!,
      raisedIndex: Bool.random(using: &rng) ? Int.random(in: -1...count, using: &rng) : nil)
    var row = RandomRow(stack: stack, sizes: sizes, bounds: .zero)
    let ideal = Int(row.idealWidth * 4)
    let slot = Int(row.slot.width * 4)
    let width: CGFloat
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: width = quarter(ideal...(ideal + 800), using: &rng)
    case 1: width = quarter(min(slot, ideal)...max(slot, ideal), using: &rng)
    default: width = quarter(0...slot, using: &rng)
    }
    row.bounds = CGRect(
      x: quarter(-2000...2000, using: &rng), y: quarter(-2000...2000, using: &rng),
      width: width, height: quarter(0...400, using: &rng))
    return row
  }
}

@MainActor
struct OverlappingHStackPropertyTests {
  typealias Fixtures = LayoutFixtures
  static let rowsPerSeed = 600

  @Test(arguments: 1...8 as ClosedRange<UInt64>)
  func randomRowsKeepEveryPlacementRule(seed: UInt64) {
    var rng = SplitMix64(state: seed)
    for _ in 0..<Self.rowsPerSeed {
      let row = RandomRow.random(using: &rng)
      check(row)
    }
  }

  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func randomCollapsesKeepTheLargestRowWithTheSliver(seed: UInt64) {
    var rng = SplitMix64(state: seed &* 1000)
    for _ in 0..<2000 {
      let count = Int.random(in: 0...60, using: &rng)
      let tileWidth = RandomRow.quarter(0...240, using: &rng)
      let width = RandomRow.quarter(0...2400, using: &rng)
      let stack = OverlappingHStack(
        spacing: RandomRow.quarter(0...40, using: &rng),
        minimumSliver: RandomRow.quarter(0...80, using: &rng))
      // The whole row steps (W − tileWidth)/(count − 1); collapsed to m tiles in all, the
      // badge beside the last tile, (W − 2·tileWidth)/(m − 2), more than three only from
      // 3·tileWidth.
      func keepsSliver(_ m: Int) -> Bool {
        (width - tileWidth) / CGFloat(m - 1) >= stack.minimumSliver
      }
      func collapsedKeepsSliver(_ m: Int) -> Bool {
        width >= 3 * tileWidth
          && (width - 2 * tileWidth) / CGFloat(m - 2) >= stack.minimumSliver
      }
      let n = CGFloat(count)
      let overlapping = count >= 2 && width < n * tileWidth + (n - 1) * stack.spacing
      guard let collapsed = stack.collapse(count: count, tileWidth: tileWidth, width: width)
      else {
        #expect(
          !overlapping || stack.minimumSliver == 0 || count <= 3 || keepsSliver(count))
        continue
      }
      #expect(overlapping && stack.minimumSliver > 0)
      #expect(collapsed.kept >= 2 && collapsed.kept + 1 < count)
      #expect(collapsed.kept + collapsed.hidden == count)
      #expect(!keepsSliver(count))
      #expect(collapsed.kept == 2 || collapsedKeepsSliver(collapsed.kept + 1))
      #expect(collapsed.kept + 2 == count || !collapsedKeepsSliver(collapsed.kept + 2))
    }
  }

  private func check(_ row: RandomRow) {
    let result = row.stack.laidOut(
      in: row.bounds, proposal: ProposedViewSize(row.bounds.size),
      subviews: Fixtures.tiles(row.sizes))
    let n = row.sizes.count
    let bounds = row.bounds
    let slot = row.slot

    #expect(result.frames.count == n, "\(row)")
    #expect(result.size == CGSize(width: bounds.width, height: slot.height), "\(row)")
    #expect(result.frames.allSatisfy(Fixtures.isFinite), "\(row)")
    #expect(result.frames.allSatisfy { $0.midY == bounds.midY }, "\(row)")
    #expect(result.frames.map(\.size) == row.sizes, "\(row)")
    checkDrawOrder(result, row)
    guard n > 0 else { return }

    if bounds.width >= row.idealWidth {
      // Fitting: each tile's leading edge is its slot's, exactly mw + s after the previous.
      let edges = result.frames.map(\.minX)
      for i in 1..<n {
        #expect(edges[i] - edges[i - 1] == slot.width + row.stack.spacing, "\(row)")
      }
      let leadingGap = edges[0] - bounds.minX
      let trailingGap = bounds.maxX - (edges[n - 1] + slot.width)
      #expect(leadingGap >= 0 && trailingGap >= 0, "\(row)")
      switch row.stack.alignment {
      case .leading: #expect(leadingGap == 0, "\(row)")
      case .center: #expect(leadingGap == trailingGap, "\(row)")
      case .trailing: #expect(trailingGap == 0, "\(row)")
      default: Issue.record("unknown alignment \(row)")
      }
    } else if n == 1 || bounds.width < slot.width {
      // Narrower than one slot: every slot starts at the leading edge.
      for frame in result.frames {
        #expect(Fixtures.close(frame.midX, bounds.minX + slot.width / 2), "\(row)")
      }
    } else {
      // Overlapping: slots step evenly from the leading edge to the trailing edge.
      let centres = result.frames.map(\.midX)
      let tolerance = 1e-9 * max(1, abs(bounds.minX), abs(bounds.maxX))
      #expect(Fixtures.close(centres[0] - slot.width / 2, bounds.minX), "\(row)")
      #expect(Fixtures.close(centres[n - 1] + slot.width / 2, bounds.maxX), "\(row)")
      for i in 1..<n {
        #expect(centres[i] >= centres[i - 1], "\(row)")
        if bounds.width > slot.width { #expect(centres[i] > centres[i - 1], "\(row)") }
      }
      for (frame, centre) in zip(result.frames, centres) {
        #expect(centre - slot.width / 2 >= bounds.minX - tolerance, "\(row)")
        #expect(centre + slot.width / 2 <= bounds.maxX + tolerance, "\(row)")
        #expect(frame.minX >= bounds.minX - tolerance, "\(row)")
        #expect(frame.maxX <= bounds.maxX + tolerance, "\(row)")
      }
    }
  }

  /// Draw order is the tiles sorted by rank under the z-order, the raised tile last.
  private func checkDrawOrder(_ result: LaidOut, _ row: RandomRow) {
    let n = row.sizes.count
    var expected = Array(0..<n)
    if row.stack.zOrder == .firstOnTop { expected.reverse() }
    if let raised = row.stack.raisedIndex, (0..<n).contains(raised) {
      expected.removeAll { $0 == raised }
      expected.append(raised)
    }
    #expect(result.drawOrder == expected, "\(row)")
  }
}
