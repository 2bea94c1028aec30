import Foundation

/// How presented content is shown, as iOS shows each on an iPhone.
enum PresentationStyle {
  /// A card rising from the bottom over a dimmed window, 10 pt below its top edge
  /// (`.sheet`, and `.popover`, which an iPhone shows as a sheet).
  case sheet
  /// The whole window, rising from the bottom (`.fullScreenCover`).
  case fullScreenCover
  /// A centred card fading in over a dimmed window (`.alert`).
  case alert
  /// Buttons rising from the bottom over a dimmed window (`.confirmationDialog`).
  case dialog
}

/// What a presentation shows: an identity (a new one is new content, with new state),
/// the content, and how.
struct Presented {
  let id: AnyHashable
  let view: AnyView
  let style: PresentationStyle
  /// What Escape (and, for a dialog, a tap outside its buttons) does: the cancel button's
  /// action where there is one; the presentation then ends.
  var cancel: (@MainActor () -> Void)?
}

/// A presenting view's own state: what it shows, the motion in or out, and the dismissal
/// still to report (`onDismiss`).
///
/// Kept with the presenting view's identity (`@State` of `PresentationModifier`).
@MainActor @Observable
final class PresentationModel: RunningTransition {
  /// Bumped when a dismissal has finished: the presenter builds again without the layer.
  var revision = 0

  /// What is shown (also while it goes away).
  @ObservationIgnored private(set) var shown: Presented?
  /// Whether the shown content is leaving.
  @ObservationIgnored private(set) var isLeaving = false
  /// How far in the content is, in thousandths (0: out, 1000: in).
  @ObservationIgnored private var amount = AnimatedValue(
    from: 1000, to: 1000, start: 0, animation: .default)
  /// Called once the content has gone (the modifier's `onDismiss`).
  @ObservationIgnored var onDismiss: (@MainActor () -> Void)?
  /// Ends the presentation (sets the binding false, or the item nil).
  @ObservationIgnored var end: @MainActor () -> Void = {}
  @ObservationIgnored weak var graph: ViewGraph?
  /// The presented content's `dismiss`: one action per presentation, so its environment
  /// stays equal from one build to the next.
  @ObservationIgnored private(set) var dismiss = DismissAction()
  /// A sheet's detents and height (Presentation/SheetDetents.swift): new with each
  /// presentation.
  @ObservationIgnored private(set) var sheet = SheetDetents()

  /// The motions: UIKit's sheet rises in about half a second without overshoot (a
  /// critically damped spring of 0.5 s, hand-matched); an alert fades in over 0.2 s.
  static func animation(_ style: PresentationStyle) -> Animation {
    switch style {
    case .alert: .easeOut(duration: 0.2)
    default: .spring(duration: 0.5, bounce: 0)
    }
  }

  /// How far in the content is at `now`, 0…1.
  func progress(at now: Double) -> Double {
    min(max(amount.value(at: now) / 1000, 0), 1)
  }

  /// Shows `presented`, or takes the shown content away when nil.
  func update(_ presented: Presented?, now: Double, animated: Bool) {
    if let presented {
      let replacing = shown.map { $0.id != presented.id } ?? true
      if replacing {
        dismiss = DismissAction { [weak self] in self?.end() }
        sheet = SheetDetents()
        sheet.dismiss = { [weak self] in self?.end() }
      }
      if shown == nil || isLeaving || replacing {
        let from = shown == nil || replacing ? 0 : amount.value(at: now)
        amount = AnimatedValue(
          from: from, to: 1000, start: now, velocity: shown == nil ? 0 : amount.velocity(at: now),
          animation: Self.animation(presented.style))
        if !animated {
          amount = AnimatedValue(from: 1000, to: 1000, start: now, animation: .default)
        }
        isLeaving = false
        graph?.presentations.start(self)
      }
      shown = presented
    } else if let shown, !isLeaving {
      isLeaving = true
      amount.retarget(to: 0, at: now, animation: Self.animation(shown.style))
      if animated { graph?.presentations.start(self) } else { finish() }
    }
  }

  func step(now: Double) -> Bool {
    guard amount.isSettled(at: now) else { return true }
    if isLeaving { finish() }
    return false
  }

  /// The content has gone: the presenter drops it, and `onDismiss` runs once.
  private func finish() {
    shown = nil
    isLeaving = false
    revision &+= 1
    onDismiss?()
  }
}
