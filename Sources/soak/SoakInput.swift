import Engine
import Fixtures
import Foundation
import SceneApp

/// One simulated user action, as the window would hand it to Engine.
///
/// Pointer positions are resolved when the action is applied (a press lands at a fraction
/// of the carousel's width wherever the carousel is by then), so a resize between planning
/// and applying cannot move a press off the carousel by accident. Everything else is the
/// `InputEvent` the window's event loop would produce.
enum SoakAction {
  /// Press at `fraction` of the carousel's width; inside the carousel or just above it.
  case down(fraction: Double, inside: Bool)
  /// Move the pointer horizontally by `dx` points.
  case moveBy(Double)
  case up
  /// The pointer moved with no button down, to fractions of the window's size (hover).
  case hover(x: Double, y: Double)
  case input(InputEvent)

  /// The name the report counts this action under.
  var kind: String {
    switch self {
    case .down: "down"
    case .moveBy: "move"
    case .up: "up"
    case .hover: "hover"
    case .input(let event):
      switch event {
      case .key(let press):
        "key:"
          + (KeyCommand(press)?.rawValue ?? SceneCommand(press)?.rawValue
            ?? String(press.key.character))
      case .wheel(let dx, let dy, _):
        ScrollPhysics.isNotch(dx: dx, dy: dy) ? "wheel-notch" : "wheel-smooth"
      case .resize: "resize"
      case .visible(let v): v ? "show" : "hide"
      case .pointerLeft: "leave"
      case .text, .composition, .paste: "text"
      case .pointerDown, .pointerMove, .pointerUp: "pointer"
      }
    }
  }
}

/// Plans random input as episodes (a drag, a flick, a burst of keys, a few resizes, a hidden
/// spell…) separated by random pauses, some shorter than the autoplay interval and some
/// longer, so every state meets every input.
struct SoakInput {
  var rng: SplitMix64
  static let frame = 1.0 / 60

  init(seed: UInt64) { rng = SplitMix64(state: seed) }

