import CSDL2
import Engine
import Foundation
import Testing

@testable import PreviewHost

/// Test pictures written into a fresh folder: PNG and JPEG through SDL_image's own
/// encoders (so the header reader is checked against another implementation), SVG text,
/// and bare headers for sizes no test should decode.
@MainActor
struct ImageFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// A `width` × `height` picture whose pixel (x, y) is `colour(x, y)` (RGBA), as PNG or
  /// JPEG by the name's extension.
  func bitmap(
    _ name: String, _ width: Int32, _ height: Int32, colour: (Int, Int) -> [UInt8]
  ) throws {
    let surface = try SDLSurface(width: width, height: height)
    let s = surface.pointer.pointee
    let bytes = s.pixels.assumingMemoryBound(to: UInt8.self)
    for y in 0..<Int(height) {
      for x in 0..<Int(width) {
        let c = colour(x, y)
        for i in 0..<4 { bytes[y * Int(s.pitch) + 4 * x + i] = c[i] }
      }
    }
    let result =
      name.hasSuffix(".jpg")
      ? IMG_SaveJPG(surface.pointer, path(name), 90) : IMG_SavePNG(surface.pointer, path(name))
    #expect(result == 0)
  }

  func write(_ name: String, _ bytes: [UInt8]) throws {
    try Data(bytes).write(to: url.appendingPathComponent(name))
  }

  /// A PNG that is only its signature and IHDR chunk, claiming `width` × `height` RGBA
  /// pixels (PNG specification, 11.2.2): what a decompression bomb shows before its data.
  func pngHeader(_ name: String, _ width: UInt32, _ height: UInt32) throws {
    func be(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
    let ihdr =
      be(13) + Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    try write(name, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + ihdr)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// PreviewHost's image resolver: where `Image("name")` is looked for, the size read from
/// a file's header, and the decoding budget.
@Suite("Image files are found by name and sized from their headers, within a budget")
@MainActor
struct ImageFilesTests {
  @Test("PNG, JPEG and SVG headers give the pixel size SDL_image wrote")
  func headers() throws {
    let folder = try ImageFolder()
    defer { folder.remove() }
    try folder.bitmap("a.png", 37, 21) { _, _ in [255, 0, 0, 255] }
    try folder.bitmap("b.jpg", 50, 33) { _, _ in [0, 0, 255, 255] }
    try folder.write(
      "c.svg", Array(#"<?xml version="1.0"?><svg width="2in" height="48pt"></svg>"#.utf8))
    func header(_ name: String) throws -> ImageHeader? {
      ImageHeader.read(try Data(contentsOf: folder.url.appendingPathComponent(name)))
    }
    #expect(try header("a.png") == ImageHeader(format: .png, width: 37, height: 21))
    #expect(try header("b.jpg") == ImageHeader(format: .jpeg, width: 50, height: 33))
    // CSS units at 96 pixels an inch: 2in is 192 px, 48pt is 48 × 96/72 = 64 px.
    #expect(try header("c.svg") == ImageHeader(format: .svg, width: 192, height: 64))
  }

  @Test("an SVG with only a viewBox takes its size from it; a width alone keeps its ratio")
  func svgViewBox() {
    let box = ImageHeader.read(Data(#"<svg viewBox="0 0 30 10"/>"#.utf8))
    #expect(box == ImageHeader(format: .svg, width: 30, height: 10))
    // Width 60 with a 3:1 viewBox: height 20.
    let half = ImageHeader.read(Data(#"<svg width='60' viewBox="0,0,30,10"></svg>"#.utf8))
    #expect(half == ImageHeader(format: .svg, width: 60, height: 20))
    #expect(ImageHeader.read(Data("<svg></svg>".utf8)) == nil)
    #expect(ImageHeader.read(Data("plain text".utf8)) == nil)
  }

  @Test("a name without an extension is found as png, jpg, jpeg or svg; @2x is scale 2")
  func findsByName() throws {
    let folder = try ImageFolder()
    defer { folder.remove() }
    try folder.bitmap("photo.jpg", 40, 30) { _, _ in [0, 128, 0, 255] }
    try folder.bitmap("icon@2x.png", 48, 48) { _, _ in [0, 0, 0, 255] }
    let files = ImageFiles(searchFolders: [folder.url.path])
    let photo = try files.resolve(name: "photo", bundlePath: nil).get()
    #expect(photo.file == folder.path("photo.jpg"))
    #expect(photo.size == CGSize(width: 40, height: 30))
    // 48 pixels at two a point: 24 points.
    let icon = try files.resolve(name: "icon", bundlePath: nil).get()
    #expect(icon.scale == 2)
    #expect(icon.size == CGSize(width: 24, height: 24))
    // A bundle path searches that folder alone.
    let elsewhere = ImageFiles(searchFolders: ["/nonexistent"])
    #expect((try? elsewhere.resolve(name: "photo", bundlePath: folder.url.path).get()) != nil)
  }

  @Test("a 30 000 x 30 000 PNG is refused from its header, naming the budget")
  func refusesHugeImage() throws {
    let folder = try ImageFolder()
    defer { folder.remove() }
    try folder.pngHeader("huge.png", 30_000, 30_000)
    let files = ImageFiles(searchFolders: [folder.url.path])
    guard case .failure(let problem) = files.resolve(name: "huge", bundlePath: nil) else {
      Issue.record("a 900-megapixel image was accepted")
      return
    }
    #expect(
      problem.message
        == "Image(\"huge\"): huge.png is 30000 x 30000 pixels, over the 16777216-pixel image "
        + "budget; drawn as a placeholder")
  }

  @Test("a decompression bomb, a real PNG of a few kilobytes holding 16.8 Mpx, is refused")
  func refusesBomb() throws {
    let folder = try ImageFolder()
    defer { folder.remove() }
    // 4 100 × 4 100 one-byte pixels, all zero: 16 810 000 pixels, over the 16 777 216
    // budget, which deflate packs into a tiny file (each row is a filter byte and zeros).
    let side: Int32 = 4100
    let surface = try #require(
      SDL_CreateRGBSurfaceWithFormat(0, side, side, 8, SDL_PIXELFORMAT_INDEX8.rawValue))
    defer { SDL_FreeSurface(surface) }
    #expect(IMG_SavePNG(surface, folder.path("bomb.png")) == 0)
    let bytes = try FileManager.default.attributesOfItem(atPath: folder.path("bomb.png"))[.size]
    #expect(((bytes as? NSNumber)?.intValue ?? .max) < 200_000)
    let files = ImageFiles(searchFolders: [folder.url.path])
    guard case .failure(let problem) = files.resolve(name: "bomb", bundlePath: nil) else {
      Issue.record("the bomb was accepted")
      return
    }
    #expect(problem.message.contains("is 4100 x 4100 pixels, over the 16777216-pixel image budget"))
  }

  @Test("just over the budget is refused, just within it is accepted")
  func budgetEdge() throws {
    let folder = try ImageFolder()
    defer { folder.remove() }
    // 4096 × 4096 is the budget exactly; one more row is over it.
    try folder.pngHeader("edge.png", 4096, 4096)
    try folder.pngHeader("over.png", 4096, 4097)
    let files = ImageFiles(searchFolders: [folder.url.path])
    #expect((try? files.resolve(name: "edge", bundlePath: nil).get()) != nil)
    #expect((try? files.resolve(name: "over", bundlePath: nil).get()) == nil)
  }

  @Test("a missing name, a folder, a non-image and a path out of the folder are refused")
  func refusals() throws {
    let folder = try ImageFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.path("dir.png"), withIntermediateDirectories: true)
    try folder.write("notes.png", Array("not a picture".utf8))
    let files = ImageFiles(searchFolders: [folder.url.path])
    func message(_ name: String) -> String? {
      if case .failure(let p) = files.resolve(name: name, bundlePath: nil) { return p.message }
      return nil
    }
    #expect(
      message("nothing")
        == "Image(\"nothing\"): no PNG, JPEG or SVG file of that name in \(folder.url.path); "
        + "drawn as a placeholder")
    #expect(message("dir")?.hasPrefix("Image(\"dir\"): no PNG") == true)
    #expect(
      message("notes")
        == "Image(\"notes\"): notes.png is not a PNG, JPEG or SVG file whose size can be read; "
        + "drawn as a placeholder")
    #expect(message("../etc/passwd")?.contains("not a resource name") == true)
    #expect(message("")?.contains("not a resource name") == true)
  }

  @Test("an SVG is drawn at another size by rewriting its root's width and height")
  func svgResized() throws {
    let root = try #require(SVGRoot(#"<svg width="24" height="12"><rect/></svg>"#))
    let text = try #require(root.resized(width: 96, height: 48))
    // No viewBox before: one of the drawing's own size maps it onto the new size.
    #expect(text == #"<svg width="96" height="48" viewBox="0 0 24.0 12.0"><rect/></svg>"#)
    #expect(ImageHeader.read(Data(text.utf8)) == ImageHeader(format: .svg, width: 96, height: 48))
  }
}
