import Engine
import Fixtures
import Foundation

/// A click at `p`, then a second of frames.
@MainActor
func listTap(_ clock: inout HostClock, _ p: CGPoint) {
  clock.host.pointerDown(p, at: clock.now)
  clock.host.pointerUp(p, at: clock.now + 0.05)
  clock.run(until: clock.now + 1)
}

/// A drag from `a` to `b` in five steps over 0.1 s, then a second of frames.
@MainActor
func listDrag(_ clock: inout HostClock, from a: CGPoint, to b: CGPoint) {
  clock.host.pointerDown(a, at: clock.now)
  for k in 1...5 {
    let f = CGFloat(k) / 5
    clock.host.pointerMoved(
      CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), at: clock.now + 0.02 * Double(k)
    )
  }
  clock.host.pointerUp(b, at: clock.now + 0.12)
  clock.run(until: clock.now + 1)
}

/// The centre of a rectangle, where a test clicks.
extension CGRect {
  var mid: CGPoint { CGPoint(x: midX, y: midY) }
}
