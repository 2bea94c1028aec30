import Engine
import Foundation

/// Input in Engine's terms, whether it came from SDL or from a `--script` file.
enum InputAction {
  case pointerDown(CGPoint)
  case pointerMove(CGPoint)
  case pointerUp(CGPoint)
  case resize(CGSize)
  /// Horizontal and vertical wheel in SDL's units (notches; fractional on touchpads).
  case wheel(dx: Double, dy: Double, shift: Bool)
  case key(Command)
  case visible(Bool)

  /// Keyboard commands (DESIGN section 3.3 and the window's controls).
  enum Command {
    case previous, next, first, last
    case toggleAutoplay, cycleAlignment, cycleZOrder, addTile, removeTile, toggleInspector
  }

  /// A script action other than `drag`, which `HeadlessRunner.timeline` expands first.
  init(_ action: ScriptAction) {
    switch action {
    case .down(let p): self = .pointerDown(p)
    case .move(let p): self = .pointerMove(p)
    case .up(let p): self = .pointerUp(p)
    case .resize(let s): self = .resize(s)
    case .wheel(let dx, let dy): self = .wheel(dx: dx, dy: dy, shift: false)
    case .hide: self = .visible(false)
    case .show: self = .visible(true)
    case .key(let k):
      switch k {
      case .left: self = .key(.previous)
      case .right: self = .key(.next)
      case .home: self = .key(.first)
      case .end: self = .key(.last)
      case .space: self = .key(.toggleAutoplay)
      }
    case .drag(let from, _, _): self = .pointerDown(from)  // not reached: expanded first
    }
  }
}
