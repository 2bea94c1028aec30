import CSDL2
import Engine
import Fixtures
import Foundation
import Testing

@testable import PreviewHost

/// Effect groups drawn offscreen by the renderer, read back pixel by pixel on a 200×200
/// white window at scale 1.
@Suite("Renderer: effects are offscreen groups, cached while unchanged", .serialized)
@MainActor
struct EffectRenderingTests {
  /// A renderer on a 200×200 surface and the RGB bytes it shows.
  @MainActor final class Canvas {
    let surface: SDLSurface
    let renderer: Renderer

    init() throws {
      let fonts = try FontLibrary(
        assets: PreviewBinary.packageRoot.appendingPathComponent("Assets"))
      surface = try SDLSurface(width: 200, height: 200)
      renderer = Renderer(try SDLRenderer(surface: surface), fonts: fonts)
    }

    func list(_ view: some View) -> DisplayList {
      let host = ViewHost(
        root: view, size: CGSize(width: 200, height: 200), text: FixedTextMetrics())
      host.update(now: 0)
      return host.displayList(background: .white)
    }

    /// Draws `list`; returns the texture creations it cost.
    @discardableResult
    func draw(_ list: DisplayList, damage: SDL_Rect? = nil) -> Int {
      let before = renderer.textureCreations
      renderer.draw(list, damage: damage)
      return renderer.textureCreations - before
    }

    /// (red, green, blue) at pixel (x, y).
    func rgb(_ x: Int, _ y: Int) -> [Int] {
      let s = surface.pointer.pointee
      let bytes = s.pixels.assumingMemoryBound(to: UInt8.self)
      let i = y * Int(s.pitch) + x * 4
      return (0..<3).map { Int(bytes[i + $0]) }
    }
  }

  /// A 60×60 black square centred in the window: (70, 70)…(130, 130).
  static func square() -> some View { Color.black.frame(width: 60, height: 60) }

  @Test("a shadow darkens below the view, less with distance, and not far away")
  func shadowFalloff() throws {
    let c = try Canvas()
    c.draw(c.list(Self.square().shadow(color: .red, radius: 8)))
    // σ = 4 px. Below the bottom edge (y 130) at d = 2 and 2d = 4 px: the Gaussian's
    // tail falls with distance, so the green channel (255 on white, lowered by the red
    // shadow's alpha) is lower nearer the edge; 3σ + 1 = 13 px away it is white.
    let near = c.rgb(100, 132)[1]
    let far = c.rgb(100, 134)[1]
    #expect(near < far, "\(near) \(far)")
    #expect(near < 255 && far < 255)
    #expect(c.rgb(100, 144) == [255, 255, 255])
    // The view itself is drawn over its shadow.
    #expect(c.rgb(100, 100) == [0, 0, 0])
  }

  @Test("a shadow's offset moves it: below the view but not above")
  func shadowOffset() throws {
    let c = try Canvas()
    c.draw(c.list(Self.square().shadow(radius: 2, y: 10)))
    // σ = 1; the shadow square spans y 80…140: just above the view, y 68, stays white;
    // at y 135 (inside the moved copy) it is black at 33%: 255·(1 − 0.33) ≈ 171.
    #expect(c.rgb(100, 68) == [255, 255, 255])
    let under = c.rgb(100, 135)[0]
    #expect(abs(under - 171) <= 2, "\(under)")
  }

  @Test("a blur spreads the square's edge over a few pixels each side")
  func blurEdge() throws {
    let c = try Canvas()
    c.draw(c.list(Self.square().blur(radius: 6)))
    // σ = 3: at the edge (x 70) half the Gaussian's weight is black, so mid grey; 3σ
    // outside, x 60, nearly white; 3σ inside, x 79, nearly black.
    let edge = c.rgb(70, 100)[0]
    #expect(edge > 90 && edge < 165, "\(edge)")
    #expect(c.rgb(60, 100)[0] > 245)
    #expect(c.rgb(79, 100)[0] < 10)
  }

  @Test("a turned bar is drawn along its new direction")
  func rotatedBar() throws {
    let c = try Canvas()
    c.draw(c.list(Color.black.frame(width: 120, height: 10).rotationEffect(.degrees(90))))
    // The 120×10 bar about (100, 100) turned a quarter: x 95…105, y 40…160.
    #expect(c.rgb(100, 50) == [0, 0, 0])
    #expect(c.rgb(50, 100) == [255, 255, 255])
  }

