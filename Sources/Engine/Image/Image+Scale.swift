import Foundation

extension Image {
  /// A scale to apply to vector images relative to text (SwiftUI's `Image.Scale`).
  ///
  /// The factors are Apple's: AppKit's documentation of `NSImage.SymbolScale` calls the
  /// small scale "approximately 20% smaller" than medium and the large one "approximately
  /// 30% larger"; medium matches the text.
  public enum Scale: Sendable, Hashable {
    case small, medium, large

    /// The symbol's size relative to the font's.
    var factor: CGFloat {
      switch self {
      case .small: return 0.8
      case .medium: return 1
      case .large: return 1.3
      }
    }
  }
}

/// How a symbol's layers are coloured (SwiftUI's `SymbolRenderingMode`). Engine draws a
/// symbol in one colour, so `monochrome` is the one mode it has.
public struct SymbolRenderingMode: Sendable, Hashable {
  let name: String

  /// One colour, the foreground style, for every layer.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
}

extension EnvironmentValues {
  /// The image scale for this environment (medium unless set).
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }

  /// The rendering mode of symbol images here; nil is the symbol's own (monochrome, for
  /// every symbol Engine draws).
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
}

private struct ImageScaleKey: EnvironmentKey {
  static let defaultValue = Image.Scale.medium
}

private struct SymbolRenderingModeKey: EnvironmentKey {
  static let defaultValue: SymbolRenderingMode? = nil
}

extension View {
  /// Scales symbol images inside to one of the relative sizes: small, medium or large.
  public func imageScale(_ scale: Image.Scale) -> some View {
    EnvironmentModifier(content: self) { $0.imageScale = scale }
  }

  /// Sets the rendering mode of symbol images inside.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    EnvironmentModifier(content: self) { $0.symbolRenderingMode = mode }
  }
}
