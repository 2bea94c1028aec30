import Foundation

/// A rectangle whose shorter sides are rounded to half its shorter side (SwiftUI's
/// `Capsule`): `.circular` ends are semicircles, `.continuous` ones the smoothed curve.
public struct Capsule: InsettableShape {
  public var style: RoundedCornerStyle

  public init(style: RoundedCornerStyle = .continuous) {
    self.style = style
  }

  public func path(in rect: CGRect) -> Path {
    let r = min(rect.width, rect.height) / 2
    return Path(roundedRect: rect, cornerRadius: r, style: style)
  }

  public func inset(by amount: CGFloat) -> some InsettableShape { plainInset(by: amount) }
}

extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
