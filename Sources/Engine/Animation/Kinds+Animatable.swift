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

/// A colour view's colour, in linear light (Animation/LinearColor.swift).
extension FillKind: AnimatableKind {
  var animatableData: LinearColor {
    get { LinearColor(fill.color) }
    set { fill.color = newValue.color }
  }
}

/// A shape's own data (a custom shape's parameters, a corner radius, a trim) and, when it
/// is filled or stroked with a solid colour, that colour in linear light.
extension ShapeKind: AnimatableKind {
  var animatableData: AnimatablePair<S.AnimatableData, LinearColor> {
    get { AnimatablePair(shape.animatableData, solidColor.map(LinearColor.init) ?? .zero) }
    set {
      shape.animatableData = newValue.first
      if solidColor != nil { colorOverride = newValue.second.color }
    }
  }

  /// The colour drawn when the style is one (a gradient is not interpolated).
  private var solidColor: Color? {
    if case .color(let c) = paint(in: .zero) { return c }
    return nil
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
