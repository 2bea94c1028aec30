import Foundation

/// What a window or a headless run hosts: an `App`'s views (`ViewHost`) or a host built
/// around them. The runner owns the platform (events, the clock, drawing, files) and
/// gives the host `InputEvent`s and the time; the host decides everything else.
@MainActor
public protocol InputHost: AnyObject {
  /// The content's size in points (the window's).
  var size: CGSize { get }
  /// The host's clock: the latest time it was given.
  var now: Double { get }
  /// Whether the next frame may differ from the last one drawn.
  var needsFrame: Bool { get }
  /// Whether something moves by itself, so frames are due at the display's rate.
  var isAnimating: Bool { get }
  /// Whether a pointer press is being tracked (the window captures the mouse for it).
  var isTrackingPointer: Bool { get }
  /// Device pixels per point of the output.
  var pixelScale: CGFloat { get set }
  /// When the loop must wake without input, if ever.
  func nextWake(now: Double) -> Double?
  /// Applies one input at time `t`.
  func handle(_ event: InputEvent, at t: Double)
  /// Advances time.
  func update(now: Double)
  /// Whether views' tasks that the latest time woke have yet to go on (see `TaskClock`).
  var tasksWaking: Bool { get }
  /// What happened since the last call, for the trace.
  func drainEvents() -> [ViewEvent]
  /// The frame's drawing; `frameTime` is the last frame's draw time in milliseconds.
  func displayList(frameTime: Double?) -> DisplayList
  /// The `--dump-layout` document.
  func dumpText() throws -> String
  /// Whether Escape means something to the content (closing a sheet, going back), so the
  /// window gives it the key instead of quitting.
  var takesEscape: Bool { get }
  /// Whether `press` goes to the content before the window's own keys: a focused text
  /// field takes them all.
  func claimsKey(_ press: KeyPress) -> Bool
  /// Where a focused text field is, for the platform's text input (nil: no field has
  /// focus, so the platform need not compose text).
  var textInputRect: CGRect? { get }
  /// The clipboard text fields copy to and paste from.
  var clipboard: any TextClipboard { get set }
}

extension InputHost {
  public var takesEscape: Bool { false }
  public func claimsKey(_ press: KeyPress) -> Bool { false }
  public var textInputRect: CGRect? { nil }
  public var clipboard: any TextClipboard {
    get { MemoryClipboard() }
    set {}
  }
}

/// What a host reports to the trace.
public struct ViewEvent: Equatable {
  public enum Kind: Equatable {
    /// A carousel's or scroll view's physics: drag-begin, drag-end, advance, settled,
    /// autoplay.
    case scroll(ScrollEvent)
    /// A timer fired.
    case timer
    /// A `scrollPosition` binding changed (its new id).
    case scrollPosition(AnyHashable?)
    /// The content took a new size.
    case resized
    /// The views did something SwiftUI reports and survives (a body that modifies state
    /// it depends on); said once per run.
    case problem(String)
  }

  public var time: Double
  public var kind: Kind

  public init(time: Double, kind: Kind) {
    self.time = time
    self.kind = kind
  }
}
