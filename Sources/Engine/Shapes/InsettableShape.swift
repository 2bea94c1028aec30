import Foundation

/// A shape that can be inset to draw a border inside its frame (SwiftUI's
/// `InsettableShape`; `strokeBorder` strokes the shape inset by half the line width).
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  /// The shape drawn `amount` points inside the frame it is given.
  func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape inset by `amount`: `base` (whose radii `shrink` reduces by the inset,
/// as SwiftUI's rounded shapes' insets keep their edges parallel) drawn in the rectangle
/// inset by `amount` on each side (a negative amount grows it).
struct InsetBuiltInShape<Base: Shape>: InsettableShape {
  var base: Base
  var amount: CGFloat
  let shrink: @MainActor @Sendable (Base, CGFloat) -> Base

  func path(in rect: CGRect) -> Path {
    let a = amount.isFinite ? amount : 0
    let w = max(rect.width - 2 * a, 0)
    let h = max(rect.height - 2 * a, 0)
    let inner = CGRect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
    return shrink(base, a).path(in: inner)
  }

  func inset(by more: CGFloat) -> InsetBuiltInShape<Base> {
    InsetBuiltInShape(base: base, amount: amount + more, shrink: shrink)
  }
}

extension InsettableShape {
  /// An inset of a shape whose path does not depend on the inset beyond its rectangle.
  func plainInset(by amount: CGFloat) -> InsetBuiltInShape<Self> {
    InsetBuiltInShape(base: self, amount: amount) { s, _ in s }
  }
}
