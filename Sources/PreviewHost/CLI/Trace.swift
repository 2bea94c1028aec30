import Engine
import Foundation

/// One `--trace` line: `{"t": seconds, "event": name, ...}` with the contract's fields.
package struct TraceRecord: Encodable {
  /// A `resize` line's row: how many items, whether they overlap, and the step between them.
  package struct Row: Encodable {
    var count: Int
    var overlapping: Bool
    var step: Double?

    package init(count: Int, overlapping: Bool, step: Double?) {
      self.count = count
      self.overlapping = overlapping
      self.step = step
    }

    enum CodingKeys: String, CodingKey { case count, overlapping, step }

    package func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(count, forKey: .count)
      try c.encode(overlapping, forKey: .overlapping)
      try c.encode(step, forKey: .step)  // null when the row fits
    }
  }

  var t: Double
  var event: String
  var size: [Double]?
  /// `ready`, `resize`: the drawable's size in pixels and its pixels per point.
  var pixels: [Int]?
  var scale: Double?
  /// `ready` in a window: seconds from process start to the first frame presented.
  var startup: Double?
  var rows: [Row]?
  package var page: Int?
  var velocity: Double?
  var target: Int?
  /// A free scroll view's `drag-begin` and `settled`: the content offset along its axis, and
  /// its `drag-end`: where the content comes to rest (points).
  var offset: Double?
  var targetOffset: Double?
  var from: Int?
  var to: Int?
  var source: String?
  var state: String?
  var reason: String?
  package var scene: String?
  package var message: String?
  var path: String?
  var frames: Int?
  var renderer: String?
  /// `window`: SDL's video driver and the way chosen (`RendererChoice`).
  var video: String?
  var mode: String?
  /// `scroll-position`: the binding's new id (a number or a string; null for none).
  var id: ViewDump.ID??
  /// `held-key`: SDL's name for the key ("Right", "Q").
  var key: String?
  /// `move`: the window's top-leading corner on the screen, in points.
  var position: [Int]?

  enum CodingKeys: String, CodingKey {
    case t, event, size, pixels, scale, startup, video, mode, rows, page, velocity, target, from,
      to, source, state, reason, scene, offset, targetOffset
    case message, path, frames, renderer, id, key, position
  }

  package func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(t, forKey: .t)
    try c.encode(event, forKey: .event)
    try c.encodeIfPresent(size, forKey: .size)
    try c.encodeIfPresent(pixels, forKey: .pixels)
    try c.encodeIfPresent(scale, forKey: .scale)
    try c.encodeIfPresent(startup, forKey: .startup)
    try c.encodeIfPresent(video, forKey: .video)
    try c.encodeIfPresent(mode, forKey: .mode)
    try c.encodeIfPresent(rows, forKey: .rows)
    try c.encodeIfPresent(page, forKey: .page)
    try c.encodeIfPresent(velocity, forKey: .velocity)
    try c.encodeIfPresent(target, forKey: .target)
    try c.encodeIfPresent(offset, forKey: .offset)
    try c.encodeIfPresent(targetOffset, forKey: .targetOffset)
    try c.encodeIfPresent(from, forKey: .from)
    try c.encodeIfPresent(to, forKey: .to)
    try c.encodeIfPresent(source, forKey: .source)
    try c.encodeIfPresent(state, forKey: .state)
    try c.encodeIfPresent(reason, forKey: .reason)
    try c.encodeIfPresent(scene, forKey: .scene)
    try c.encodeIfPresent(message, forKey: .message)
    try c.encodeIfPresent(path, forKey: .path)
    try c.encodeIfPresent(frames, forKey: .frames)
    try c.encodeIfPresent(renderer, forKey: .renderer)
    if let id { try c.encode(id, forKey: .id) }  // null when the binding was cleared
    try c.encodeIfPresent(key, forKey: .key)
    try c.encodeIfPresent(position, forKey: .position)
  }

  package init(t: Double, event: String) {
    // Microsecond resolution keeps lines short and identical run to run.
    self.t = (t * 1e6).rounded() / 1e6
    self.event = event
  }
}

