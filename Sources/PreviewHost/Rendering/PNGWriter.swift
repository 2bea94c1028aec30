import CSDL2
import Foundation

/// Writes PNGs through SDL2_image, never leaving a half-written file behind.
enum PNGWriter {
  /// Saves `surface` to `path` by writing a temporary file beside it and renaming it.
  static func write(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws(SDLError)
  {
    let url = URL(fileURLWithPath: path)
    let temp = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
    if IMG_SavePNG(surface, temp) != 0 {
      let e = SDLError("writing \(path)")
      unlink(temp)
      throw e
    }
    if rename(temp, path) != 0 {
      unlink(temp)
      throw SDLError("writing \(path)")
    }
  }

  /// Saves under `stem-N.png` in `directory` with the first N whose file does not exist;
  /// the name is reserved with O_EXCL so two saves never overwrite each other.
  static func writeNew(
    _ surface: UnsafeMutablePointer<SDL_Surface>, directory: String, stem: String
  ) throws(SDLError) -> String {
    for n in 1...100_000 {
      let path = "\(directory)/\(stem)-\(n).png"
      let fd = open(path, O_CREAT | O_EXCL | O_WRONLY, 0o644)
      if fd < 0 { continue }
      close(fd)
      do {
        try write(surface, to: path)
      } catch {
        unlink(path)
        throw error
      }
      return path
    }
    throw SDLError("no free screenshot name in \(directory)")
  }
}
