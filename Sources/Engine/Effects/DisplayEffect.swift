import Foundation

/// What the display list's `.pushEffect` does to the commands up to its matching `popClip`:
/// they are drawn offscreen as one group, the effect is applied to that image, and the
/// result is composited with `opacity`.
///
/// Every geometry is relative to `frame`'s origin (the view's frame in window points), so
/// a group that moves without changing is the same effect: the renderer reuses its image.
public struct DisplayEffect: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// The group's alpha, blurred by `radius`, in `color`, moved by `offset`, under the group.
    case shadow(color: Color, radius: CGFloat, offset: CGSize)
    /// The group blurred by `radius`; `opaque` keeps it opaque and within its bounds.
    case blur(radius: CGFloat, opaque: Bool)
    /// The group drawn through `transform` (frame-relative points).
    case transform(DisplayTransform)
    /// The group drawn through a projective transform with perspective (frame-relative
    /// points), each pixel taken back through its inverse.
    case projection(ProjectionTransform)
    /// Each pixel's colour through the matrix.
    case color(ColorMatrix)
    /// The group combined with what is behind it by the mode.
    case blend(BlendMode)
    /// The group with its alpha multiplied by the alpha of its first subgroup, a
    /// `maskSource` (the mask's drawing, which is not shown itself).
    case mask
    /// The drawing of a `mask` group's mask: its first subgroup.
    case maskSource
    /// The group flattened and composited as one (`compositingGroup`, `drawingGroup`);
    /// `opaque` fills what is transparent with black, as a `drawingGroup(opaque: true)`.
    case group(opaque: Bool)
    /// What is already drawn under the frame, blurred by `radius` (reading `radius`'s reach
    /// around the frame, so that what lies just outside bleeds in), with the group drawn
    /// over it: a material's backdrop blur. The result covers the frame.
    case backdropBlur(radius: CGFloat)
  }

  /// The view's frame, window points.
  public var frame: CGRect
  public var kind: Kind
  /// The group's opacity, applied once to the composited result.
  public var opacity: Double

  public init(frame: CGRect, kind: Kind, opacity: Double) {
    self.frame = frame
    self.kind = kind
    self.opacity = opacity
  }

  /// Standard deviation of the Gaussian a shadow or blur of `radius` points applies: half
  /// the radius, the CSS rule for a blur radius ("a standard deviation equal to half the
  /// blur radius"), so that the visible falloff reaches about `radius` beyond the edge
  /// (two standard deviations hold 95% of the weight).
  public static func sigma(radius: CGFloat) -> CGFloat { max(radius, 0) / 2 }

  /// The largest blur or shadow radius drawn, in points; beyond it the blur is a flat wash
  /// that more radius would only make costlier. Hand-tuned.
  public static let maxRadius: CGFloat = 100

  /// How far a blur reaches beyond its source: three standard deviations (99.7% of the
  /// Gaussian's weight; the renderer's layer ends there).
  static func reach(radius: CGFloat) -> CGFloat { 3 * sigma(radius: radius) }

  /// The window rectangle (points) the effect's result can cover when the group's drawing
  /// covers `content`.
  public func extent(of content: CGRect) -> CGRect {
    guard !content.isNull, !content.isEmpty else { return .null }
    switch kind {
    case .shadow(_, let radius, let offset):
      let r = Self.reach(radius: radius)
      return content.union(
        content.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -r, dy: -r))
    case .blur(let radius, let opaque):
      let r = Self.reach(radius: radius)
      return opaque ? content : content.insetBy(dx: -r, dy: -r)
    case .transform(let t):
      return windowTransform(t).bounds(of: content)
    case .projection(let p):
      // A corner at or behind the eye makes the image unbounded: it may cover any of
      // the window (`unboundedReach` points around the content, in practice all of it).
      return p.windowed(at: frame.origin).bounds(of: content)
        ?? content.insetBy(dx: -Self.unboundedReach, dy: -Self.unboundedReach)
    case .color, .blend, .group, .mask, .maskSource:
      return content
    case .backdropBlur:
      return frame
    }
  }

  /// How far around its content a projection whose image is unbounded can reach, in
  /// points: beyond any window. Hand-chosen.
  static let unboundedReach: CGFloat = 20_000

  /// A frame-relative projection as one of window points.
  public func windowProjection(_ p: ProjectionTransform) -> ProjectionTransform {
    p.windowed(at: frame.origin)
  }

  /// A frame-relative transform as one of window points: move the frame's origin to the
  /// window's, transform, move back.
  public func windowTransform(_ t: DisplayTransform) -> DisplayTransform {
    var w = t
    w.tx += frame.minX - (t.a * frame.minX + t.c * frame.minY)
    w.ty += frame.minY - (t.b * frame.minX + t.d * frame.minY)
    return w
  }

}
