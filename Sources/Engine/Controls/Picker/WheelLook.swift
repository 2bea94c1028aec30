import Foundation

/// The wheel picker's metrics and the drum's arithmetic.
///
/// Apple publishes no numbers for the wheel. The row pitch (32 pt), the band's corner
/// (8 pt) and its 8-pt inset from the sides, and the 21-pt titles are measured from iOS 17's
/// wheel; the band is UIKit's `tertiarySystemFill` (#767680 at 12 %). iOS's drum shows about
/// seven rows in its 216-pt `UIPickerView`; Engine's turns 30° per row, so five rows show
/// (the selected one level, two tilting away on each side) in 2 × r × sin 75° ≈ 118 pt,
/// where r = 32 pt / 30° ≈ 61 pt is the radius that keeps the middle rows 32 pt apart.
enum WheelLook {
  static let rowHeight: CGFloat = 32
  /// The drum turns this much from one row to the next: 30°.
  static let rowAngle = Double.pi / 6
  /// The drum's radius: a row's height along its surface at the middle.
  static let radius = rowHeight / CGFloat(rowAngle)
  /// Five rows' worth of drum: the middle row and two and a half on each side, projected.
  static let height = (2 * radius * CGFloat(sin(2.5 * rowAngle))).rounded()
  static let bandCorner: CGFloat = 8
  static let bandInset: CGFloat = 8
  static let band = Color(red8: 0x76, green8: 0x76, blue8: 0x80, alpha8: 0x1F)
  static let fontSize: CGFloat = 21
  /// How the drum comes to rest: a stand-in for UIPickerView's deceleration.
  static let settle = Animation.snappy(duration: 0.25)

  /// The rows on the near half of the drum at `position`: those less than 90° away.
  static func visibleRows(around position: Double, count: Int) -> [Int] {
    guard count > 0, position.isFinite else { return [] }
    let reach = Double.pi / 2 / rowAngle
    // Strictly inside 90°: a row at 90° is edge-on and draws nothing.
    let first = max(Int((position - reach).rounded(.down)) + 1, 0)
    let last = min(Int((position + reach).rounded(.up)) - 1, count - 1)
    return first <= last ? Array(first...last) : []
  }

  /// The drum's position while a drag that began at `start` is at `y`: one row per row
  /// height travelled, up bringing later rows in, held within the first and last rows.
  static func position(dragging start: WheelDragStart, to y: CGFloat, count: Int) -> Double {
    let p = start.position - Double((y - start.y) / rowHeight)
    return min(max(p, 0), Double(max(count - 1, 0)))
  }

  /// The row the drum comes to rest on when a drag ends at `y`: the nearest to where it was
  /// turned, or, for a click (the pointer moved less than a quarter row), the row drawn
  /// under the pointer (the drum's arcsine of its height from the middle).
  static func rest(dragging start: WheelDragStart, to y: CGFloat, in frame: CGRect, count: Int)
    -> Int
  {
    let last = max(count - 1, 0)
    guard y.isFinite else { return min(max(Int(start.position.rounded()), 0), last) }
    if abs(y - start.y) < rowHeight / 4 {
      let h = Double(min(max((y - frame.midY) / radius, -1), 1))
      let rows = (asin(h) / rowAngle).rounded()
      return min(max(Int(start.position.rounded() + rows), 0), last)
    }
    return min(max(Int(position(dragging: start, to: y, count: count).rounded()), 0), last)
  }

  /// The choice ↑ or ↓ selects from `selected` (nothing selected: the first), stopping at
  /// the ends; nil for keys the wheel does not take.
  static func keyed(_ key: KeyEquivalent, from selected: Int?, count: Int) -> Int? {
    guard count > 0 else { return nil }
    switch key {
    case .upArrow: return max((selected ?? 0) - 1, 0)
    case .downArrow: return min(selected.map { $0 + 1 } ?? 0, count - 1)
    default: return nil
    }
  }
}
