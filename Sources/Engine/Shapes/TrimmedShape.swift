import Foundation

/// A shape cut to the part of its outline between two fractions of its length (SwiftUI's
/// `trim(from:to:)`; see `Path.trimmedPath`).
struct TrimmedShape<Base: Shape>: Shape {
  var base: Base
  var from: CGFloat
  var to: CGFloat

  func path(in rect: CGRect) -> Path {
    base.path(in: rect).trimmedPath(from: from, to: to)
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

extension Shape {
  /// The part of the shape's outline from `startFraction` to `endFraction` of its length
  /// (starting where its path starts: a rectangle's top-left corner, a circle's rightmost
  /// point), as a shape to fill or stroke.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    TrimmedShape(base: self, from: startFraction, to: endFraction)
  }
}
