import CSDL2
import Foundation

/// Encodes PNGs through SDL2_image into memory, so the file is written (and checked) in one
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
    /// SDL or SDL_image failed while encoding.
    case encode(SDLError)
    /// SDL_image reported success but wrote no bytes.
    case empty
    /// The file could not be written (`AtomicFile`'s reason).
    case write(WriteError)

    var description: String {
      switch self {
      case .encode(let e): e.description
      case .empty: "encoding PNG failed: no bytes"
      case .write(let e): e.description
      }
    }
  }

  /// Where `IMG_SavePNG_RW` writes: bytes appended to an array.
  private final class Sink {
    var bytes: [UInt8] = []
  }

  /// The PNG file's bytes for `surface`.
  static func encode(_ surface: UnsafeMutablePointer<SDL_Surface>) throws(Failure) -> [UInt8] {
    guard let rw = SDL_AllocRW() else { throw .encode(SDLError("SDL_AllocRW")) }
    let sink = Unmanaged.passRetained(Sink())
    defer {
      sink.release()
      SDL_FreeRW(rw)
    }
    rw.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
    rw.pointee.hidden.unknown.data1 = sink.toOpaque()
    rw.pointee.size = { rw in
      guard let data = rw?.pointee.hidden.unknown.data1 else { return -1 }
      return Int64(Unmanaged<Sink>.fromOpaque(data).takeUnretainedValue().bytes.count)
    }
    rw.pointee.seek = { rw, offset, whence in
      // Only "where am I" is answered; an encoder that seeks back gets an error.
      guard let data = rw?.pointee.hidden.unknown.data1 else { return -1 }
      let end = Int64(Unmanaged<Sink>.fromOpaque(data).takeUnretainedValue().bytes.count)
      return offset == 0 && (whence == RW_SEEK_CUR || whence == RW_SEEK_END) ? end : -1
    }
    rw.pointee.read = { _, _, _, _ in 0 }
    rw.pointee.write = { rw, pointer, size, count in
      guard let data = rw?.pointee.hidden.unknown.data1, let pointer else { return 0 }
      Unmanaged<Sink>.fromOpaque(data).takeUnretainedValue().bytes.append(
        contentsOf: UnsafeRawBufferPointer(start: pointer, count: size * count))
      return count
    }
    rw.pointee.close = { _ in 0 }
    if csdl_img_save_png_rw(surface, rw, 0) != 0 { throw .encode(SDLError("encoding PNG")) }
    let bytes = sink.takeUnretainedValue().bytes
    guard !bytes.isEmpty else { throw .empty }
    return bytes
  }
}
