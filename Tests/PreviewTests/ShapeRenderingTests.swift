import CSDL2
import Engine
import Fixtures
import Foundation
import Testing

@testable import PreviewHost

/// Shapes, strokes, gradients and shape clips rasterised by the renderer (cairo through
/// SDL), read back pixel by pixel on a 100x100 white window at scale 1.
@Suite("Renderer: shapes are anti-aliased paths and clip masks", .serialized)
@MainActor
struct ShapeRenderingTests {
  /// RGBA bytes of `view` drawn in a 100x100 window on white; `draws` draws it that many
  /// times (the texture creations of the last draw are returned too).
  func render(_ view: some View, draws: Int = 1) throws -> (pixels: [UInt8], created: Int) {
    let fonts = try FontLibrary(assets: PreviewBinary.packageRoot.appendingPathComponent("Assets"))
    let surface = try SDLSurface(width: 100, height: 100)
    let renderer = Renderer(try SDLRenderer(surface: surface), fonts: fonts)
    let host = ViewHost(root: view, size: CGSize(width: 100, height: 100), text: FixedTextMetrics())
    host.update(now: 0)
    let list = host.displayList()
    var created = 0
    for _ in 0..<draws {
      let before = renderer.textureCreations
      renderer.draw(list)
      created = renderer.textureCreations - before
    }
    let s = surface.pointer.pointee
    let bytes = s.pixels.assumingMemoryBound(to: UInt8.self)
    var out = [UInt8](repeating: 0, count: 100 * 100 * 4)
    for y in 0..<100 {
      for x in 0..<400 { out[y * 400 + x] = bytes[y * Int(s.pitch) + x] }
    }
    return (out, created)
  }

  /// (red, green, blue) at pixel (x, y).
  func rgb(_ pixels: [UInt8], _ x: Int, _ y: Int) -> [UInt8] {
    Array(pixels[(y * 100 + x) * 4..<(y * 100 + x) * 4 + 3])
  }

  static let white: [UInt8] = [255, 255, 255]
  /// `Color.red`, #FF3B30.
  static let red: [UInt8] = [0xFF, 0x3B, 0x30]

  @Test("a circle clip keeps the centre, drops the corners and blends its edge")
  func circleClip() throws {
    let (p, _) = try render(Color.red.clipShape(Circle()))
    // The circle of diameter 100 centred at (50, 50): pixel (2, 2)'s centre is 67 away.
    #expect(rgb(p, 2, 2) == Self.white)
    #expect(rgb(p, 97, 97) == Self.white)
    #expect(rgb(p, 50, 50) == Self.red)
    // The edge crosses pixel (14, 14) at 45°, through (14.64, 14.64): part covered, so
    // green (255 on white, 59 in red) lies strictly between.
    let edge = rgb(p, 14, 14)
    #expect(edge[1] > 70 && edge[1] < 245, "\(edge)")
  }

  @Test("an unchanged clip is composited from its cache the second time")
  func clipCached() throws {
    let once = try render(Color.red.clipShape(Circle()), draws: 1)
    let twice = try render(Color.red.clipShape(Circle()), draws: 2)
    #expect(once.created >= 1)
    #expect(twice.created == 0)
    #expect(once.pixels == twice.pixels)
  }

  @Test("a 10-point stroke is centred on the edge: 5 points out, 5 in")
  func strokeExtent() throws {
    let (p, _) = try render(Rectangle().stroke(.red, lineWidth: 10).frame(width: 50, height: 50))
    // The frame is (25, 25, 50, 50): the stroke covers x 20…30 on the left side.
    #expect(rgb(p, 20, 50) == Self.red)
    #expect(rgb(p, 29, 50) == Self.red)
    #expect(rgb(p, 19, 50) == Self.white)
    #expect(rgb(p, 30, 50) == Self.white)
    // Miter joins fill the outer corner square.
    #expect(rgb(p, 20, 20) == Self.red)
  }

