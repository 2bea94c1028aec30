import Foundation

/// UIScrollView's rubber band: how far content moves when dragged `overshoot` points past
/// its end, in a viewport of `dimension` points.
///
/// `x·d·c/(d + c·x)` with c = 0.55, the constant UIKit uses: it starts at slope c (the
/// content moves 0.55 pt per point of finger travel at the edge) and can never exceed `d`
/// however far the finger goes.
public func rubberBand(_ overshoot: CGFloat, dimension: CGFloat, coefficient: CGFloat = 0.55)
  -> CGFloat
{
  guard overshoot > 0, dimension > 0 else { return overshoot > 0 ? 0 : overshoot }
  // x·d·c/(d + c·x), written so that no intermediate product can overflow.
  return coefficient * overshoot / (1 + coefficient * overshoot / dimension)
}
