import Engine
import Fixtures
import Foundation

/// The value controls' test window: 400×300 points, text measured by `FixedTextMetrics`
/// (a character half the point size wide, a line 1.2 sizes tall).
@MainActor
func controlHost<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> ViewHost {
  ViewHost(root: view, size: CGSize(width: width, height: height), text: FixedTextMetrics())
}

extension ViewHost {
  /// A click (press and release) at `p`, at `t` and 0.05 s later.
  func click(_ p: CGPoint, at t: Double) {
    handle(.pointerDown(p), at: t)
    handle(.pointerUp(p), at: t + 0.05)
  }

  /// Whether a `Text` shows `s`.
  func shows(_ s: String) -> Bool { dump().text(s) != nil }
}

extension CGRect {
  var centre: CGPoint { CGPoint(x: midX, y: midY) }
}
