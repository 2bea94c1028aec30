import Engine
import Foundation

/// Hosts an `App`'s view tree in the window or headless runner.
@MainActor
final class ViewApp: HostedContent {
  let host: ViewHost
  let fonts: FontLibrary
  let trace: Trace
  let reducedMotion: Bool
  let windowTitle: String
  var needsRedraw = true

  init(
    root: any View, title: String?, size: CGSize, fonts: FontLibrary, trace: Trace,
    reducedMotion: Bool
  ) {
    windowTitle = title ?? programName
    self.fonts = fonts
    self.trace = trace
    self.reducedMotion = reducedMotion
    host = Self.makeHost(root, size: size, fonts: fonts)
    host.graph.reducedMotion = reducedMotion
  }

  private static func makeHost<V: View>(_ root: V, size: CGSize, fonts: FontLibrary) -> ViewHost {
    ViewHost(root: root, size: size, text: fonts)
  }

  var size: CGSize { host.size }
  var isAnimating: Bool { host.isAnimating }
  var isTrackingPointer: Bool { host.isTrackingPointer }
  var wantsFrameTime: Bool { false }

  func nextWake(now: Double) -> Double? { host.nextDeadline }

  func setPixelScale(_ scale: CGFloat) {
    host.graph.pixelScale = scale
    needsRedraw = true
  }

  func handle(_ action: InputAction, at t: Double) {
    switch action {
    case .pointerDown(let p): host.pointerDown(p, at: t)
    case .pointerMove(let p): host.pointerMoved(p, at: t)
    case .pointerUp(let p): host.pointerUp(p, at: t)
    case .resize(let s):
      let size = CGSize(width: max(s.width, 0), height: max(s.height, 0))
      guard size != host.size else { break }
      host.update(now: t)
      host.size = size
      trace.emit(trace.sized("resize", t: t, size: size))
    case .wheel(let dx, let dy, let shift):
      host.wheel(dx: dx, dy: dy, shift: shift, at: t)
    case .key(let command):
      switch command {
      case .previous: host.key(.previous, at: t)
      case .next: host.key(.next, at: t)
      case .first: host.key(.first, at: t)
      case .last: host.key(.last, at: t)
      default: host.update(now: t)  // preview's own commands mean nothing to an App
      }
    case .visible:
      host.update(now: t)
    }
    flush()
  }

  func update(now: Double) {
    host.update(now: now)
    flush()
  }

  /// Traces what the views did and notes whether the frame changed.
  private func flush() {
    for e in host.drainEvents() { trace.emit(e) }
    if host.needsFrame || host.isAnimating { needsRedraw = true }
  }

  func displayList(frameTime: Double?) -> DisplayList {
    host.displayList()
  }

  func emitReady(renderer: String?, startup: Double?) {
    var r = trace.sized("ready", t: host.now, size: host.size)
    r.renderer = renderer
    r.startup = startup
    trace.emit(r)
  }

  func emitResize() {
    trace.emit(trace.sized("resize", t: host.now, size: host.size))
  }

  /// `{"size": [w, h], "views": NODE}` (DESIGN 6.4).
  func dumpText() throws -> String {
    struct Document: Encodable {
      var size: [Double]
      var views: ViewDump
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let doc = Document(
      size: [Double(host.size.width), Double(host.size.height)], views: host.dump())
    return String(decoding: try encoder.encode(doc), as: UTF8.self)
  }

  func pointerLeft() {}
}