  /// The actions of one episode starting at `start`, and when the next episode may start.
  mutating func episode(at start: Double) -> (actions: [(Double, SoakAction)], next: Double) {
    var out: [(Double, SoakAction)] = []
    var t = start
    func add(_ action: SoakAction, after dt: Double = 0) {
      t += dt
      out.append((t, action))
    }
    let roll = Int.random(in: 0..<100, using: &rng)
    switch roll {
    case 0..<20: drag(add)
    case 20..<35: flick(add)
    case 35..<43: hold(add)
    case 43..<48:
      add(.down(fraction: .random(in: 0...1, using: &rng), inside: true))
      add(.up, after: Double(Int.random(in: 1...5, using: &rng)) * Self.frame)
    case 48..<51:
      add(.down(fraction: .random(in: 0...1, using: &rng), inside: false))
      for _ in 0..<Int.random(in: 1...20, using: &rng) { add(.moveBy(-30), after: Self.frame) }
      add(.up, after: Self.frame)
    case 51..<66:
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let keys: [KeyCommand] = [.previous, .next, .next, .first, .last]
        add(
          .input(.command(keys.randomElement(using: &rng)!)),
          after: .random(in: 0.03...0.5, using: &rng))
      }
    case 66..<78:
      let sign: Double = rng.chance(0.5) ? 1 : -1
      // A mouse wheel's whole notches, or a trackpad's fractional deltas.
      let smooth = rng.chance(0.4)
      for _ in 0..<Int.random(in: 1...12, using: &rng) {
        let notches = Double(Int.random(in: 1...3, using: &rng)) * (rng.chance(0.85) ? sign : -sign)
        add(wheel(smooth ? notches * 0.37 : notches), after: .random(in: 0.01...0.06, using: &rng))
      }
    case 78..<88:
      for _ in 0..<Int.random(in: 1...6, using: &rng) {
        add(.input(.resize(randomSize())), after: .random(in: 0...0.3, using: &rng))
      }
    case 88..<95:
      add(.input(.visible(false)))
      add(.input(.visible(true)), after: .random(in: 0.2...12, using: &rng))
    case 95..<97:
      add(.input(.command(.toggleAutoplay)))
      add(.input(.command(.toggleAutoplay)), after: .random(in: 0.5...8, using: &rng))
    case 97..<98:
      // The pointer wanders over the rows (hover raises tiles), then leaves the window.
      for _ in 0..<Int.random(in: 1...30, using: &rng) {
        let x = Double.random(in: 0...1, using: &rng)
        add(.hover(x: x, y: .random(in: 0...0.6, using: &rng)), after: Self.frame)
      }
      if rng.chance(0.5) { add(.input(.pointerLeft), after: Self.frame) }
    case 98..<99:
      // The row commands: alignment, z-order, the inspector.
      let keys: [SceneCommand] = [.cycleAlignment, .cycleZOrder, .toggleInspector]
      add(.input(.command(keys.randomElement(using: &rng)!)))
    default:
      let command: SceneCommand = rng.chance(0.5) ? .addTile : .removeTile
      for _ in 0..<Int.random(in: 1...5, using: &rng) {
        add(.input(.command(command)), after: Self.frame)
      }
    }
    let pause =
      rng.chance(0.6) ? Double.random(in: 0...0.8, using: &rng) : .random(in: 1...8, using: &rng)
    return (out, t + pause)
  }

  /// A slow drag: a random walk one move per frame, sometimes interrupted by a resize, a key
  /// or a wheel event while the button is down.
  private mutating func drag(_ add: (SoakAction, Double) -> Void) {
    add(.down(fraction: .random(in: 0...1, using: &rng), inside: true), 0)
    let drift = Double.random(in: -25...25, using: &rng)
    for _ in 0..<Int.random(in: 6...60, using: &rng) {
      add(.moveBy(drift + .random(in: -15...15, using: &rng)), Self.frame)
      if rng.chance(0.01) { add(.input(.resize(randomSize())), 0) }
      if rng.chance(0.01) { add(.input(.command(.next)), 0) }
      if rng.chance(0.01) { add(wheel(1), 0) }
    }
    add(.up, Self.frame)
  }

  /// A fast flick over a few frames, up to several thousand points.
  private mutating func flick(_ add: (SoakAction, Double) -> Void) {
    add(.down(fraction: .random(in: 0...1, using: &rng), inside: true), 0)
    let frames = Int.random(in: 2...8, using: &rng)
    let distance = Double.random(in: 100...3000, using: &rng) * (rng.chance(0.5) ? 1 : -1)
    for _ in 0..<frames { add(.moveBy(distance / Double(frames)), Self.frame) }
    add(.up, rng.chance(0.5) ? 0 : Self.frame)
  }

  /// The button held down, still or after a short drag, for up to five seconds: longer than
  /// the autoplay interval, which must not advance meanwhile.
  private mutating func hold(_ add: (SoakAction, Double) -> Void) {
    add(.down(fraction: .random(in: 0...1, using: &rng), inside: true), 0)
    if rng.chance(0.5) {
      for _ in 0..<4 { add(.moveBy(-5), Self.frame) }
    }
    add(.up, .random(in: 0.5...5, using: &rng))
  }

  /// A horizontal wheel event of `dx` notches (whole from a mouse, fractional from a
  /// trackpad); sometimes a vertical wheel with Shift, as a mouse without a tilt wheel sends.
  private mutating func wheel(_ dx: Double) -> SoakAction {
    rng.chance(0.2)
      ? .input(.wheel(dx: 0, dy: -dx, shift: true)) : .input(.wheel(dx: dx, dy: 0, shift: false))
  }

  /// Mostly ordinary windows, sometimes the extremes (the 100 pt minimum, 8192 wide).
  private mutating func randomSize() -> CGSize {
    let widths: [Double] = [100, 101, 149, 8192, 900]
    let width =
      rng.chance(0.3)
      ? widths.randomElement(using: &rng)! : Double(Int.random(in: 100...8192, using: &rng))
    let height = Double(Int.random(in: 100...1600, using: &rng))
    return CGSize(width: width, height: height)
  }
}
