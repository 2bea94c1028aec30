import Foundation

/// A rectangle with a radius of its own at each corner (SwiftUI's
/// `UnevenRoundedRectangle`); leading is the left side (Engine lays out left to right).
public struct UnevenRoundedRectangle: InsettableShape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle

  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
  }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
  }

  /// Inset by `amount`, each radius less `amount` (never below 0).
  public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetBuiltInShape(base: self, amount: amount) { s, a in
      let r = s.cornerRadii
      return UnevenRoundedRectangle(
        cornerRadii: RectangleCornerRadii(
          topLeading: max(r.topLeading - a, 0), bottomLeading: max(r.bottomLeading - a, 0),
          bottomTrailing: max(r.bottomTrailing - a, 0), topTrailing: max(r.topTrailing - a, 0)),
        style: s.style)
    }
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }
}
