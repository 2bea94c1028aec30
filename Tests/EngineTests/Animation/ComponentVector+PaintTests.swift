import Foundation
import Testing

@testable import Engine

private let red = Color(red8: 255, green8: 0, blue8: 0)
private let blue = Color(red8: 0, green8: 0, blue8: 255)

/// The paints of the shapes drawn.
@MainActor
private func paints(_ host: ViewHost) -> [DisplayPaint] {
  host.displayList().commands.compactMap {
    if case .shape(let d) = $0 { return d.paint }
    return nil
  }
}

/// The gradient of the first paint drawn, as (red, green, blue, location) per stop.
@MainActor
private func stops(_ host: ViewHost) -> [[Double]] {
  guard case .linear(let g, _, _) = paints(host).first else { return [] }
  return g.stops.map {
    [Double($0.color.red), Double($0.color.green), Double($0.color.blue), Double($0.location)]
  }
}

@MainActor
@Suite("A gradient's stops animate: colours in linear light, locations in a line")
struct ComponentVectorTests {
  @Test("a linear gradient's colours: a quarter of the way, each stop is (225, 0, 137)")
  func gradientColours() {
    let (host, _) = toggled { on in
      LinearGradient(
        colors: on ? [blue, red] : [red, blue], startPoint: .leading, endPoint: .trailing
      )
      .frame(width: 100, height: 10)
    }
    host.update(now: 1.25)
    // Red → blue a quarter of the way in linear light, sRGB-encoded: (225, 0, 137) (see
    // TextColorTrackTests); blue → red: (137, 0, 225). Locations 0 and 1 stay.
    #expect(stops(host) == [[225, 0, 137, 0], [137, 0, 225, 1]])
    host.update(now: 2.01)
    #expect(stops(host) == [[0, 0, 255, 0], [255, 0, 0, 1]])
  }

  @Test("a stop's location moves: 1 → 0.5 is 0.75 half way")
  func locations() {
    let (host, _) = toggled { on in
      Rectangle()
        .fill(
          LinearGradient(
            stops: [.init(color: red, location: 0), .init(color: blue, location: on ? 0.5 : 1)],
            startPoint: .top, endPoint: .bottom)
        )
        .frame(width: 100, height: 100)
    }
    host.update(now: 1.5)
    #expect(stops(host) == [[255, 0, 0, 0], [0, 0, 255, 0.75]])
  }

  @Test("a stop added does not interpolate: the new gradient is drawn at once")
  func stopCountChanges() {
    let (host, _) = toggled { on in
      LinearGradient(
        colors: on ? [red, blue, red] : [red, blue], startPoint: .leading, endPoint: .trailing
      )
      .frame(width: 100, height: 10)
    }
    host.update(now: 1.5)
    #expect(stops(host) == [[255, 0, 0, 0], [0, 0, 255, 0.5], [255, 0, 0, 1]])
  }

  @Test("a shape's solid fill still animates with its corner radius")
  func solidColour() {
    let (host, _) = toggled { on in
      Circle().fill(on ? blue : red).frame(width: 40, height: 40).padding(on ? 10 : 0)
    }
    host.update(now: 1.5)
    let colours = host.displayList().commands.compactMap { command -> Color? in
      if case .fill(let r, _, let c) = command, r.width == 40 { return c }
      return nil
    }
    #expect(colours.map { [$0.red, $0.green, $0.blue] } == [[188, 0, 188]])
  }

  @Test("a colour is 4 numbers, n stops 5n; paints of other lengths do not mix")
  func arithmetic() {
    let colour = ComponentVector(.color(red))
    let gradient = ComponentVector(
      .linear(
        DisplayGradient(stops: [.init(color: red, location: 0), .init(color: blue, location: 1)]),
        start: .zero, end: CGPoint(x: 1, y: 0)))
    #expect(colour.values == [1, 0, 0, 1])
    #expect(gradient.values == [1, 0, 0, 1, 0, 0, 0, 1, 1, 1])
    #expect((gradient - colour).magnitudeSquared == 0)
    #expect((colour + gradient).values == colour.values)
    // (1, 0, 0, 1) − (0, 0, 1, 1) = (1, 0, −1, 0): |·|² = 2.
    #expect((colour - ComponentVector(.color(blue))).magnitudeSquared == 2)
  }
}
