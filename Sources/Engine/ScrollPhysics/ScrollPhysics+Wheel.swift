import Foundation

extension ScrollPhysics {
  /// Smooth (trackpad) scrolling, in points, positive toward later pages: the content
  /// follows the fingers directly and, 150 ms after the last event, comes to rest. With
  /// pages it rests as a drag's release does: the projection of the scrolling velocity, one
  /// page at most from where the gesture started; scrolling freely, where it is.
  public mutating func wheel(delta: Double, now: Double) {
    guard delta.isFinite, delta != 0, !isPointerDown else { return }
    update(now: now)
    switch phase {
    case .animating(let a): offset = a.value(at: self.now)
    case .decelerating(let d, _): offset = d.value(at: self.now)
    default: break
    }
    if case .wheeling = phase {
    } else {
      wheelTracker = VelocityTracker()
      wheelStartPage = configuration.isFree ? 0 : geometry.nearestPage(toOffset: offset)
    }
    velocity = 0
    var raw = offset + delta
    if configuration.wrap == .rewind {
      raw = min(max(raw, 0), maxOffset)
    }
    offset = raw
    wheelTracker.add(position: offset, at: self.now)
    phase = .wheeling(lastEvent: self.now)
  }

  /// Where a smooth wheel gesture that ended at `last` comes to rest.
  mutating func endWheel(lastEvent last: Double) {
    if configuration.isFree {
      finishAnimation()
      return
    }
    let v = wheelTracker.velocity(at: last)
    let target = releaseTarget(offset: offset, velocity: v, startPage: wheelStartPage)
    velocity = v
    snap(toVirtual: target, velocity: v, source: .wheel)
  }

  /// Whether a wheel event is a mouse wheel's click rather than a trackpad's smooth delta:
  /// whole notches on both axes (SDL reports a click as exactly ±1; smooth scrolling in
  /// fractions).
  public static func isNotch(dx: Double, dy: Double) -> Bool {
    dx == dx.rounded() && dy == dy.rounded()
  }

  /// Points a trackpad's fractional wheel delta of 1 scrolls (hand-tuned: a tenth of a
  /// 900 pt page), for the scene's carousel and a view tree's scroll views alike.
  public static let wheelStep = 40.0

  /// Notches closer together than this (seconds) are one burst: a quick spin of the wheel.
  /// Hand-tuned: a deliberate notch-by-notch scroll clicks ≥ 0.2 s apart.
  public static let notchBurstGap = 0.2

  /// One click of a mouse wheel: exactly one page forward or back, however slowly the
  /// clicks come; a quick burst of clicks in one direction also moves one page.
  public mutating func wheelNotch(forward: Bool, now: Double) {
    guard !isPointerDown else { return }
    update(now: now)
    let direction = forward ? 1 : -1
    defer { lastNotch = (self.now, direction) }
    if let last = lastNotch, self.now - last.time < Self.notchBurstGap, last.direction == direction
    {
      return
    }
    var base = virtualPage
    if case .wheeling = phase { base = geometry.nearestPage(toOffset: offset) }
    var target = base + direction
    if configuration.wrap == .rewind { target = min(max(target, 0), pageCount - 1) }
    snap(toVirtual: target, velocity: velocityIfSpring(), source: .wheel)
  }
}
