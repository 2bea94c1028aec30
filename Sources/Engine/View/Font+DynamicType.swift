import Foundation

extension Font.TextStyle {
  /// The style's size in points at `size`: iOS's Dynamic Type table (Apple's Human Interface
  /// Guidelines, "Typography", the "Dynamic Type sizes" tables for iOS), one row per size
  /// category from xSmall to AX5.
  func pointSize(at size: DynamicTypeSize) -> CGFloat {
    row[DynamicTypeSize.allCases.firstIndex(of: size)!]
  }

  /// The style's points at xSmall, small, medium, large (the default), xLarge, xxLarge,
  /// xxxLarge, then AX1 to AX5.
  private var row: [CGFloat] {
    switch self {
    case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    }
  }
}

extension Font {
  /// The size at `dynamicTypeSize`: a text style's scales by its row of the table (a style's
  /// font whose size was changed keeps that size's ratio to the style's default); a fixed
  /// size stays, as SwiftUI's `.system(size:)` does.
  func size(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
    guard let textStyle, dynamicTypeSize != .large else { return size }
    return size * textStyle.pointSize(at: dynamicTypeSize) / textStyle.pointSize(at: .large)
  }
}

extension DynamicTypeSize {
  /// The size in `range` nearest to this one (itself when inside).
  func clamped<R: RangeExpression>(to range: R) -> DynamicTypeSize where R.Bound == Self {
    if range.contains(self) { return self }
    let all = Self.allCases
    let index = all.firstIndex(of: self)!
    return all.indices.filter { range.contains(all[$0]) }
      .min { abs($0 - index) < abs($1 - index) }.map { all[$0] } ?? self
  }
}
