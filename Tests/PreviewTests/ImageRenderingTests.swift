import CSDL2
import Engine
import Fixtures
import Foundation
import Testing

@testable import PreviewHost

/// Pictures decoded through SDL_image and drawn by the renderer, read back pixel by pixel on
/// a 100x100 white window at scale 1.
@Suite("Renderer: pictures are decoded, sliced, tinted and clipped", .serialized)
@MainActor
struct ImageRenderingTests {
  /// RGBA bytes of `view` drawn in a 100x100 window on white, its images found in `folder`.
  func render(_ view: some View, _ folder: ImageFolder) throws -> [UInt8] {
    let fonts = try FontLibrary(assets: PreviewBinary.packageRoot.appendingPathComponent("Assets"))
    let surface = try SDLSurface(width: 100, height: 100)
    let renderer = Renderer(try SDLRenderer(surface: surface), fonts: fonts)
    var environment = EnvironmentValues()
    environment.imageResolver = ImageFiles(searchFolders: [folder.url.path])
    let host = ViewHost(
      root: ZStack {
        Color.white
        view
      }, size: CGSize(width: 100, height: 100), text: FixedTextMetrics(),
      environment: environment)
    host.update(now: 0)
    renderer.draw(host.displayList())
    let s = surface.pointer.pointee
    let bytes = s.pixels.assumingMemoryBound(to: UInt8.self)
    var out = [UInt8](repeating: 0, count: 100 * 100 * 4)
    for y in 0..<100 {
      for x in 0..<400 { out[y * 400 + x] = bytes[y * Int(s.pitch) + x] }
    }
    return out
  }

  func rgb(_ pixels: [UInt8], _ x: Int, _ y: Int) -> [UInt8] {
    Array(pixels[(y * 100 + x) * 4..<(y * 100 + x) * 4 + 3])
  }

  static let white: [UInt8] = [255, 255, 255]
  static let red: [UInt8] = [255, 0, 0, 255]
  static let blue: [UInt8] = [0, 0, 255, 255]
  static let clear: [UInt8] = [0, 0, 0, 0]

