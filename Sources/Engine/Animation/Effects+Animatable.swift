import Foundation

// What effects' changes interpolate (Graph/KindTrack.swift draws them), as SwiftUI's
// `_BlurEffect`, `_ShadowEffect` and colour effects animate their parameters.

/// `blur`: the radius.
extension BlurEffect: AnimatableKind {
  var animatableData: CGFloat {
    get { radius }
    set { radius = max(newValue, 0) }
  }
}

/// `shadow`: the colour (in linear light), the radius and the offset.
extension ShadowEffect: AnimatableKind {
  var animatableData: AnimatablePair<LinearColor, AnimatablePair<CGFloat, CGSize.AnimatableData>>
  {
    get { AnimatablePair(LinearColor(color), AnimatablePair(radius, offset.animatableData)) }
    set {
      color = color.replaced(by: newValue.first)
      radius = max(newValue.second.first, 0)
      offset.animatableData = newValue.second.second
    }
  }
}

/// `colorMultiply`: the colour, in linear light.
extension ColorMultiplyEffect: AnimatableKind {
  var animatableData: LinearColor {
    get { LinearColor(color) }
    set { color = color.replaced(by: newValue) }
  }
}

/// `brightness`, `contrast`, `saturation`, `grayscale`, `colorInvert`: the matrix's 20
/// entries (each matrix is linear in its amount, so this is the amount interpolated);
/// `hueRotation`: its angle. A hue rotation and another colour effect do not interpolate.
extension ColorEffect: AnimatableKind {
  var animatableData: ComponentVector {
    get { ComponentVector(values: hueAngle.map { [$0] } ?? matrix.rows.flatMap { $0 }) }
    set {
      if hueAngle != nil, newValue.values.count == 1 {
        hueAngle = newValue.values[0]
        matrix = .hueRotation(newValue.values[0])
      } else if hueAngle == nil, newValue.values.count == 20 {
        matrix.rows = (0..<4).map { Array(newValue.values[(5 * $0)..<(5 * $0 + 5)]) }
      }
    }
  }
}

extension Color {
  /// `self`, unless `linear` is another colour: a colour that is not moving keeps its
  /// dark-appearance variant, which a round trip through linear light would drop.
  func replaced(by linear: LinearColor) -> Color {
    let moved = linear.color
    return moved == LinearColor(self).color ? self : moved
  }
}
