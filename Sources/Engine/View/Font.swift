import Foundation

/// A font: a size, a weight, a design and a slant (SwiftUI's `Font`).
///
/// The text styles take iOS 17's sizes at the default Dynamic Type setting (body 17 pt,
/// headline 17 pt semibold, largeTitle 34 pt …) and scale with the environment's
/// `dynamicTypeSize` (View/Font+DynamicType.swift); a font of a fixed size does not. The host
/// draws each design, weight and slant in an installed face (README "Text styles").
public struct Font: Sendable, Hashable {
  public var size: CGFloat
  public var weight: Weight
  /// The design (`.font(.system(.title, design: .rounded))`).
  var design: Design = .default
  /// Italic (`Font.italic()`).
  var isItalic = false
  /// The text style the size scales with under Dynamic Type; nil for a fixed size
  /// (`.system(size:)`).
  var textStyle: TextStyle?

  /// A font weight; Engine draws `.semibold` and heavier in bold.
  public struct Weight: Sendable, Hashable {
    let value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  /// Font designs, each drawn in its own installed face (README "Text styles").
  public enum Design: Sendable, Hashable {
    case `default`, serif, rounded, monospaced
  }

  public init(size: CGFloat, weight: Weight = .regular) {
    self.size = size
    self.weight = weight
  }

  /// The system font at `size` points.
  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default)
    -> Font
  {
    var font = Font(size: size, weight: weight)
    font.design = design
    return font
  }

  public static let largeTitle = Font(.largeTitle)
  public static let title = Font(.title)
  public static let title2 = Font(.title2)
  public static let title3 = Font(.title3)
  public static let headline = Font(.headline, weight: .semibold)
  public static let body = Font(.body)
  public static let callout = Font(.callout)
  public static let subheadline = Font(.subheadline)
  public static let footnote = Font(.footnote)
  public static let caption = Font(.caption)
  public static let caption2 = Font(.caption2)

  /// A text style's font at the default Dynamic Type size, scaling with it.
  private init(_ style: TextStyle, weight: Weight = .regular) {
    self.init(size: style.pointSize(at: .large), weight: weight)
    textStyle = style
  }

  /// The same font in `weight`.
  public func weight(_ weight: Weight) -> Font {
    var f = self
    f.weight = weight
    return f
  }

  /// The same font in bold.
  public func bold() -> Font { weight(.bold) }

  /// How `text` is set in this font at `dynamicTypeSize`: the emoji face for emoji, else
  /// the text face.
  func spec(for text: String, dynamicTypeSize: DynamicTypeSize = .large) -> FontSpec {
    var spec = FontSpec.forText(text, size: size(at: dynamicTypeSize))
    guard spec.role == .label else { return spec }
    spec.bold = weight.value >= Weight.semibold.value
    spec.italic = isItalic
    spec.design = design
    return spec
  }
}

/// How the lines of multi-line text align (SwiftUI's `TextAlignment`).
public enum TextAlignment: Sendable, Hashable, CaseIterable {
  case leading, center, trailing

  var fraction: CGFloat {
    switch self {
    case .leading: return 0
    case .center: return 0.5
    case .trailing: return 1
    }
  }
}
