import Foundation

extension String {
  /// Whether the first letter is in a right-to-left script (Hebrew, Arabic, Syriac,
  /// Thaana, N'Ko, Samaritan, Mandaic and their presentation forms): such a line's leading
  /// edge is its right, as the bidi algorithm's paragraph direction (rule P2) makes it.
  var startsRightToLeft: Bool {
    for s in unicodeScalars where s.properties.isAlphabetic {
      let v = s.value
      return (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v)
        || (0xFE70...0xFEFF).contains(v) || (0x10800...0x10FFF).contains(v)
        || (0x1E800...0x1EFFF).contains(v)
    }
    return false
  }
}

extension TextAlignment {
  /// Where a line of `text` sits in its frame, 0 at the left: leading is the right in a
  /// right-to-left layout, and for a line whose first letter is right to left.
  func fraction(for text: String, in direction: LayoutDirection) -> CGFloat {
    let rightToLeft = direction == .rightToLeft || (self != .center && text.startsRightToLeft)
    return rightToLeft ? 1 - fraction : fraction
  }
}
