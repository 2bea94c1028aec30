import Foundation

// What each view's changes interpolate (Graph/KindTrack.swift draws them).

extension OpacityEffect: AnimatableKind {
  var animatableData: Double {
    get { opacity }
    set { opacity = min(max(newValue, 0), 1) }
  }
}

extension ScaleEffect: AnimatableKind {
  var animatableData: CGSize.AnimatableData {
    get { scale.animatableData }
    set { scale.animatableData = newValue }
  }
}

/// `rotationEffect`: the angle (in radians, so a whole turn goes round) and the anchor, as
/// SwiftUI's `_RotationEffect` animates them.
extension RotationEffect: AnimatableKind {
  var animatableData: AnimatablePair<Double, UnitPoint.AnimatableData> {
    get { AnimatablePair(angle.radians, anchor.animatableData) }
    set { (angle.radians, anchor.animatableData) = (newValue.first, newValue.second) }
  }
}

extension UnitPoint: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

/// A colour view's colour, in linear light (Animation/LinearColor.swift).
extension FillKind: AnimatableKind {
  var animatableData: LinearColor {
    get { LinearColor(fill.color) }
    set { fill.color = newValue.color }
  }
}

/// A symbol's tint, in linear light.
extension SymbolImageKind: AnimatableKind {
  var animatableData: LinearColor {
    get { LinearColor(color) }
    set { color = newValue.color }
  }
}

/// A shape's own data (a custom shape's parameters, a corner radius, a trim) and its
/// paint: a solid colour, or a gradient's stops in linear light and its style's geometry
/// (Animation/ComponentVector+Paint.swift).
extension ShapeKind: AnimatableKind {
  var animatableData: AnimatablePair<S.AnimatableData, ComponentVector> {
    get {
      AnimatablePair(
        shape.animatableData, paintOverride ?? ComponentVector(stylePaint, source: source))
    }
    set {
      shape.animatableData = newValue.first
      paintOverride = newValue.second
    }
  }

  /// The style's paint, for its colours (in a unit frame: an elliptical gradient is a
  /// colour in an empty one).
  private var stylePaint: DisplayPaint {
    var plain = self
    plain.paintOverride = nil
    return plain.paint(in: CGRect(x: 0, y: 0, width: 1, height: 1))
  }
}

extension RoundedRectangle {
  public var animatableData: CGSize.AnimatableData {
    get { cornerSize.animatableData }
    set { cornerSize.animatableData = newValue }
  }
}

extension RectangleCornerRadii: Animatable {
  public var animatableData:
    AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
  {
    get {
      AnimatablePair(
        AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing))
    }
    set {
      (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
      (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
    }
  }
}

extension UnevenRoundedRectangle {
  public var animatableData: RectangleCornerRadii.AnimatableData {
    get { cornerRadii.animatableData }
    set { cornerRadii.animatableData = newValue }
  }
}

/// `trim(from:to:)`: the base shape's data, then the two fractions.
extension TrimmedShape {
  var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(base.animatableData, AnimatablePair(from, to)) }
    set {
      base.animatableData = newValue.first
      (from, to) = (newValue.second.first, newValue.second.second)
    }
  }
}

/// An inset shape (`strokeBorder`): the base shape's data, then the inset.
extension InsetBuiltInShape {
  var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
    get { AnimatablePair(base.animatableData, amount) }
    set { (base.animatableData, amount) = (newValue.first, newValue.second) }
  }
}
