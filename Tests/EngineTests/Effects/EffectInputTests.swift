import Engine
import Fixtures
import Foundation
import Testing

/// Bad numbers given to effects are bounded: nothing crashes, nothing grows without limit.
@MainActor
@Suite("Effects take bad numbers without harm")
struct EffectInputTests {
  private func kinds(_ view: some View) -> [DisplayEffect.Kind] {
    ViewGraph(root: view, size: CGSize(width: 400, height: 300), text: FixedTextMetrics())
      .displayList().commands.compactMap {
        if case .pushEffect(let e) = $0 { return e.kind }
        return nil
      }
  }

  private func card() -> some View { Color.blue.frame(width: 100, height: 50) }

  @Test("a NaN or negative blur draws no blur; a huge one draws DisplayEffect.maxRadius")
  func blurRadius() {
    #expect(kinds(card().blur(radius: .nan)).isEmpty)
    #expect(kinds(card().blur(radius: -3)).isEmpty)
    #expect(
      kinds(card().blur(radius: 1e12)) == [.blur(radius: DisplayEffect.maxRadius, opaque: false)])
    #expect(
      kinds(card().blur(radius: .infinity)) == [
        .blur(radius: DisplayEffect.maxRadius, opaque: false)
      ])
  }

  @Test("a NaN shadow radius and offset are 0")
  func shadowNaN() {
    #expect(
      kinds(card().shadow(radius: .nan, x: .nan, y: .infinity))
        == [.shadow(color: Color(white: 0, opacity: 0.33), radius: 0, offset: .zero)])
  }

  @Test("a NaN angle, axis or anchor draws the view unturned")
  func rotationNaN() {
    #expect(kinds(card().rotationEffect(.radians(.nan))).isEmpty)
    #expect(kinds(card().rotationEffect(.radians(.infinity))).isEmpty)
    #expect(kinds(card().rotation3DEffect(.degrees(30), axis: (x: .nan, y: 1, z: 0))).isEmpty)
    #expect(kinds(card().rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 0))).isEmpty)
    let anchored = kinds(card().rotationEffect(.degrees(90), anchor: UnitPoint(x: .nan, y: 0)))
    #expect(anchored.count == 1)
  }

  @Test("NaN colour amounts leave the colours as they are")
  func colourNaN() {
    #expect(kinds(card().brightness(.nan)).isEmpty)
    #expect(kinds(card().contrast(.nan)).isEmpty)
    #expect(kinds(card().saturation(.nan)).isEmpty)
    #expect(kinds(card().grayscale(.nan)).isEmpty)
  }
}
