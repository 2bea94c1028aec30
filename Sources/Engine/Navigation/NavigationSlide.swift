import Foundation

/// A push or pop in motion: the screen on top slides between the trailing edge and its
/// place while the one under it moves a third as far the other way, as UIKit's navigation
/// controller does.
///
/// The curve is `Animation.spring(duration: 0.35, bounce: 0)`, a critically damped spring
/// of 0.35 s perceptual duration: close to UIKit's push (measured on iOS 17 screen
/// recordings at about a third of a second, ending without overshoot). A new push or pop
/// while it runs retargets it from where it is with its velocity, so the motion is
/// interruptible.
@MainActor
final class NavigationSlide: RunningTransition {
  static let animation = Animation.spring(duration: 0.35, bounce: 0)
  /// How far the screen underneath moves, as a fraction of the width (UIKit's parallax,
  /// hand-measured at about 0.3).
  static let parallax: CGFloat = 0.3

  /// The screen sliding over the other.
  private(set) var over: EntryID
  /// The screen it slides over.
  private(set) var under: EntryID
  /// The top screen's offset from its place, in points (0: in place; the width: off the
  /// trailing edge).
  private var offset: AnimatedValue
  /// A popped screen shown until it has slid away: its view and bar.
  private(set) var leaving: LeavingScreen?
  private weak var model: NavigationModel?

  init(
    over: EntryID, under: EntryID, pushing: Bool, width: CGFloat, now: Double,
    leaving: LeavingScreen?, model: NavigationModel
  ) {
    self.over = over
    self.under = under
    self.leaving = leaving
    self.model = model
    offset = AnimatedValue(
      from: pushing ? width : 0, to: pushing ? 0 : width, start: now, animation: Self.animation)
  }

  /// Turns the slide around: `over` comes back (pushed again) or goes (popped).
  func reverse(pushing: Bool, width: CGFloat, now: Double, leaving: LeavingScreen?) {
    offset.retarget(to: pushing ? 0 : width, at: now)
    self.leaving = leaving
  }

  /// Whether a pointer holds the top screen (an edge swipe, SwipeBack.swift): the slide
  /// stays where it is put and does not end by itself.
  private(set) var isHeld = false

  /// Holds the top screen at `x` points from its place.
  func track(to x: CGFloat, now: Double) {
    isHeld = true
    offset = AnimatedValue(from: Double(x), to: Double(x), start: now, animation: Self.animation)
  }

  /// Lets the top screen go toward `target` (0: back in place; the width: popped) with the
  /// pointer's `velocity`, in points a second.
  func release(to target: CGFloat, velocity: Double, now: Double) {
    isHeld = false
    offset = AnimatedValue(
      from: offset.value(at: now), to: Double(target), start: now, velocity: velocity,
      animation: Self.animation)
    model?.graph?.presentations.start(self)
  }

  /// A pop caught the slide already taking `over` away (a released swipe): it shows the
  /// popped screen until it has gone.
  func keep(_ leaving: LeavingScreen?) {
    self.leaving = leaving
  }

  /// The top screen's offset at `now`.
  func overOffset(at now: Double) -> CGFloat {
    CGFloat(offset.value(at: now))
  }

  /// Whether the slide pushes (`over` ends in place) rather than pops.
  var isPushing: Bool { offset.to == 0 }

  func step(now: Double) -> Bool {
    if isHeld { return false }
    guard offset.isSettled(at: now) else { return true }
    model?.slideEnded(self)
    return false
  }
}

/// A popped screen kept while it slides away, with the state it had.
struct LeavingScreen {
  let id: EntryID
  let view: AnyView
  let environment: EnvironmentValues
}
