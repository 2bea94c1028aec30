import Foundation

/// What the first bytes of an image file say: its format and its size in pixels, read
/// before anything is decoded, so a file over the decoding budget is refused having cost a
/// header's read.
///
/// PNG: the signature, then the IHDR chunk's width and height (PNG specification, 11.2.2).
/// JPEG: the SOI marker, then the segments up to the first start-of-frame marker (SOF0 to
/// SOF15 but DHT, JPG and DAC: C4, C8, CC), whose height and width follow its precision
/// byte (ITU T.81, B.2.2). SVG: the root `<svg>` element's `width` and `height` (in px,
/// pt, pc, in, cm or mm at 96 pixels an inch, as CSS and SDL_image's nanosvg count them),
/// else its `viewBox`'s.
struct ImageHeader: Equatable {
  enum Format: String {
    case png = "PNG"
    case jpeg = "JPEG"
    case svg = "SVG"
  }

  var format: Format
  var width: Int
  var height: Int

  /// The header of `data` (a file's first bytes), or nil when it is none of the three
  /// formats or its size cannot be read from them.
  static func read(_ data: Data) -> ImageHeader? {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      return png(bytes)
    }
    if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
    return svg(bytes)
  }

  private static func big(_ b: [UInt8], _ at: Int, _ count: Int) -> Int? {
    guard at >= 0, at + count <= b.count else { return nil }
    return b[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
  }

  private static func png(_ b: [UInt8]) -> ImageHeader? {
    // Signature (8), then the first chunk: length (4), "IHDR" (4), width (4), height (4).
    guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8),
      let w = big(b, 16, 4), let h = big(b, 20, 4)
    else { return nil }
    return ImageHeader(format: .png, width: w, height: h)
  }

  private static func jpeg(_ b: [UInt8]) -> ImageHeader? {
    var i = 2
    while i + 4 <= b.count {
      guard b[i] == 0xFF else { return nil }
      let marker = b[i + 1]
      // Fill bytes, and markers without a length (RSTn, TEM).
      if marker == 0xFF {
        i += 1
        continue
      }
      if (0xD0...0xD7).contains(marker) || marker == 0x01 {
        i += 2
        continue
      }
      guard let length = big(b, i + 2, 2), length >= 2 else { return nil }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard let h = big(b, i + 5, 2), let w = big(b, i + 7, 2) else { return nil }
        return ImageHeader(format: .jpeg, width: w, height: h)
      }
      i += 2 + length
    }
    return nil
  }

  private static func svg(_ b: [UInt8]) -> ImageHeader? {
    guard let text = String(bytes: b, encoding: .utf8) ?? String(bytes: b, encoding: .isoLatin1),
      let root = SVGRoot(text)
    else { return nil }
    guard let size = root.size else { return nil }
    return ImageHeader(
      format: .svg, width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
  }
}
