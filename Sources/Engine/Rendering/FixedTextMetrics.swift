import Foundation

/// Text measured by arithmetic alone, without a font: each character `characterWidth` of
/// the point size wide (an emoji or a symbol `emojiWidth`), a line `lineHeight` sizes tall.
///
/// For the tests, the soak, the fuzzers and the benchmarks, whose numbers must not depend on
/// the fonts a machine has: expected frames are plain arithmetic.
public struct FixedTextMetrics: TextMeasuring, Sendable {
  public var characterWidth: CGFloat
  public var emojiWidth: CGFloat
  public var lineHeight: CGFloat

  public init(characterWidth: CGFloat = 0.5, emojiWidth: CGFloat = 1, lineHeight: CGFloat = 1.2) {
    self.characterWidth = characterWidth
    self.emojiWidth = emojiWidth
    self.lineHeight = lineHeight
  }

  public func size(of text: String, font: FontSpec) -> CGSize {
    let perCharacter = font.role == .label ? characterWidth : emojiWidth
    return CGSize(
      width: CGFloat(text.count) * font.size * perCharacter, height: font.size * lineHeight)
  }
}
