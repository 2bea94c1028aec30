import Fixtures
import Foundation
import Testing

@testable import Engine

/// The kinds of the effect groups drawn.
@MainActor
private func effects(_ host: ViewHost) -> [DisplayEffect.Kind] {
  host.displayList().commands.compactMap {
    if case .pushEffect(let e) = $0 { return e.kind }
    return nil
  }
}

@MainActor
@Suite("Effects' parameters animate: blur, shadow, colour effects")
struct EffectsAnimatableTests {
  @Test("blur(radius:) 0 → 20 is 10 half way")
  func blur() throws {
    let (host, _) = toggled { on in Color.red.frame(width: 50, height: 50).blur(radius: on ? 20 : 0)
    }
    host.update(now: 1.5)
    let kind = try #require(effects(host).first)
    guard case .blur(let radius, _) = kind else {
      Issue.record("not a blur: \(kind)")
      return
    }
    #expect(abs(radius - 10) < 1e-9)
  }

  @Test("shadow radius 0 → 10 and y 0 → 20 are 5 and 10 half way; its colour stays")
  func shadow() throws {
    let (host, _) = toggled { on in
      Color.red.frame(width: 50, height: 50).shadow(radius: on ? 10 : 0, y: on ? 20 : 0)
    }
    host.update(now: 1.5)
    let kind = try #require(effects(host).first)
    guard case .shadow(let color, let radius, let offset) = kind else {
      Issue.record("not a shadow: \(kind)")
      return
    }
    #expect(abs(radius - 5) < 1e-9 && abs(offset.height - 10) < 1e-9 && offset.width == 0)
    // Black at 33%: alpha round(0.33 × 255) = 84, unchanged by the animation.
    #expect(color == Color(white: 0, opacity: 0.33))
  }

  @Test("hueRotation 120° → 0° turns through 60° half way, not a blend of the matrices")
  func hueRotation() throws {
    let (host, _) = toggled { on in
      Color.red.frame(width: 50, height: 50).hueRotation(.degrees(on ? 0 : 120))
    }
    host.update(now: 1.5)
    let kind = try #require(effects(host).first)
    guard case .color(let m) = kind else {
      Issue.record("not a colour effect: \(kind)")
      return
    }
    let expected = ColorMatrix.hueRotation(.pi / 3)
    for (row, want) in zip(m.rows, expected.rows) {
      for (a, b) in zip(row, want) { #expect(abs(a - b) < 1e-9) }
    }
  }

  @Test("brightness 0 → 0.4 adds 0.2 to each channel half way")
  func brightness() throws {
    let (host, _) = toggled { on in
      Color.red.frame(width: 50, height: 50).brightness(on ? 0.4 : 0)
    }
    host.update(now: 1.5)
    let kind = try #require(effects(host).first)
    guard case .color(let m) = kind else {
      Issue.record("not a colour effect: \(kind)")
      return
    }
    // The brightness matrix is the identity with the amount as each colour row's constant.
    #expect(m.rows.prefix(3).allSatisfy { abs($0[4] - 0.2) < 1e-9 })
    #expect(abs(m.rows[0][0] - 1) < 1e-9 && m.rows[3][4] == 0)
  }
}
