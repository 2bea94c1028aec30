import Foundation

/// The foreground style as a shape style (SwiftUI's `ForegroundStyle`, `.foreground`):
/// whatever `foregroundStyle` set around the shape, black where nothing did.
public struct ForegroundStyle: ShapeStyle, Sendable, Hashable {
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A gradient (or colour) set with `foregroundStyle(_:)`, with the foreground colour that
/// was current when it was set: a `foregroundStyle(Color)` inside it changes that colour,
/// and then the colour wins (the later, inner setting, as in SwiftUI).
struct ForegroundPaint {
  let style: any PaintResolving
  let colorWhenSet: Color?
}

private struct ForegroundPaintKey: EnvironmentKey {
  static var defaultValue: ForegroundPaint? { nil }
}

extension EnvironmentValues {
  var foregroundPaint: ForegroundPaint? {
    get { self[ForegroundPaintKey.self] }
    set { self[ForegroundPaintKey.self] = newValue }
  }

  /// The paint for shapes drawn with the foreground style in a frame `rect`.
  @MainActor
  func foregroundShapePaint(in rect: CGRect) -> DisplayPaint {
    if let style = foregroundShapeStyle { return style.paint(in: rect, environment: self) }
    return .color((foregroundColor ?? TextContent.defaultColor).resolved(in: self))
  }

  /// The style (a gradient) `foregroundStyle` set for the shapes inside, unless a
  /// foreground colour set inside it wins. A shape takes it as its own style, so its
  /// geometry animates as a gradient given to `fill` does (ShapeView.swift).
  var foregroundShapeStyle: (any PaintResolving)? {
    guard let p = foregroundPaint, p.colorWhenSet == foregroundColor else { return nil }
    return p.style
  }
}

extension View {
  /// Shapes inside are filled and stroked with `style` by default (a gradient here; text
  /// keeps the foreground colour: Engine draws text in one colour).
  public func foregroundStyle<S: ShapeStyle & Sendable>(_ style: S) -> some View {
    EnvironmentModifier(content: self) { env in
      if let color = style as? Color {
        env.foregroundColor = color
        env.foregroundPaint = nil
      } else if let paint = style as? any PaintResolving {
        env.foregroundPaint = ForegroundPaint(style: paint, colorWhenSet: env.foregroundColor)
      }
    }
  }
}
