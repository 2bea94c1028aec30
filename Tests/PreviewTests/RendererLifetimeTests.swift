import CSDL2
import Engine
import Foundation
import Testing

@testable import PreviewHost

/// SDL resources free themselves, in the order SDL needs: a texture before its
/// renderer, a renderer before its window or surface. References give the order, so
/// releasing a `Renderer` is all it takes, and a texture that outlives it stays valid.
@Suite("Renderer: SDL resources are released with their owners, in SDL's order", .serialized)
@MainActor
struct RendererLifetimeTests {
  @Test("a texture keeps its renderer, and the renderer its surface, until it goes")
  func textureKeepsItsRenderer() throws {
    weak var renderer: SDLRenderer?
    weak var surface: SDLSurface?
    var texture: SDLTexture?
    do {
      let s = try SDLSurface(width: 8, height: 4)
      let r = try SDLRenderer(surface: s)
      texture = try SDLTexture(renderer: r, surface: s.pointer, linear: false)
      (renderer, surface) = (r, s)
    }
    #expect(renderer != nil && surface != nil, "held by the texture")
    var width: Int32 = 0
    var height: Int32 = 0
    let pointer = try #require(texture?.pointer)
    #expect(SDL_QueryTexture(pointer, nil, nil, &width, &height) == 0, "still a texture")
    #expect((width, height) == (8, 4))
    texture = nil
    #expect(renderer == nil && surface == nil, "released with the last texture")
  }

  @Test("releasing a Renderer that drew text and rounded corners frees everything")
  func rendererFreesItself() throws {
    let fonts = try FontLibrary(assets: PreviewBinary.packageRoot.appendingPathComponent("Assets"))
    weak var sdl: SDLRenderer?
    weak var surface: SDLSurface?
    do {
      let s = try SDLSurface(width: 120, height: 60)
      let r = try SDLRenderer(surface: s)
      (sdl, surface) = (r, s)
      let renderer = Renderer(r, fonts: fonts)
      renderer.draw(
        DisplayList(commands: [
          .fill(CGRect(x: 0, y: 0, width: 120, height: 60), cornerRadius: 10, color: .white),
          .text(
            "Page 3", font: FontSpec(.label, size: 17), position: CGPoint(x: 60, y: 30),
            anchor: .center, color: .black),
        ]))
      #expect(renderer.textureCreations >= 2, "a corner mask and a line of text")
    }
    #expect(sdl == nil, "the SDL renderer went with the Renderer")
    #expect(surface == nil, "and then its surface")
  }
}
