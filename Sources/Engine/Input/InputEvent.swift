import Foundation

/// Input in Engine's terms, wherever it came from: the window's SDL events, a `--script`
/// file, the soak's simulated user or a fuzzer's bytes. Hosts (`StageHost`, `ViewHost`) take
/// nothing else, so every source reaches the same code.
public enum InputEvent: Sendable, Hashable {
  case pointerDown(CGPoint)
  case pointerMove(CGPoint)
  case pointerUp(CGPoint)
  /// The pointer left the window (nothing is hovered any more).
  case pointerLeft
  /// The window's new size in points.
  case resize(CGSize)
  /// Horizontal and vertical wheel in SDL's units: whole notches from a mouse wheel,
  /// fractions from a trackpad; x positive to the right, y away from the user. Shift turns a
  /// vertical wheel horizontal.
  case wheel(dx: Double, dy: Double, shift: Bool)
  case key(KeyCommand)
  /// The window was hidden or minimised (false), or shown again (true).
  case visible(Bool)
}

/// What a key does (DESIGN section 3.3 and the window's controls). The window maps SDL's
/// keys to these; an `App`'s views take the paging ones and ignore the rest.
public enum KeyCommand: String, Sendable, Hashable, CaseIterable {
  case previous, next, first, last
  case toggleAutoplay, cycleAlignment, cycleZOrder, addTile, removeTile, toggleInspector

  /// The carousel key this command is, if it is one.
  public var carouselKey: Carousel.Key? {
    switch self {
    case .previous: .previous
    case .next: .next
    case .first: .first
    case .last: .last
    default: nil
    }
  }

  /// Whether holding the key repeats the command: moving through pages and adding or
  /// removing tiles do; toggles and cycles would flicker.
  public var repeatsWhileHeld: Bool {
    switch self {
    case .previous, .next, .first, .last, .addTile, .removeTile: true
    case .toggleAutoplay, .cycleAlignment, .cycleZOrder, .toggleInspector: false
    }
  }

  /// The command a script's key name stands for.
  public init(_ key: ScriptKey) {
    switch key {
    case .left: self = .previous
    case .right: self = .next
    case .home: self = .first
    case .end: self = .last
    case .space: self = .toggleAutoplay
    }
  }
}

extension Script {
  /// Frames per second of the virtual clock that headless runs and script replays use.
  public static let frameRate = 60.0

  /// The script as timed input: each `drag` becomes a press, a move every frame of the
  /// virtual clock and a release. Stable in time: an expanded drag may interleave with later
  /// events, which keep their order.
  public var timeline: [(time: Double, event: InputEvent)] {
    var out: [(time: Double, event: InputEvent)] = []
    for e in events {
      switch e.action {
      case .drag(let from, let to, let duration):
        out.append((e.time, .pointerDown(from)))
        let frames = Int((duration * Self.frameRate).rounded(.up))
        for k in 1...max(frames, 1) {
          let f = min(Double(k) / Self.frameRate / duration, 1)
          let p = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
          out.append((e.time + min(Double(k) / Self.frameRate, duration), .pointerMove(p)))
        }
        out.append((e.time + duration, .pointerUp(to)))
      case .down(let p): out.append((e.time, .pointerDown(p)))
      case .move(let p): out.append((e.time, .pointerMove(p)))
      case .up(let p): out.append((e.time, .pointerUp(p)))
      case .resize(let s): out.append((e.time, .resize(s)))
      case .wheel(let dx, let dy): out.append((e.time, .wheel(dx: dx, dy: dy, shift: false)))
      case .key(let k): out.append((e.time, .key(KeyCommand(k))))
      case .hide: out.append((e.time, .visible(false)))
      case .show: out.append((e.time, .visible(true)))
      }
    }
    return out.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }
}
