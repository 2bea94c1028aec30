import Foundation

/// The interactive pop: a drag that begins at the leading edge of a pushed screen moves it
/// with the pointer, the screen under it following at the slide's parallax, as
/// UINavigationController's edge-swipe does.
///
/// On release the screen pops when the point the drag's velocity projects it to is past
/// half the stack's width (so a drag let go past the middle pops, and so does a flick),
/// and otherwise springs back; either way the slide's spring starts from where the pointer
/// left the screen, with its velocity.
@MainActor
final class SwipeBack {
  /// How far from the leading edge a drag may begin: hand-tuned to the width of
  /// UIScreenEdgePanGestureRecognizer's band on an iPhone, about 20 pt.
  static let edgeWidth: CGFloat = 20
  /// How far a release's velocity carries the screen: projected as if it decelerated at
  /// UIScrollView's normal rate (0.998 a millisecond), as Apple's "Designing Fluid
  /// Interfaces" (WWDC 2018) projects a flick: v × 0.998 / (1000 × 0.002) = 0.499 s of it.
  static let projection: Double = 0.998 / (1000 * (1 - 0.998))

  private let startX: CGFloat
  private var tracker = VelocityTracker()
  let slide: NavigationSlide

  init(startX: CGFloat, slide: NavigationSlide) {
    self.startX = startX
    self.slide = slide
  }

  /// The pointer is at window `x`: the screen's offset follows it, never left of its place
  /// nor past the stack's width.
  func move(to x: CGFloat, width: CGFloat, now: Double) {
    tracker.add(position: Double(x), at: now)
    slide.track(to: min(max(x - startX, 0), width), now: now)
  }

  /// Whether a release at `now` pops: the projected offset is past half the width.
  func pops(width: CGFloat, now: Double) -> Bool {
    let projected = Double(slide.overOffset(at: now)) + velocity(now) * Self.projection
    return projected > Double(width) / 2
  }

  /// The drag's velocity toward the trailing edge, in points a second.
  func velocity(_ now: Double) -> Double { tracker.velocity(at: now) }
}

extension NavigationModel {
  /// A press at window `x` on the leading edge of the top screen: a slide over the screen
  /// under it starts, held by the pointer.
  func beginSwipeBack(x: CGFloat, now: Double) {
    guard depth > 0, swipe == nil, width > 0 else { return }
    let over = top
    let under = entries.count >= 2 ? entries[entries.count - 2] : .root
    // A push still sliding in is caught where it is.
    let offset = slide.map { $0.overOffset(at: now) } ?? 0
    let held = NavigationSlide(
      over: over, under: under, pushing: true, width: width, now: now, leaving: nil,
      model: self)
    held.track(to: offset, now: now)
    slide = held
    swipe = SwipeBack(startX: x - offset, slide: held)
    // The screen under it and its bar are built again, to be shown.
    revision &+= 1
  }

  /// The pointer moved to window `x`.
  func moveSwipeBack(to x: CGFloat, now: Double) {
    swipe?.move(to: x, width: width, now: now)
  }

  /// The pointer let go: the screen pops, or springs back into place.
  func endSwipeBack(now: Double) {
    guard let swipe else { return }
    self.swipe = nil
    let v = swipe.velocity(now)
    if swipe.pops(width: width, now: now) {
      swipe.slide.release(to: width, velocity: v, now: now)
      pop()
    } else {
      swipe.slide.release(to: 0, velocity: v, now: now)
    }
  }
}

/// The strip along the leading edge of a pushed screen where a drag pops it (drawn
/// nothing); the stack puts it over the screen, under the bar.
struct SwipeBackEdge: View {
  let model: NavigationModel

  var body: some View {
    let model = self.model
    var a = Attributes()
    a.controlDrag = ControlDrag(
      changed: { p, _, began in
        let now = model.graph?.now ?? 0
        if began { model.beginSwipeBack(x: p.x, now: now) }
        model.moveSwipeBack(to: p.x, now: now)
        model.graph?.setNeedsLayout()
      },
      ended: { _, _ in
        model.endSwipeBack(now: model.graph?.now ?? 0)
        model.graph?.setNeedsLayout()
      })
    return AttributeModifier(content: Color.clear, attributes: a)
  }
}
