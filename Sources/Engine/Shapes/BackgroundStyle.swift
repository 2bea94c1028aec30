import Foundation

/// The background style as a shape style (SwiftUI's `BackgroundStyle`, `.background`): the
/// window's background, iOS's `systemBackground` (white in light appearance, black in
/// dark), so a shape filled with it matches what is behind the content.
public struct BackgroundStyle: ShapeStyle, Sendable, Hashable {
  public init() {}
}

extension BackgroundStyle: PaintResolving {
  func paint(in rect: CGRect, environment: EnvironmentValues) -> DisplayPaint {
    .color(Color.windowBackground.resolved(in: environment))
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}
