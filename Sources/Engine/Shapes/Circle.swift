import Foundation

/// A circle as wide as its frame's shorter side, centred in the frame (SwiftUI's `Circle`).
public struct Circle: InsettableShape {
  public init() {}

  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(
        x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }

  public func inset(by amount: CGFloat) -> some InsettableShape { plainInset(by: amount) }
}

extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}
