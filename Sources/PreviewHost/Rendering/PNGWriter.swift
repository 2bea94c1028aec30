import CPNG
import CSDL2
import Foundation

/// Encodes PNGs with libpng into memory, so the file is written (and checked) in one
/// place: `AtomicFile`, which never leaves a half-written or damaged file behind.
enum PNGWriter {
  /// Saves `surface` to `path`, replacing it only once the new file is complete.
  static func write(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String)
    throws(PNGWriter.Failure)
  {
    let bytes = try encode(surface)
    do {
      try AtomicFile.write(bytes, to: path)
    } catch {
      throw .write(error)
    }
  }

  /// Saves under `stem-N.png` in `directory` with the first N not taken and returns the path.
  static func writeNew(
    _ surface: UnsafeMutablePointer<SDL_Surface>, directory: String, stem: String
  ) throws(PNGWriter.Failure) -> String {
    let bytes = try encode(surface)
    do {
      return try AtomicFile.writeNew(bytes, folder: directory, stem: stem, ext: "png")
    } catch {
      throw .write(error)
    }
  }

  /// Why no PNG was saved.
  enum Failure: Error, CustomStringConvertible {
    /// SDL could not convert the surface to RGBA for the encoder.
    case encode(SDLError)
    /// libpng (or the memory stream it wrote into) failed; its reason.
    case png(String)
    /// The encoder reported success but wrote no bytes.
    case empty
    /// The file could not be written (`AtomicFile`'s reason).
    case write(WriteError)

    var description: String {
      switch self {
      case .encode(let e): e.description
      case .png(let reason): "encoding PNG failed: \(reason)"
      case .empty: "encoding PNG failed: no bytes"
      case .write(let e): e.description
      }
    }
  }

  /// The PNG file's bytes for `surface`, encoded by libpng (Sources/CPNG/shim.h says with
  /// which settings, and why).
  static func encode(_ surface: UnsafeMutablePointer<SDL_Surface>) throws(Failure) -> [UInt8] {
    var rgba = surface
    if surface.pointee.format.pointee.format != csdl_pixelformat_rgba32() {
      guard let converted = SDL_ConvertSurfaceFormat(surface, csdl_pixelformat_rgba32(), 0)
      else { throw .encode(SDLError("SDL_ConvertSurfaceFormat")) }
      rgba = converted
    }
    defer { if rgba != surface { SDL_FreeSurface(rgba) } }
    guard SDL_LockSurface(rgba) == 0 else { throw .encode(SDLError("SDL_LockSurface")) }
    defer { SDL_UnlockSurface(rgba) }
    let s = rgba.pointee
    var out: UnsafeMutableRawPointer?
    var size = 0
    var message = [CChar](repeating: 0, count: 160)
    let encoded = cpng_encode_rgba(
      s.pixels, UInt32(s.w), UInt32(s.h), s.pitch, &out, &size, &message, message.count)
    guard encoded == 1, let out else {
      throw .png(message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    }
    defer { free(out) }
    guard size > 0 else { throw .empty }
    return [UInt8](UnsafeRawBufferPointer(start: out, count: size))
  }
}
