import CSDL2
import Engine
import Foundation
import Testing

@testable import PreviewHost

/// A change of output scale (a window moved to a display of another scale) draws
/// at the new pixel size, with text rasterised for it once, not every frame.
@Suite("Renderer: a new output scale re-rasterises once and draws at the pixel size", .serialized)
@MainActor
struct RendererScaleTests {
  static let points = CGSize(width: 160, height: 60)

  /// A label and a rounded fill: what a carousel page draws.
  static let page = DisplayList(commands: [
    .fill(CGRect(x: 10, y: 10, width: 140, height: 40), cornerRadius: 8, color: .blue),
    .text(
      "Page 3", font: FontSpec(.label, size: 17), position: CGPoint(x: 80, y: 30),
      anchor: .center, color: .white),
  ])

  /// Pixels in the surface that are not the clear colour (black, transparent).
  static func inkedPixels(_ surface: SDLSurface) -> Int {
    let s = surface.pointer.pointee
    let bytes = s.pixels.assumingMemoryBound(to: UInt32.self)
    var count = 0
    for y in 0..<Int(s.h) {
      for x in 0..<Int(s.w) where bytes[y * Int(s.pitch) / 4 + x] & 0x00FF_FFFF != 0 {
        count += 1
      }
    }
    return count
  }

  /// Clears the target and draws the page, `frames` times.
  static func draw(_ renderer: Renderer, frames: Int) {
    for _ in 0..<frames {
      SDL_SetRenderDrawColor(renderer.sdl, 0, 0, 0, 0)
      SDL_RenderClear(renderer.sdl)
      renderer.draw(page)
      SDL_RenderPresent(renderer.sdl)
    }
  }

  @Test("text is rasterised once per scale, and a scale of 2 covers four times the pixels")
  func scaleChangeRasterisesOnce() throws {
    let fonts = try FontLibrary(assets: PreviewBinary.packageRoot.appendingPathComponent("Assets"))
    let surface = try SDLSurface(
      width: Int32(Self.points.width * 2), height: Int32(Self.points.height * 2))
    let renderer = Renderer(try SDLRenderer(surface: surface), fonts: fonts)

    Self.draw(renderer, frames: 3)
    let atOne = renderer.glyphs.rasterisations
    let inkAtOne = Self.inkedPixels(surface)
    #expect(atOne >= 1, "the label was rasterised")
    #expect(!renderer.setScale(1), "the same scale is no change")

    #expect(renderer.setScale(2))
    Self.draw(renderer, frames: 1)
    let afterChange = renderer.glyphs.rasterisations
    #expect(afterChange == 2 * atOne, "each glyph again, once, for the new size")
    Self.draw(renderer, frames: 5)
    #expect(renderer.glyphs.rasterisations == afterChange, "later frames reuse the glyphs")
    #expect(fonts.scale == 2, "text is measured at the new scale too")

    let inkAtTwo = Self.inkedPixels(surface)
    let ratio = Double(inkAtTwo) / Double(inkAtOne)
    #expect(ratio > 3.8 && ratio < 4.2, "\(inkAtOne) px at 1x, \(inkAtTwo) px at 2x")
  }
}