  @Test("a mask shows the view only where the mask is drawn")
  func mask() throws {
    let c = try Canvas()
    c.draw(c.list(Self.square().mask { Color.black.frame(width: 20, height: 20) }))
    #expect(c.rgb(100, 100) == [0, 0, 0])
    #expect(c.rgb(75, 75) == [255, 255, 255])
  }

  @Test("an unchanged group, or one that only moved, is drawn from its cache")
  func cached() throws {
    let c = try Canvas()
    func card(_ x: CGFloat) -> some View { Self.square().shadow(radius: 8).offset(x: x) }
    #expect(c.draw(c.list(card(0))) >= 1)
    #expect(c.draw(c.list(card(0))) == 0)
    // Moved by 7 points, the same content relative to its frame: no new texture, and the
    // shadow drawn 7 pixels further right.
    #expect(c.draw(c.list(card(7))) == 0)
    #expect(c.rgb(107, 100) == [0, 0, 0])
  }

  @Test("damage from a change inside a shadow covers the whole shadow")
  func damageCoversTheShadow() throws {
    let c = try Canvas()
    let a = c.list(Self.square().shadow(radius: 8))
    let b = c.list(Color.blue.frame(width: 60, height: 60).shadow(radius: 8))
    let damage = try #require(c.renderer.damage(from: a, to: b))
    // The square 70…130 and its shadow 3σ = 12 beyond: 58…142 at least.
    #expect(damage.x <= 58 && damage.x + damage.w >= 142, "\(damage)")
  }

  @Test("three box blurs have the Gaussian's variance")
  func boxWidths() {
    // A box of odd width w has variance (w² − 1) / 12; three of them add up. Below σ ≈ 2
    // whole-pixel boxes are too coarse (σ = 1 takes widths 1, 1, 3: variance ⅔).
    for sigma in [2.5, 4, 10, 37] {
      let v = GaussianBlur.boxWidths(sigma: sigma).reduce(0.0) { $0 + Double($1 * $1 - 1) / 12 }
      #expect(abs(v - sigma * sigma) / (sigma * sigma) < 0.15, "σ \(sigma): \(v)")
    }
    #expect(GaussianBlur.boxWidths(sigma: .nan).isEmpty)
  }

  @Test("a huge blur radius is bounded and still draws")
  func hugeBlur() throws {
    let c = try Canvas()
    c.draw(c.list(Self.square().blur(radius: 1e9)))
    // Bounded at 100 points (σ 50): the square's black is spread thin, the centre is grey.
    let centre = c.rgb(100, 100)[0]
    #expect(centre > 0 && centre < 255)
  }

  /// A blue square with a red one 30 points to its right over it, both opaque: the pair is
  /// 60 × 60 for layout, centred at (70, 70); blue 70…130, red drawn 100…160 across, the
  /// two overlapping on 100…130.
  static func overlappingPair() -> some View {
    ZStack {
      Color(red8: 0, green8: 0, blue8: 255).frame(width: 60, height: 60)
      Color(red8: 255, green8: 0, blue8: 0).frame(width: 60, height: 60).offset(x: 30)
    }
  }

  @Test(
    "opacity over a compositing or drawing group fades the flattened group, not each view",
    arguments: [0, 1, 2])
  func groupOpacity(variant: Int) throws {
    let c = try Canvas()
    let pair = Self.overlappingPair()
    switch variant {
    case 0: c.draw(c.list(pair.opacity(0.5)))
    case 1: c.draw(c.list(pair.compositingGroup().opacity(0.5)))
    default: c.draw(c.list(pair.drawingGroup().opacity(0.5)))
    }
    func near(_ a: [Int], _ b: [Double]) -> Bool {
      zip(a, b).allSatisfy { abs(Double($0) - $1) <= 3 }
    }
    // Blue alone (x 85) at ½ over white: (127.5, 127.5, 255) either way.
    #expect(near(c.rgb(85, 100), [127.5, 127.5, 255]), "\(c.rgb(85, 100))")
    let overlap = c.rgb(115, 100)
    if variant == 0 {
      // Each view at ½ (over white): blue gives (127.5, 127.5, 255), red at ½ over that
      // (255 + 127.5, 0 + 127.5, 0 + 255) / 2 = (191.25, 63.75, 127.5).
      #expect(near(overlap, [191.25, 63.75, 127.5]), "\(overlap)")
    } else {
      // The group is flattened first: red covers blue, then the red image at ½ over
      // white is (255, 127.5, 127.5).
      #expect(near(overlap, [255, 127.5, 127.5]), "\(overlap)")
    }
  }
}
