import Engine
import Foundation

/// Text metrics without a font library: every character is as wide as 0.6 of the point size
/// (an emoji glyph as wide as its size) and a line 1.2 sizes tall, like the test suite's.
struct FixedMetrics: TextMeasuring {
  func size(of text: String, font: FontSpec) -> CGSize {
    let perCharacter = font.role == .emoji ? 1.0 : 0.6
    return CGSize(
      width: CGFloat(text.count) * font.size * perCharacter, height: font.size * 1.2)
  }
}
