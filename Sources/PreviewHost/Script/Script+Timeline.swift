import Engine
import Foundation

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
      case .type(let text): out.append((e.time, .text(text)))
      case .chord(let press):
        out.append((e.time, .key(press)))
        var up = press
        up.phase = .up
        out.append((e.time, .key(up)))
      case .paste(let text): out.append((e.time, .paste(text)))
      }
    }
    return out.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }
}
