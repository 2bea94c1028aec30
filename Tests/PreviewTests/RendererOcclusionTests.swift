import CSDL2
import Engine
import Foundation
import Testing

@testable import PreviewHost

/// The window's background is filled only where later opaque fills leave it visible (issue
/// 20: half the fill work of an animated frame at scale 2), and the picture stays the same to
/// the bit.
@Suite("Renderer: the background under opaque fills is not filled", .serialized)
@MainActor
struct RendererOcclusionTests {
  static func rect(_ x: Int32, _ y: Int32, _ w: Int32, _ h: Int32) -> SDL_Rect {
    SDL_Rect(x: x, y: y, w: w, h: h)
  }

  static func area(_ rects: [SDL_Rect]) -> Int {
    rects.reduce(0) { $0 + Int($1.w) * Int($1.h) }
  }

  static func overlaps(_ a: SDL_Rect, _ b: SDL_Rect) -> Bool {
    a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
  }

  /// A carousel strip: the background, three rounded pages (one translucent), a label.
  static let strip = DisplayList(commands: [
    .fill(CGRect(x: 0, y: 0, width: 300, height: 100), cornerRadius: 0, color: .white),
    .pushClip(CGRect(x: 0, y: 20, width: 300, height: 60)),
    .fill(CGRect(x: -200, y: 20, width: 190, height: 60), cornerRadius: 10, color: .red),
    .fill(CGRect(x: 25, y: 20, width: 250, height: 60), cornerRadius: 10, color: .blue),
    .fill(
      CGRect(x: 283, y: 20, width: 250, height: 60), cornerRadius: 10,
      color: Color(red8: 0, green8: 200, blue8: 0, alpha8: 128)),
    .text(
      "1", font: FontSpec(.label, size: 17), position: CGPoint(x: 150, y: 50), anchor: .center,
      color: .black),
    .popClip,
  ])

  @Test("a hole leaves the parts of each piece above, below, left and right of it")
  func subtractCutsAroundTheHole() {
    let pieces = Renderer.subtract(Self.rect(10, 10, 20, 20), from: [Self.rect(0, 0, 40, 40)])
    #expect(pieces.count == 4)
    #expect(Self.area(pieces) == 40 * 40 - 20 * 20)
    #expect(!pieces.contains { Self.overlaps($0, Self.rect(10, 10, 20, 20)) })
    let untouched = Renderer.subtract(Self.rect(50, 50, 5, 5), from: [Self.rect(0, 0, 40, 40)])
    #expect(untouched.count == 1 && Self.area(untouched) == 1600)
    let covered = Renderer.subtract(Self.rect(-1, -1, 50, 50), from: [Self.rect(0, 0, 40, 40)])
    #expect(covered.isEmpty)
  }

  @Test("the background is left out under the opaque page's body, kept under corners")
  func backgroundAroundThePages() throws {
    let fonts = try FontLibrary(assets: PreviewBinary.packageRoot.appendingPathComponent("Assets"))
    let surface = try SDLSurface(width: 300, height: 100)
    let renderer = Renderer(try SDLRenderer(surface: surface), fonts: fonts)
    let pieces = try #require(
      renderer.visibleBackground(of: Self.strip, within: Self.rect(0, 0, 300, 100)))
    let body = Self.rect(35, 20, 230, 60)
    #expect(!pieces.contains { Self.overlaps($0, body) }, "\(pieces)")
    #expect(pieces.contains { Self.overlaps($0, Self.rect(25, 20, 10, 10)) }, "a corner")
    #expect(
      pieces.contains { Self.overlaps($0, Self.rect(283, 20, 17, 60)) }, "under the translucent")
    #expect(Self.area(pieces) < 300 * 100 - 250 * 40)
    // Square page bodies never drawn outside their clip: the band above stays background.
    #expect(pieces.contains { Self.overlaps($0, Self.rect(0, 0, 300, 20)) })
  }

  @Test("the picture is the same as with the background drawn whole", arguments: [1.0, 1.5, 2])
  func samePicture(scale: Double) throws {
    let fonts = try FontLibrary(assets: PreviewBinary.packageRoot.appendingPathComponent("Assets"))
    func picture(_ list: DisplayList) throws -> [UInt32] {
      let w = Int32((300 * scale).rounded())
      let h = Int32((100 * scale).rounded())
      let surface = try SDLSurface(width: w, height: h)
      let renderer = Renderer(try SDLRenderer(surface: surface), fonts: fonts)
      renderer.setScale(CGFloat(scale))
      SDL_SetRenderDrawColor(renderer.sdl, 1, 2, 3, 255)
      SDL_RenderClear(renderer.sdl)
      renderer.draw(list)
      let s = surface.pointer.pointee
      let words = s.pixels.assumingMemoryBound(to: UInt32.self)
      return Array(UnsafeBufferPointer(start: words, count: Int(s.pitch / 4) * Int(s.h)))
    }
    // Behind a clip the background is no longer the first command: drawn whole.
    let whole = DisplayList(
      commands: [.pushClip(CGRect(x: 0, y: 0, width: 300, height: 100))] + Self.strip.commands
        + [.popClip])
    #expect(try picture(Self.strip) == picture(whole))
  }
}
