import Engine
import Foundation

/// What the window and headless runners host: a scene-built preview or any `App`'s views.
///
/// The runners own SDL, the clock and the files; the content owns everything Engine
/// decides: what input does, what moves, what is drawn and what the dump says.
@MainActor
protocol HostedContent: AnyObject {
  /// The window's title.
  var windowTitle: String { get }
  /// The content's size in points (the window's).
  var size: CGSize { get }
  var fonts: FontLibrary { get }
  var trace: Trace { get }
  /// Set whenever what is on screen may have changed.
  var needsRedraw: Bool { get set }
  /// Whether something moves by itself, so frames are due at the display's rate.
  var isAnimating: Bool { get }
  /// Whether a pointer press is being tracked (the mouse is captured for its length).
  var isTrackingPointer: Bool { get }
  /// Whether frames should carry their draw time (the inspector shows it).
  var wantsFrameTime: Bool { get }
  /// When the loop must wake without input, if ever.
  func nextWake(now: Double) -> Double?
  /// The output's pixels per point changed.
  func setPixelScale(_ scale: CGFloat)
  /// Applies one input at time `t`.
  func handle(_ action: InputAction, at t: Double)
  /// Advances time.
  func update(now: Double)
  /// The frame's drawing.
  func displayList(frameTime: Double?) -> DisplayList
  /// Traces `ready`; `startup` is the window's time from process start to its first frame.
  func emitReady(renderer: String?, startup: Double?)
  /// Traces `resize` (also when only the pixel size changed: a new output scale).
  func emitResize()
  /// The `--dump-layout` document.
  func dumpText() throws -> String
  /// The pointer left the window.
  func pointerLeft()
}
