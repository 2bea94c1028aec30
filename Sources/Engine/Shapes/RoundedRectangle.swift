import Foundation

/// A rectangle with rounded corners filling its frame (SwiftUI's `RoundedRectangle`): the
/// corners are clamped to half the shorter side; `.continuous` (the default, as in SwiftUI)
/// draws the smoothed curve described at `Path.addRoundedRect`.
public struct RoundedRectangle: InsettableShape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle

  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }

  /// Inset by `amount`, the corners' radii less `amount` (never below 0).
  public func inset(by amount: CGFloat) -> some InsettableShape {
    InsetBuiltInShape(base: self, amount: amount) { s, a in
      RoundedRectangle(
        cornerSize: CGSize(
          width: max(s.cornerSize.width - a, 0), height: max(s.cornerSize.height - a, 0)),
        style: s.style)
    }
  }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle: `.rect(cornerRadius:)`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}
