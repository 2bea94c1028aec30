import Engine
import Foundation
import Testing

/// The transforms of the effect groups drawn.
@MainActor
private func transforms(_ host: ViewHost) -> [DisplayTransform] {
  host.displayList().commands.compactMap {
    if case .pushEffect(let e) = $0, case .transform(let t) = e.kind { return t }
    return nil
  }
}

@MainActor
@Suite("rotationEffect's angle animates")
struct RotationEffectTests {
  @Test("0° → 360° turns all the way round: 90° a quarter of the way, 180° half way")
  func wholeTurn() throws {
    let (host, _) = toggled { on in
      Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(on ? 360 : 0))
    }
    host.update(now: 1.25)
    // A clockwise quarter turn on screen (y down): (a, b, c, d) = (cos, sin, −sin, cos)
    // of 90° = (0, 1, −1, 0). Interpolating the matrices instead would stay the identity.
    let quarter = try #require(transforms(host).first)
    #expect(abs(quarter.a) < 1e-9 && abs(quarter.b - 1) < 1e-9)
    #expect(abs(quarter.c + 1) < 1e-9 && abs(quarter.d) < 1e-9)
    host.update(now: 1.5)
    let half = try #require(transforms(host).first)
    #expect(abs(half.a + 1) < 1e-9 && abs(half.d + 1) < 1e-9 && abs(half.b) < 1e-9)
    host.update(now: 2.01)
    // At 360° the view is drawn as if unturned: no group at all, or the identity.
    let end = transforms(host).first
    #expect(end.map { abs($0.a - 1) < 1e-9 && abs($0.b) < 1e-9 } ?? true)
  }

  @Test("the anchor moves too: the turn's centre goes from the centre to the top-leading corner")
  func anchor() throws {
    let (host, _) = toggled { on in
      Color.red.frame(width: 100, height: 100)
        .rotationEffect(.degrees(90), anchor: on ? .topLeading : .center)
    }
    host.update(now: 1.5)
    // Half way the anchor is (0.25, 0.25) of 100 points: (25, 25). A quarter turn about
    // (25, 25) sends the frame's origin (0, 0) to (25 + 25, 25 − 25) = (50, 0): x' = cx −
    // (y − cy), y' = cy + (x − cx).
    let t = try #require(transforms(host).first)
    #expect(abs(t.tx - 50) < 1e-9 && abs(t.ty) < 1e-9)
  }
}