  @Test("a 2x2 PNG scaled to 100x100 without interpolation is four flat quadrants")
  func nearestQuadrants() throws {
    let folder = try ImageFolder()
    defer { folder.remove() }
    let colours: [[UInt8]] = [
      [255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [0, 0, 0, 255],
    ]
    try folder.bitmap("quad.png", 2, 2) { x, y in colours[y * 2 + x] }
    let p = try render(
      Image("quad").resizable().interpolation(.none).frame(width: 100, height: 100), folder)
    // Each source pixel covers a 50 × 50 quadrant; nearest sampling keeps it flat up to
    // the seam.
    #expect(rgb(p, 1, 1) == [255, 0, 0])
    #expect(rgb(p, 49, 49) == [255, 0, 0])
    #expect(rgb(p, 50, 1) == [0, 255, 0])
    #expect(rgb(p, 1, 98) == [0, 0, 255])
    #expect(rgb(p, 98, 98) == [0, 0, 0])
  }

  @Test("a plain image is drawn at its pixel size, centred")
  func intrinsicPixels() throws {
    let folder = try ImageFolder()
    defer { folder.remove() }
    try folder.bitmap("dot.png", 10, 10) { _, _ in Self.red }
    let p = try render(Image("dot"), folder)
    // 10 × 10 points centred in 100 × 100: pixels 45..<55.
    #expect(rgb(p, 45, 45) == [255, 0, 0])
    #expect(rgb(p, 54, 54) == [255, 0, 0])
    #expect(rgb(p, 44, 50) == Self.white)
    #expect(rgb(p, 55, 50) == Self.white)
  }

  @Test("the avatar: scaledToFill under clipShape(Circle()) keeps the centre, drops the corners")
  func avatar() throws {
    let folder = try ImageFolder()
    defer { folder.remove() }
    try folder.bitmap("face.png", 40, 30) { _, _ in Self.red }
    let p = try render(
      Image("face").resizable().scaledToFill().frame(width: 100, height: 100)
        .clipShape(Circle()), folder)
    // The inscribed circle of diameter 100: pixel (3, 3) is 66 from its centre, outside.
    #expect(rgb(p, 3, 3) == Self.white)
    #expect(rgb(p, 96, 96) == Self.white)
    #expect(rgb(p, 50, 50) == [255, 0, 0])
    // (50, 2) is 48 from the centre, inside; scaledToFill covers it.
    #expect(rgb(p, 50, 2) == [255, 0, 0])
  }

  @Test("a template image is its opacity filled with the foreground colour")
  func template() throws {
    let folder = try ImageFolder()
    defer { folder.remove() }
    // A blue square in the middle of a transparent 20 × 20 picture.
    try folder.bitmap("mark.png", 20, 20) { x, y in
      (5..<15).contains(x) && (5..<15).contains(y) ? Self.blue : Self.clear
    }
    let p = try render(
      Image("mark").renderingMode(.template).foregroundStyle(Color(red: 1, green: 0, blue: 0)),
      folder)
    // The picture spans 40..<60; its square 45..<55 is drawn red, the rest shows white.
    #expect(rgb(p, 50, 50) == [255, 0, 0])
    #expect(rgb(p, 42, 42) == Self.white)
    let original = try render(Image("mark"), folder)
    #expect(rgb(original, 50, 50) == [0, 0, 255])
  }

  @Test("a tiled image repeats at its own size from the frame's top-left corner")
  func tiled() throws {
    let folder = try ImageFolder()
    defer { folder.remove() }
    // 10 × 10: the left half black, the right half red.
    try folder.bitmap("stripe.png", 10, 10) { x, _ in x < 5 ? [0, 0, 0, 255] : Self.red }
    let p = try render(
      Image("stripe").resizable(resizingMode: .tile).frame(width: 100, height: 100), folder)
    #expect(rgb(p, 2, 50) == [0, 0, 0])
    #expect(rgb(p, 7, 50) == [255, 0, 0])
    #expect(rgb(p, 12, 50) == [0, 0, 0])
    #expect(rgb(p, 97, 3) == [255, 0, 0])
  }

  @Test("cap insets keep a 10-pixel red border around a stretched blue middle")
  func capInsets() throws {
    let folder = try ImageFolder()
    defer { folder.remove() }
    // 30 × 30: a red frame 10 pixels wide around a blue 10 × 10 middle.
    try folder.bitmap("frame.png", 30, 30) { x, y in
      (10..<20).contains(x) && (10..<20).contains(y) ? Self.blue : Self.red
    }
    let caps = EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let p = try render(
      Image("frame").resizable(capInsets: caps).interpolation(.none)
        .frame(width: 100, height: 100), folder)
    // Corners and edges 10 points thick; the middle 80 × 80 from (10, 10) is blue.
    #expect(rgb(p, 5, 5) == [255, 0, 0])
    #expect(rgb(p, 5, 50) == [255, 0, 0])
    #expect(rgb(p, 50, 95) == [255, 0, 0])
    #expect(rgb(p, 11, 11) == [0, 0, 255])
    #expect(rgb(p, 50, 50) == [0, 0, 255])
    #expect(rgb(p, 88, 88) == [0, 0, 255])
  }

  @Test("an SVG is rasterised at the size it is drawn, sharp to its edges")
  func svgAtDrawnSize() throws {
    let folder = try ImageFolder()
    defer { folder.remove() }
    try folder.write(
      "box.svg",
      Array(
        (##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">"##
          + ##"<rect x="5" y="0" width="5" height="10" fill="#00ff00"/></svg>"##)
          .utf8))
    let p = try render(Image("box").resizable().frame(width: 100, height: 100), folder)
    // The rect covers the right half, x 50..<100 at 10×: an edge at x = 50 exactly, so
    // pixel 49 stays white and 50 is green (stretching a 10-pixel raster would blur it).
    #expect(rgb(p, 49, 50) == Self.white)
    #expect(rgb(p, 50, 50) == [0, 255, 0])
    #expect(rgb(p, 99, 99) == [0, 255, 0])
  }

  @Test("a JPEG decodes to its colour, within JPEG's loss")
  func jpeg() throws {
    let folder = try ImageFolder()
    defer { folder.remove() }
    try folder.bitmap("flat.jpg", 16, 16) { _, _ in [200, 100, 50, 255] }
    let p = try render(Image("flat").resizable().frame(width: 100, height: 100), folder)
    let c = rgb(p, 50, 50)
    #expect(abs(Int(c[0]) - 200) <= 4 && abs(Int(c[1]) - 100) <= 4 && abs(Int(c[2]) - 50) <= 4)
  }
}