/// Writes trace records as JSON lines on stdout when `--trace` is on.
///
/// Each line is one checked `write`. The first failure (stdout full, closed, a broken pipe)
/// is kept in `failure` and ends the trace; the runners stop on it and exit 1 with its
/// reason (docs/CONTRACT.md §4: a runtime failure, one line on stderr).
@MainActor
package final class Trace {
  let enabled: Bool
  private let encoder: JSONEncoder
  /// Why stdout stopped taking lines, if it did.
  private(set) var failure: WriteError?

  init(enabled: Bool) {
    self.enabled = enabled
    encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  }

  /// The drawable's pixel size and pixels per point, set by the window as it learns them;
  /// nil until then and headless, where a point is a pixel.
  var output: (pixels: [Int], scale: Double)?

  /// A `ready` or `resize` record: `size` in points, `pixels` and `scale` beside it.
  func sized(_ event: String, t: Double, size: CGSize) -> TraceRecord {
    var r = TraceRecord(t: t, event: event)
    r.size = [Double(size.width), Double(size.height)]
    let o = output ?? ([Int(size.width.rounded()), Int(size.height.rounded())], 1)
    r.pixels = o.pixels
    r.scale = (o.scale * 1e4).rounded() / 1e4
    return r
  }

  package func emit(_ record: TraceRecord) {
    guard enabled, failure == nil, let data = try? encoder.encode(record) else { return }
    do {
      try StandardStreams.write(data + [0x0A], to: STDOUT_FILENO, target: "the trace to stdout")
    } catch {
      failure = error
    }
  }

  /// A host's event: carousel or scroll physics, a timer fire, a scroll-position change, a
  /// new size (with the content's `rows`, if it has any).
  func emit(
    _ e: ViewEvent, from host: any InputHost,
    rows: @autoclosure () -> [TraceRecord.Row]? = nil
  ) {
    // Without `--trace` nothing is written: no record is made either (a script's 700 000
    // keys at one instant made one per key, a tenth of the run).
    guard enabled else { return }
    switch e.kind {
    case .resized:
      var r = sized("resize", t: e.time, size: host.size)
      r.rows = rows()
      emit(r)
    case .scroll(let event):
      emit(TimedScrollEvent(time: e.time, event: event))
    case .timer:
      emit(TraceRecord(t: e.time, event: "timer"))
    case .scrollPosition(let id):
      var r = TraceRecord(t: e.time, event: "scroll-position")
      r.id = .some(id.map(ViewDump.ID.init))
      emit(r)
    case .problem(let message):
      var r = TraceRecord(t: e.time, event: "error")
      r.message = message
      emit(r)
    }
  }

  /// A length or velocity to a thousandth, so lines stay short and stable run to run.
  static func rounded(_ x: Double) -> Double {
    (x * 1000).rounded() / 1000 + 0  // + 0 turns -0 into 0
  }

  func emit(_ e: TimedScrollEvent) {
    guard enabled else { return }
    emit(Self.record(e))
  }

  /// The contract's line for a scroll event: pages for a scroll view with pages, content
  /// offsets for one that scrolls freely.
  static func record(_ e: TimedScrollEvent) -> TraceRecord {
    var r = TraceRecord(t: e.time, event: "")
    switch e.event {
    case .dragBegin(let page):
      r.event = "drag-begin"
      r.page = page
    case .dragEnd(let velocity, let target):
      r.event = "drag-end"
      r.velocity = Self.rounded(velocity)
      r.target = target
    case .advance(let from, let to, let source):
      r.event = "advance"
      r.from = from
      r.to = to
      r.source = source.rawValue
    case .settled(let page):
      r.event = "settled"
      r.page = page
    case .autoplay(let running, let reason):
      r.event = "autoplay"
      r.state = running ? "running" : "paused"
      r.reason = reason.rawValue
    case .freeDragBegin(let offset):
      r.event = "drag-begin"
      r.offset = Self.rounded(offset)
    case .freeDragEnd(let velocity, let targetOffset):
      r.event = "drag-end"
      r.velocity = Self.rounded(velocity)
      r.targetOffset = Self.rounded(targetOffset)
    case .freeSettled(let offset):
      r.event = "settled"
      r.offset = Self.rounded(offset)
    }
    return r
  }
}
