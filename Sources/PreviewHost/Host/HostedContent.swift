import Engine
import Foundation

/// What the window and headless runners host: an Engine `InputHost` (the scene preview's
/// `StageHost` or an `App`'s `ViewHost`) with the fonts it measures with and the trace its
/// events go to.
///
/// The runners own SDL, the clock and the files; the host decides what input does, what
/// moves, what is drawn and what the dump says. This class only turns the host's events
/// into trace lines and keeps the redraw flag.
@MainActor
final class HostedContent {
  let host: any InputHost
  let windowTitle: String
  let fonts: FontLibrary
  let trace: Trace
  /// Set whenever what is on screen may have changed.
  var needsRedraw = true

  init(host: any InputHost, title: String, fonts: FontLibrary, trace: Trace) {
    self.host = host
    windowTitle = title
    self.fonts = fonts
    self.trace = trace
  }

  var size: CGSize { host.size }
  var isAnimating: Bool { host.isAnimating }
  var isTrackingPointer: Bool { host.isTrackingPointer }
  var wantsFrameTime: Bool { host.wantsFrameTime }

  func nextWake(now: Double) -> Double? { host.nextWake(now: now) }

  /// The output's pixels per point changed.
  func setPixelScale(_ scale: CGFloat) {
    host.pixelScale = scale
    needsRedraw = true
  }

  /// Applies one input at time `t`.
  func handle(_ event: InputEvent, at t: Double) {
    host.handle(event, at: t)
    flush()
  }

  /// Advances time.
  func update(now: Double) {
    host.update(now: now)
    flush()
  }

  /// Traces what the host did and notes whether the frame changed.
  func flush() {
    for e in host.drainEvents() {
      if case .problem(let message) = e.kind { report(message) }
      trace.emit(e, from: host)
    }
    if host.needsFrame || host.isAnimating { needsRedraw = true }
  }

  /// The frame's drawing.
  func displayList(frameTime: Double?) -> DisplayList {
    host.displayList(frameTime: frameTime)
  }

  /// Traces `ready`; `startup` is the window's time from process start to its first frame.
  func emitReady(renderer: String?, startup: Double?) {
    var r = trace.sized("ready", t: host.now, size: host.size)
    r.renderer = renderer
    r.startup = startup
    trace.emit(r)
  }

  /// Traces `resize` (also when only the pixel size changed: a new output scale).
  func emitResize() {
    trace.emit(ViewEvent(time: host.now, kind: .resized), from: host)
  }

  /// The `--dump-layout` document.
  func dumpText() throws -> String { try host.dumpText() }
}
