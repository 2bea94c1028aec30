import Foundation

/// A rectangle filling its frame (SwiftUI's `Rectangle`).
public struct Rectangle: InsettableShape {
  public init() {}

  public func path(in rect: CGRect) -> Path { Path(rect) }

  public func inset(by amount: CGFloat) -> some InsettableShape { plainInset(by: amount) }
}

extension Shape where Self == Rectangle {
  /// A rectangle: `.rect`.
  public static var rect: Rectangle { Rectangle() }
}
