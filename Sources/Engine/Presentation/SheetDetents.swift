import Foundation

/// A sheet's detents and its height among them: where it rests, the drag that moves it,
/// and the spring to the detent a drag or the selection chose.
///
/// One per presentation (a new presentation starts at its smallest detent again). A drag
/// on the sheet's top (its grabber, or a bar there) follows the pointer; on release the
/// height the drag's velocity projects to picks the nearest detent, or below half the
/// smallest, dismisses the sheet.
@MainActor
final class SheetDetents: RunningTransition {
  /// The grabber UIKit draws: a 36 × 5 pt capsule 5 pt below the sheet's top edge, in a
  /// grey hand-matched to iOS 17's (#3C3C43 at 30 %, the placeholder grey).
  static let grabberSize = CGSize(width: 36, height: 5)
  static let grabberInset: CGFloat = 5
  static let grabberColor = Color(red8: 0x3C, green8: 0x3C, blue8: 0x43, alpha8: 0x4D)
  /// How much of the sheet's top a drag starts on: the 44 pt of a navigation bar, where
  /// the grabber also is.
  static let dragBand: CGFloat = 44
  /// How far a release's velocity carries the height: a flick is projected as if it
  /// decelerated at UIScrollView's normal rate (0.998 a millisecond), the projection
  /// Apple's "Designing Fluid Interfaces" (WWDC 2018) uses to pick where a flick ends:
  /// v × 0.998 / (1000 × 0.002) = 0.499 s of the velocity.
  static let projection: Double = 0.998 / (1000 * (1 - 0.998))

  private(set) var detents: Set<PresentationDetent> = [.large]
  private var selection: Binding<PresentationDetent>?
  /// Whether the grabber shows (`presentationDragIndicator`).
  var indicator = Visibility.automatic
  /// The detent the sheet rests at, or moves to.
  private(set) var current: PresentationDetent = .large
  private var motion: AnimatedValue?
  private var drag: (startHeight: CGFloat, startY: CGFloat, height: CGFloat)?
  private var tracker = VelocityTracker()
  /// The height a drag let go of the sheet at when it dismissed it: it slides away from
  /// there.
  private var releasedHeight: CGFloat?
  /// The tallest the sheet can be, as last laid out.
  var maximum: CGFloat = 0
  /// Ends the presentation (a drag down past the smallest detent).
  var dismiss: @MainActor () -> Void = {}
  weak var graph: ViewGraph?

  /// The detents, smallest first for `maximum`.
  func sorted(in maximum: CGFloat) -> [PresentationDetent] {
    detents.sorted { $0.resolved(in: maximum) < $1.resolved(in: maximum) }
  }

  /// Whether the grabber shows: asked for, or by default with more than one detent.
  var showsGrabber: Bool {
    switch indicator {
    case .visible: true
    case .hidden: false
    case .automatic: detents.count > 1
    }
  }

  /// Takes the detents the content gives: the sheet goes to the selection when it is one
  /// of them, else stays where it is if it may, else rests at the smallest.
  func configure(detents new: Set<PresentationDetent>, selection: Binding<PresentationDetent>?) {
    let fresh = new != detents
    detents = new.isEmpty ? [.large] : new
    self.selection = selection
    if let wanted = selection?.wrappedValue, detents.contains(wanted) {
      if wanted != current { move(to: wanted, velocity: 0, animated: !fresh) }
    } else if fresh || !detents.contains(current) {
      current = sorted(in: max(maximum, 1)).first ?? .large
      motion = nil
    }
  }

  /// The card's height at `now`.
  func height(at now: Double) -> CGFloat {
    if let drag { return drag.height }
    if let releasedHeight { return releasedHeight }
    if let motion, !motion.isSettled(at: now) { return CGFloat(motion.value(at: now)) }
    return current.resolved(in: maximum)
  }

  private func move(to detent: PresentationDetent, velocity: Double, animated: Bool) {
    let from = height(at: graph?.now ?? 0)
    current = detent
    guard animated, let graph, maximum > 0 else {
      motion = nil
      return
    }
    motion = AnimatedValue(
      from: Double(from), to: Double(detent.resolved(in: maximum)), start: graph.now,
      velocity: velocity, animation: PresentationModel.animation(.sheet))
    graph.presentations.start(self)
  }

  func step(now: Double) -> Bool {
    guard let motion, !motion.isSettled(at: now) else {
      motion = nil
      return false
    }
    return true
  }

  /// A press at window height `y` on the sheet's top began, or moved.
  func dragChanged(y: CGFloat, began: Bool, now: Double) {
    if began || drag == nil {
      let h = height(at: now)
      motion = nil
      tracker = VelocityTracker()
      drag = (h, y, h)
    }
    guard var d = drag else { return }
    d.height = min(max(d.startHeight - (y - d.startY), 0), maximum)
    drag = d
    tracker.add(position: Double(y), at: now)
  }

  /// The press ended: the projected height picks a detent, or below half the smallest,
  /// dismisses.
  func dragEnded(now: Double) {
    guard let d = drag else { return }
    // Downward velocity in points a second; the height moves the other way.
    let v = tracker.velocity(at: now)
    let projected = d.height - CGFloat(v * Self.projection)
    let order = sorted(in: maximum)
    if let smallest = order.first, projected < smallest.resolved(in: maximum) / 2 {
      drag = nil
      motion = nil
      releasedHeight = d.height
      dismiss()
      return
    }
    let target =
      order.min {
        abs($0.resolved(in: maximum) - projected) < abs($1.resolved(in: maximum) - projected)
      } ?? current
    drag = nil
    // Start the spring from where the pointer left the sheet.
    let start = d.height
    current = target
    if let graph, maximum > 0 {
      motion = AnimatedValue(
        from: Double(start), to: Double(target.resolved(in: maximum)), start: now,
        velocity: -v, animation: PresentationModel.animation(.sheet))
      graph.presentations.start(self)
    }
    if let selection, selection.wrappedValue != target { selection.wrappedValue = target }
  }
}
