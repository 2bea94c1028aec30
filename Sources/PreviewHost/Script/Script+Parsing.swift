import Foundation

extension Script {
  /// The event keys a line may carry, exactly one per line.
  enum EventKey: String, CaseIterable {
    case down, move, up, drag, resize, key, wheel, hide, show, type, chord, paste
  }

  /// Their spellings, in order.
  static let eventKeys = EventKey.allCases.map(\.rawValue)
  /// The window sizes a script `resize` and `preview --size` accept, per side.
  public static let sizeRange = 100...16384

  /// Reads a script file: JSON lines, one event object per non-blank line.
  ///
  /// Each line is `{"t": seconds, "<event>": value}`; times are finite, ≥ 0 and never
  /// decrease. Errors carry the file's line number and the column in that line.
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - file: The name errors should carry, as the user typed it.
  /// - Complexity: O(n) in the length of `text`.
  public static func parse(_ text: String, file: String) throws(SourceError) -> Script {
    var events: [ScriptEvent] = []
    var lineNumber = 0
    // The last lines read, newest first: a line with the same bytes (a run of the same key
    // at one instant, say) is the same event, so it is not read again. Two, so that keys
    // alternating between two lines are both found.
    var recent: [(bytes: ArraySlice<UInt8>, time: Double, action: ScriptAction)] = []
    for lineBytes in lines(Array(text.utf8)) {
      lineNumber += 1
      let isBlank = lineBytes.allSatisfy {
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
      }
      if isBlank { continue }
      // Out of order, the line is read afresh below, for the error's location.
      if let same = recent.first(where: { $0.bytes.elementsEqual(lineBytes) }),
        events.last.map({ same.time >= $0.time }) ?? true
      {
        events.append(ScriptEvent(time: same.time, action: same.action, line: lineNumber))
        continue
      }
      let source = SourceText(file: file, bytes: Array(lineBytes), firstLine: lineNumber)
      let event = try Self.event(JSONReader.parse(source), source: source)
      if let previous = events.last, event.time < previous.time {
        throw source.error(
          "time \(event.time) is before the previous event's \(previous.time) "
            + "(line \(previous.line))", at: event.timeLocation)
      }
      events.append(ScriptEvent(time: event.time, action: event.action, line: lineNumber))
      recent.insert((lineBytes, event.time, event.action), at: 0)
      if recent.count > 2 { recent.removeLast() }
    }
    return Script(events: events)
  }

  /// The lines of `bytes`, ended by LF, CRLF or a lone CR (the CR of a CRLF stays on its
  /// line and counts as blank space).
  static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    for i in bytes.indices {
      let isLF = bytes[i] == UInt8(ascii: "\n")
      let isLoneCR =
        bytes[i] == UInt8(ascii: "\r")
        && (i + 1 == bytes.count || bytes[i + 1] != UInt8(ascii: "\n"))
      if isLF || isLoneCR {
        result.append(bytes[start..<i])
        start = i + 1
      }
    }
    result.append(bytes[start...])
    return result
  }

  /// One line's event, with where its time is for the ordering check.
  private static func event(_ value: JSONValue, source: SourceText) throws(SourceError) -> (
    time: Double, action: ScriptAction, timeLocation: SourceLocation
  ) {
    let root = JSONCursor(value: value, path: "", source: source)
    guard case .object = value.kind else {
      throw root.error("each line must be a JSON object, got \(value.typeName)")
    }
    let object = try root.object(keys: ["t"] + eventKeys)
    guard let timeCursor = object["t"] else {
      throw root.error("missing key 't' (the event's time in seconds)")
    }
    let time = try timeCursor.number("must be ≥ 0") { $0 >= 0 }
    // `object(keys:)` let through only "t" and the event keys.
    let kinds = object.order.compactMap(EventKey.init(rawValue:))
    guard let kind = kinds.first, let body = object[kind.rawValue] else {
      throw root.error("no event; expected one of \(JSONCursor.list(eventKeys))")
    }
    if kinds.count > 1, let second = object.members[kinds[1].rawValue] {
      throw source.error(
        "two events on one line: '\(kind.rawValue)' and '\(second.key)'", at: second.keyLocation)
    }
    let action = try Self.action(kind, body)
    return (time, action, timeCursor.value.location)
  }

  private static func action(_ key: EventKey, _ body: JSONCursor) throws(SourceError)
    -> ScriptAction
  {
    switch key {
    case .down: return .down(try point(body))
    case .move: return .move(try point(body))
    case .up: return .up(try point(body))
    case .drag:
      let object = try body.object(keys: ["from", "to", "duration"])
      func required(_ key: String) throws(SourceError) -> JSONCursor {
        guard let value = object[key] else { throw body.error("missing key '\(key)'") }
        return value
      }
      let from = try point(required("from"))
      let to = try point(required("to"))
      let duration = try required("duration").number("must be > 0 and ≤ 60") {
        $0 > 0 && $0 <= 60
      }
      return .drag(from: from, to: to, duration: duration)
    case .resize:
      let (width, height) = try pair(body, "[width, height]")
      let size = try (width.integer(in: sizeRange), height.integer(in: sizeRange))
      return .resize(CGSize(width: size.0, height: size.1))
    case .key:
      return .key(try body.oneOf(ScriptKey.self, what: "key"))
    case .wheel:
      let (dx, dy) = try pair(body, "[dx, dy]")
      return .wheel(dx: try dx.coordinate(), dy: try dy.coordinate())
    case .type: return .type(try body.string())
    case .paste: return .paste(try body.string())
    case .chord:
      switch ScriptChord.press(try body.string()) {
      case .success(let press): return .chord(press)
      case .failure(let error): throw body.error(error.description)
      }
    case .hide, .show:
      guard try body.bool() else { throw body.error("expected true, got false") }
      return key == .hide ? .hide : .show
    }
  }

  /// `[x, y]`: two coordinates (outside the window is fine).
  private static func point(_ cursor: JSONCursor) throws(SourceError) -> CGPoint {
    let (x, y) = try pair(cursor, "[x, y]")
    return CGPoint(x: try x.coordinate(), y: try y.coordinate())
  }

  /// A two-element array, described as `shape` in messages.
  private static func pair(_ cursor: JSONCursor, _ shape: String) throws(SourceError) -> (
    JSONCursor, JSONCursor
  ) {
    guard case .array = cursor.value.kind else {
      throw cursor.error("expected \(shape), got \(cursor.value.typeName)")
    }
    let elements = try cursor.elements()
    guard elements.count == 2 else {
      throw cursor.error(
        "expected \(shape), got \(elements.count) element\(elements.count == 1 ? "" : "s")")
    }
    return (elements[0], elements[1])
  }
}
