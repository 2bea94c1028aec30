import CSDL2
import Foundation
import Testing

@testable import PreviewHost

/// The screenshots' encoder: what it writes is a PNG of the surface's size whose pixels
/// decode back exactly, whatever the surface's pixel format.
@Suite("PNGWriter: PNG bytes that decode to the surface's pixels")
@MainActor
struct PNGWriterTests {
  /// A test pattern with every channel varying on its own, alpha in 37 steps from 0 to 255
  /// (PNG stores straight alpha, so even a transparent pixel keeps its colour). 37 columns:
  /// an odd width, 148 bytes a row.
  static let width = 37
  static let height = 9
  static func pixel(_ x: Int, _ y: Int) -> [UInt8] {
    [UInt8(x * 7 % 256), UInt8(y * 31), UInt8((x + y) * 5 % 256), UInt8(x * 255 / (width - 1))]
  }
  static var expected: [UInt8] {
    (0..<height).flatMap { y in (0..<width).flatMap { x in pixel(x, y) } }
  }

  /// A surface of `format` holding the pattern (written through SDL's own mapping, so an
  /// ARGB surface gets its bytes in ARGB order).
  static func surface(format: UInt32) throws -> UnsafeMutablePointer<SDL_Surface> {
    let surface = try #require(
      SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, format))
    let pitch = Int(surface.pointee.pitch)
    for y in 0..<height {
      for x in 0..<width {
        let p = pixel(x, y)
        let value = SDL_MapRGBA(surface.pointee.format, p[0], p[1], p[2], p[3])
        surface.pointee.pixels.advanced(by: y * pitch + x * 4)
          .storeBytes(of: value, as: UInt32.self)
      }
    }
    return surface
  }

  /// Writes `bytes` to a file and decodes it with SDL_image.
  static func decode(_ bytes: [UInt8]) throws -> RGBAImage {
    let folder = try TemporaryFolder()
    return try withExtendedLifetime(folder) {
      let path = folder.path("written.png")
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      return try RGBAImage(contentsOf: path)
    }
  }

  /// Whether `decoded` holds the pattern, byte for byte.
  static func expectPattern(_ decoded: RGBAImage) throws {
    #expect(decoded.width == width)
    #expect(decoded.height == height)
    try #require(decoded.pixels.count == expected.count)
    let expected = Self.expected
    let firstDifference = expected.indices.first { decoded.pixels[$0] != expected[$0] }
    #expect(firstDifference == nil, "first differing byte, pixel \((firstDifference ?? 0) / 4)")
  }

  @Test(
    "RGBA32 and ARGB8888 surfaces both decode to the pattern",
    arguments: [csdl_pixelformat_rgba32(), SDL_PIXELFORMAT_ARGB8888.rawValue])
  func roundTrip(format: UInt32) throws {
    let surface = try Self.surface(format: format)
    defer { SDL_FreeSurface(surface) }
    try Self.expectPattern(try Self.decode(try PNGWriter.encode(surface)))
  }

  /// Rows further apart than their pixels (a surface over someone else's buffer, as SDL
  /// allows): the encoder must step by the surface's pitch, not by the width.
  @Test("a surface whose rows are padded decodes to the pattern")
  func paddedRows() throws {
    let pitch = Self.width * 4 + 12
    var buffer = [UInt8](repeating: 0xEE, count: pitch * Self.height)
    for y in 0..<Self.height {
      for x in 0..<Self.width {
        buffer.replaceSubrange(y * pitch + x * 4..<y * pitch + x * 4 + 4, with: Self.pixel(x, y))
      }
    }
    let bytes = try buffer.withUnsafeMutableBytes { raw in
      let surface = try #require(
        SDL_CreateRGBSurfaceWithFormatFrom(
          raw.baseAddress, Int32(Self.width), Int32(Self.height), 32, Int32(pitch),
          csdl_pixelformat_rgba32()))
      defer { SDL_FreeSurface(surface) }
      try #require(Int(surface.pointee.pitch) == pitch)
      return try PNGWriter.encode(surface)
    }
    try Self.expectPattern(try Self.decode(bytes))
  }

  /// The header read by hand, by the PNG specification's layout: the 8-byte signature, then
  /// the IHDR chunk (length 13, type, width and height as big-endian 32-bit numbers, bit
  /// depth, colour type 6 = truecolour with alpha, no interlace).
  @Test("the file is an 8-bit RGBA PNG of the surface's size")
  func header() throws {
    let surface = try Self.surface(format: csdl_pixelformat_rgba32())
    defer { SDL_FreeSurface(surface) }
    let bytes = try PNGWriter.encode(surface)
    try #require(bytes.count > 33)
    #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(be32(8) == 13)
    #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
    #expect(be32(16) == Self.width)
    #expect(be32(20) == Self.height)
    #expect(bytes[24] == 8, "bit depth")
    #expect(bytes[25] == 6, "colour type: RGBA")
    #expect(bytes[28] == 0, "not interlaced")
    #expect(String(decoding: bytes[(bytes.count - 8)..<(bytes.count - 4)], as: UTF8.self) == "IEND")
  }
}
