import Engine
import Foundation
import Testing

private let red = Color(red8: 255, green8: 0, blue8: 0)
private let blue = Color(red8: 0, green8: 0, blue8: 255)

/// The colours of the text drawn: a plain text's, or each run's of a styled one.
@MainActor
private func textColors(_ host: ViewHost) -> [Color] {
  host.displayList().commands.flatMap { command -> [Color] in
    switch command {
    case .text(_, _, _, _, let color): return [color]
    case .styledText(let line): return line.runs.map(\.color)
    default: return []
    }
  }
}

@MainActor
@Suite("A text's colour animates in linear light")
struct TextColorTrackTests {
  // Red (1, 0, 0) to blue (0, 0, 1) in linear light, sRGB-encoded (IEC 61966-2-1):
  // a quarter of the way, red 0.75 → 1.055 × 0.75^(1/2.4) − 0.055 = 0.8808, × 255 = 224.6
  // → 225, and blue 0.25 → 0.5371 × 255 = 137.0 → 137; half way, ½ → 187.5 → 188 each.

  @Test("foregroundStyle around a Text: a quarter of the way red → blue is (225, 0, 137)")
  func foregroundStyle() {
    let (host, _) = toggled { on in Text("Hello").foregroundStyle(on ? blue : red) }
    host.update(now: 1.25)
    #expect(textColors(host).map { [$0.red, $0.green, $0.blue] } == [[225, 0, 137]])
    host.update(now: 1.5)
    #expect(textColors(host).map { [$0.red, $0.green, $0.blue] } == [[188, 0, 188]])
    host.update(now: 2.01)
    #expect(textColors(host) == [blue])
  }

  @Test("Text's own foregroundColor, and each run of a concatenation, animate")
  func runs() {
    let (host, _) = toggled { on in
      Text("A").foregroundColor(on ? blue : red) + Text("B").foregroundColor(on ? red : blue)
    }
    host.update(now: 1.25)
    // The first run a quarter of the way red → blue, the second blue → red.
    #expect(
      textColors(host).map { [$0.red, $0.green, $0.blue] } == [[225, 0, 137], [137, 0, 225]])
  }

  @Test("without an animation the colour changes at once")
  func unanimated() {
    let (host, toggle) = toggled { on in Text("Hello").foregroundStyle(on ? blue : red) }
    host.update(now: 2.5)
    toggle.on?.wrappedValue = false
    host.update(now: 3)
    #expect(textColors(host) == [red])
  }

  @Test("an opacity around an animating text fades the colour it has reached")
  func withOpacity() {
    let (host, _) = toggled { on in Text("Hello").foregroundStyle(on ? blue : red).opacity(0.5) }
    host.update(now: 1.5)
    // Half way, (188, 0, 188); alpha 255 × 0.5 = 127.5, rounded half up to 128.
    #expect(
      textColors(host).map { [$0.red, $0.green, $0.blue, $0.alpha] } == [[188, 0, 188, 128]])
  }
}
