import Foundation

/// One `--trace` line: `{"t": seconds, "event": name, ...}` (docs/CONTRACT.md §4).
struct TraceEvent: Decodable, Sendable, Equatable, CustomStringConvertible {
  struct Row: Decodable, Sendable, Equatable {
    var count: Int
    var overlapping: Bool
    var step: Double?
  }

  var t: Double
  var event: String
  var size: [Double]?
  /// `ready`, `resize`: the drawable in pixels and pixels per point.
  var pixels: [Int]?
  var scale: Double?
  /// `ready` in a window: seconds from process start to the first frame.
  var startup: Double?
  /// `window`: SDL's video driver, the way chosen and SDL's renderer.
  var video: String?
  var mode: String?
  var renderer: String?
  var rows: [Row]?
  var page: Int?
  var velocity: Double?
  var target: Int?
  var from: Int?
  var to: Int?
  var source: String?
  var state: String?
  var reason: String?
  var scene: String?
  var message: String?
  var path: String?
  /// `scroll-position`: the new id (examples use integer ids).
  var id: Int?
  /// `held-key`: the key's name.
  var key: String?

  /// The line it came from, for failure messages.
  var line = ""

  enum CodingKeys: String, CodingKey {
    case t, event, size, rows, page, velocity, target, from, to, source, state, reason, scene
    case message, path, id, pixels, scale, startup, video, mode, renderer, key
  }

  var description: String { line.isEmpty ? "\(event)@\(t)" : line }

  struct BadLine: Error, CustomStringConvertible {
    var number: Int
    var text: String
    var reason: String
    var description: String { "trace line \(number) is not a trace record (\(reason)): \(text)" }
  }

  /// Decodes one line; anything but a JSON object with `t` and `event` is an error.
  static func parse(line: String, number: Int = 0) throws(BadLine) -> TraceEvent {
    do {
      var e = try JSONDecoder().decode(TraceEvent.self, from: Data(line.utf8))
      e.line = line
      return e
    } catch {
      throw BadLine(number: number, text: line, reason: "\(error)")
    }
  }

  /// Decodes every non-empty line of `text`.
  static func parse(lines text: String) throws(BadLine) -> [TraceEvent] {
    var events: [TraceEvent] = []
    for (i, line) in text.split(separator: "\n").enumerated() {
      events.append(try parse(line: String(line), number: i + 1))
    }
    return events
  }
}

extension [TraceEvent] {
  /// The events named `name`, in order.
  func named(_ name: String) -> [TraceEvent] { filter { $0.event == name } }

  /// The first event named `name` after (not at) time `t`, with its position.
  func first(_ name: String, after t: Double = -1) -> TraceEvent? {
    first { $0.event == name && $0.t > t }
  }

  /// Event names in order, for failure messages and order checks.
  var names: [String] { map(\.event) }
}
