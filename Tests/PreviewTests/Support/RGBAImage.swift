import CSDL2
import Foundation
import Synchronization

/// A decoded image as tightly packed RGBA bytes, read and written with SDL2_image.
struct RGBAImage: Sendable, Equatable {
  var width: Int
  var height: Int
  /// Row-major, four bytes a pixel, no padding.
  var pixels: [UInt8]

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// SDL2_image loads its codecs lazily; tests run in parallel, so calls take turns.
  private static let sdlImage = Mutex(())

  init(width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Decodes the PNG at `path` into RGBA32.
  init(contentsOf path: String) throws(Failure) {
    let decoded: Result<RGBAImage, Failure> = Self.sdlImage.withLock { _ in
      guard let loaded = IMG_Load(path) else {
        return .failure(
          Failure(description: "cannot load \(path): \(String(cString: SDL_GetError()))"))
      }
      defer { SDL_FreeSurface(loaded) }
      guard let rgba = SDL_ConvertSurfaceFormat(loaded, csdl_pixelformat_rgba32(), 0) else {
        return .failure(Failure(description: "cannot convert \(path) to RGBA32"))
      }
      defer { SDL_FreeSurface(rgba) }
      SDL_LockSurface(rgba)
      defer { SDL_UnlockSurface(rgba) }
      let s = rgba.pointee
      let w = Int(s.w)
      let h = Int(s.h)
      let pitch = Int(s.pitch)
      guard let base = s.pixels else {
        return .failure(Failure(description: "\(path) has no pixels"))
      }
      var pixels = [UInt8](repeating: 0, count: w * h * 4)
      pixels.withUnsafeMutableBytes { out in
        for y in 0..<h {
          out.baseAddress!.advanced(by: y * w * 4)
            .copyMemory(from: base.advanced(by: y * pitch), byteCount: w * 4)
        }
      }
      return .success(RGBAImage(width: w, height: h, pixels: pixels))
    }
    self = try decoded.get()
  }

  /// Encodes the image as a PNG at `path`.
  func write(to path: String) throws(Failure) {
    let error: Failure? = Self.sdlImage.withLock { _ in
      guard
        let surface = SDL_CreateRGBSurfaceWithFormat(
          0, Int32(width), Int32(height), 32, csdl_pixelformat_rgba32())
      else { return Failure(description: "cannot create a \(width)x\(height) surface") }
      defer { SDL_FreeSurface(surface) }
      let pitch = Int(surface.pointee.pitch)
      pixels.withUnsafeBytes { source in
        for y in 0..<height {
          surface.pointee.pixels.advanced(by: y * pitch)
            .copyMemory(from: source.baseAddress!.advanced(by: y * width * 4), byteCount: width * 4)
        }
      }
      guard IMG_SavePNG(surface, path) == 0 else {
        return Failure(description: "cannot write \(path): \(String(cString: SDL_GetError()))")
      }
      return nil
    }
    if let error { throw error }
  }

  /// How two images of the same size differ, pixel by pixel.
  struct Difference {
    /// Pixels where some channel differs by more than the tolerance.
    var count: Int
    var total: Int
    /// The largest channel difference anywhere.
    var largest: Int
    /// Red where pixels differ beyond tolerance, a faded copy of `reference` elsewhere.
    var image: RGBAImage

    var fraction: Double { total == 0 ? 0 : Double(count) / Double(total) }
  }

  /// Compares with `reference` (same size required) at a per-channel `tolerance`.
  func difference(from reference: RGBAImage, tolerance: Int) -> Difference {
    precondition(width == reference.width && height == reference.height)
    var out = [UInt8](repeating: 255, count: pixels.count)
    var count = 0
    var largest = 0
    for p in Swift.stride(from: 0, to: pixels.count, by: 4) {
      var worst = 0
      for c in 0..<4 { worst = max(worst, abs(Int(pixels[p + c]) - Int(reference.pixels[p + c]))) }
      largest = max(largest, worst)
      if worst > tolerance {
        count += 1
        (out[p], out[p + 1], out[p + 2]) = (255, 0, 0)
      } else {
        let luma =
          (Int(reference.pixels[p]) * 3 + Int(reference.pixels[p + 1]) * 6
            + Int(reference.pixels[p + 2])) / 10
        let faded = UInt8(191 + luma / 4)
        (out[p], out[p + 1], out[p + 2]) = (faded, faded, faded)
      }
    }
    return Difference(
      count: count, total: width * height, largest: largest,
      image: RGBAImage(width: width, height: height, pixels: out))
  }
}