  @Test("a linear gradient's pixels follow its colours")
  func linearGradientPixels() throws {
    let (p, _) = try render(
      LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
    // Pixel x samples its centre x + 0.5: x 49 is location 0.495, 126.2 of 255.
    let mid = rgb(p, 49, 50)
    #expect(abs(Int(mid[0]) - 126) <= 2, "\(mid)")
    #expect(rgb(p, 0, 50)[0] <= 3)
    #expect(rgb(p, 99, 50)[0] >= 252)
  }

  @Test("degenerate gradients draw cleanly: equal points, equal radii, no stops, no size")
  func degenerateGradients() throws {
    // Start and end at the same point: every location is past the line's end, so the
    // last colour pads the frame (DisplayPaint.color(at:)'s definition, which the
    // renderer follows).
    let samePoint = try render(
      LinearGradient(colors: [.black, .white], startPoint: .center, endPoint: .center)
        .background(Color.red)
    ).pixels
    #expect(rgb(samePoint, 10, 10) == Self.white && rgb(samePoint, 90, 90) == Self.white)
    // Radii 0 and 0: inside the start radius is location 0, outside it location 1.
    let noRadius = try render(
      RadialGradient(colors: [.black, .white], center: .center, startRadius: 0, endRadius: 0)
    ).pixels
    #expect(rgb(noRadius, 10, 10) == Self.white)
    // No colours: clear, so the white window shows through.
    let empty = try render(
      LinearGradient(colors: [], startPoint: .leading, endPoint: .trailing)
    ).pixels
    #expect(rgb(empty, 50, 50) == Self.white)
    // A frame of no size draws nothing.
    let zero = try render(
      LinearGradient(colors: [.black, .black], startPoint: .leading, endPoint: .trailing)
        .frame(width: 0, height: 0)
    ).pixels
    #expect(rgb(zero, 50, 50) == Self.white)
  }

  @Test("a change inside a shape clip redraws only its damage, to the same picture")
  func damageInsideAClip() throws {
    let fonts = try FontLibrary(assets: PreviewBinary.packageRoot.appendingPathComponent("Assets"))
    func list(_ color: Color) -> DisplayList {
      let host = ViewHost(
        root: VStack(spacing: 0) {
          color.frame(width: 40, height: 40).clipShape(Circle())
          Capsule().stroke(.blue, lineWidth: 3).frame(width: 80, height: 30)
        }, size: CGSize(width: 100, height: 100), text: FixedTextMetrics())
      host.update(now: 0)
      return host.displayList()
    }
    func pixels(_ surface: SDLSurface) -> [UInt32] {
      let s = surface.pointer.pointee
      let words = s.pixels.assumingMemoryBound(to: UInt32.self)
      return Array(UnsafeBufferPointer(start: words, count: Int(s.pitch / 4) * Int(s.h)))
    }
    let (red, green) = (list(.red), list(.green))
    let incremental = try SDLSurface(width: 100, height: 100)
    let renderer = Renderer(try SDLRenderer(surface: incremental), fonts: fonts)
    renderer.draw(red)
    let damage = try #require(renderer.damage(from: red, to: green))
    // Only the clipped colour changed: the damage is its 40x40 frame's region, no more
    // than its bounds and a pixel of anti-aliasing each side.
    #expect(damage.w <= 42 && damage.h <= 42 && damage.w > 0)
    renderer.draw(green, damage: damage)
    let whole = try SDLSurface(width: 100, height: 100)
    Renderer(try SDLRenderer(surface: whole), fonts: fonts).draw(green)
    #expect(pixels(incremental) == pixels(whole))
  }

  @Test("at scale 2 a shape is rasterised at twice the pixels: a 10-point stroke is 20 wide")
  func scaleTwo() throws {
    let fonts = try FontLibrary(assets: PreviewBinary.packageRoot.appendingPathComponent("Assets"))
    let surface = try SDLSurface(width: 200, height: 200)
    let renderer = Renderer(try SDLRenderer(surface: surface), fonts: fonts)
    renderer.setScale(2)
    let host = ViewHost(
      root: Rectangle().stroke(.red, lineWidth: 10).frame(width: 50, height: 50),
      size: CGSize(width: 100, height: 100), text: FixedTextMetrics())
    host.pixelScale = 2
    host.update(now: 0)
    renderer.draw(host.displayList())
    let s = surface.pointer.pointee
    let bytes = s.pixels.assumingMemoryBound(to: UInt8.self)
    func rgb(_ x: Int, _ y: Int) -> [UInt8] {
      let i = y * Int(s.pitch) + x * 4
      return [bytes[i], bytes[i + 1], bytes[i + 2]]
    }
    // The frame is (25, 25, 50, 50) points, (50, 50, 100, 100) pixels; the stroke covers
    // pixels 40…59 across its left side.
    #expect(rgb(40, 100) == Self.red)
    #expect(rgb(59, 100) == Self.red)
    #expect(rgb(39, 100) == Self.white)
    #expect(rgb(60, 100) == Self.white)
  }
}
