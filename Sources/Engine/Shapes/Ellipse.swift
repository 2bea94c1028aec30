import Foundation

/// The ellipse inscribed in its frame (SwiftUI's `Ellipse`).
public struct Ellipse: InsettableShape {
  public init() {}

  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

  public func inset(by amount: CGFloat) -> some InsettableShape { plainInset(by: amount) }
}

extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}
