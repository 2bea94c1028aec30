import Engine
import Foundation

/// What the window and headless runners host: an Engine `InputHost` (an `App`'s `ViewHost`,
/// or a host built around one such as the scene app's) with the fonts it measures with and
/// the trace its events go to.
///
/// The runners own SDL, the clock and the files; the host decides what input does, what
/// moves, what is drawn and what the dump says. This class only turns the host's events
/// into trace lines and keeps the redraw flag.
@MainActor
package final class HostedContent {
  package let host: any InputHost
  let windowTitle: String
  package let fonts: FontLibrary
  package let trace: Trace
  /// Set whenever what is on screen may have changed.
  package var needsRedraw = true
  /// Whether frames should carry their draw time (an inspector that shows it is open).
  let wantsFrameTime: () -> Bool
  /// The rows a `resize` trace line reports (nil for content without rows).
  let traceRows: () -> [TraceRecord.Row]?
  /// Where the window's top-leading corner opens on the screen, in points; nil centres it.
  /// The preview window opens where the window it replaces was.
  var windowOrigin: CGPoint?

  package init(
    host: any InputHost, title: String, fonts: FontLibrary, trace: Trace,
    wantsFrameTime: @escaping () -> Bool = { false },
    traceRows: @escaping () -> [TraceRecord.Row]? = { nil }
  ) {
    self.host = host
    windowTitle = title
    self.fonts = fonts
    self.trace = trace
    self.wantsFrameTime = wantsFrameTime
    self.traceRows = traceRows
  }

  var size: CGSize { host.size }
  var isAnimating: Bool { host.isAnimating }
  var isTrackingPointer: Bool { host.isTrackingPointer }

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

  /// Advances time. Views' tasks woken by the new time (a `Task.sleep` that ended) go on
  /// in the main queue's turn here; what they change marks the frame as due, and the frame
  /// lays out with it.
  package func update(now: Double) {
    host.update(now: now)
    MainQueue.drain(until: { host.tasksWaking })
    flush()
  }

  /// Traces what the host did and notes whether the frame changed.
  package func flush() {
    for e in host.drainEvents() {
      if case .problem(let message) = e.kind { report(message) }
      trace.emit(e, from: host, rows: traceRows())
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
    trace.emit(ViewEvent(time: host.now, kind: .resized), from: host, rows: traceRows())
  }

  /// The `--dump-layout` document.
  func dumpText() throws -> String { try host.dumpText() }
}
