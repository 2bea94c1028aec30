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
  /// A key pressed, repeated while held, or released. The host decides what it does: views'
  /// `onKeyPress` handlers, then the scroll view's paging keys (`ViewHost`), or `preview`'s
  /// commands (`StageHost`, through `KeyCommand`).
  case key(KeyPress)
  /// The window was hidden or minimised (false), or shown again (true).
  case visible(Bool)

  /// A press of `command`'s usual key.
  public static func command(_ command: KeyCommand) -> InputEvent {
    .key(command.press())
  }
}

/// What a key does in `preview` (DESIGN section 3.3 and the window's controls): the one
/// table from keys to commands. The window performs the window's own (screenshot,
/// fullscreen, quit) for any App; `StageHost` performs the rest; an `App`'s scroll views
/// take the paging ones that no view handled.
public enum KeyCommand: String, Sendable, Hashable, CaseIterable {
  case previous, next, first, last
  case toggleAutoplay, cycleAlignment, cycleZOrder, addTile, removeTile, toggleInspector
  case screenshot, toggleFullscreen, quit

  /// The keys for each command, the usual one first; letters in lower case (either case
  /// presses them).
  public var keys: [KeyEquivalent] {
    switch self {
    case .previous: [.leftArrow]
    case .next: [.rightArrow]
    case .first: [.home]
    case .last: [.end]
    case .toggleAutoplay: [.space]
    case .cycleAlignment: ["a"]
    case .cycleZOrder: ["z"]
    // "=" is the unshifted "+" on most layouts.
    case .addTile: ["+", "="]
    case .removeTile: ["-"]
    case .toggleInspector: ["h"]
    case .screenshot: ["s"]
    case .toggleFullscreen: [KeyEquivalent.function(11)].compactMap { $0 }
    case .quit: ["q", .escape]
    }
  }

  /// The command `press` stands for (its key; the phase is the caller's to weigh).
  public init?(_ press: KeyPress) {
    let key = press.key.folded
    guard let command = Self.allCases.first(where: { $0.keys.contains(key) }) else {
      return nil
    }
    self = command
  }

  /// A press of the command's usual key (scripts, the soak and tests send commands so).
  public func press(_ phase: KeyPress.Phases = .down) -> KeyPress {
    KeyPress(key: keys[0], phase: phase)
  }

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

  /// The window's own commands, which it performs for every App before any view sees the
  /// key.
  public var isWindowCommand: Bool {
    self == .screenshot || self == .toggleFullscreen || self == .quit
  }

  /// Whether holding the key repeats the command: moving through pages and adding or
  /// removing tiles do; toggles, cycles and screenshots would flicker or pile up. (Quit
  /// quits at once, so a repeat cannot reach it.)
  public var repeatsWhileHeld: Bool {
    switch self {
    case .previous, .next, .first, .last, .addTile, .removeTile: true
    case .toggleAutoplay, .cycleAlignment, .cycleZOrder, .toggleInspector, .screenshot,
      .toggleFullscreen, .quit:
      false
    }
  }

  /// Whether `press` performs the command: a press, or a repeat of a repeating command.
  public func performs(on press: KeyPress) -> Bool {
    press.phase == .down || (press.phase == .repeat && repeatsWhileHeld)
  }
}

extension ScriptKey {
  /// The key a script's key name stands for.
  public var key: KeyEquivalent {
    switch self {
    case .left: .leftArrow
    case .right: .rightArrow
    case .home: .home
    case .end: .end
    case .space: .space
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
      case .key(let k): out.append((e.time, .key(KeyPress(key: k.key))))
      case .hide: out.append((e.time, .visible(false)))
      case .show: out.append((e.time, .visible(true)))
      }
    }
    return out.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }
}
