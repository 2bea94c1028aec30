import CSDL2
import Foundation
import Glibc

/// A font file mapped into memory read-only, so that FreeType reads a glyph's outline
/// from memory: opened from the file, SDL_ttf reads every glyph it loads with a seek and a
/// read system call, which was most of the time spent measuring text in an installed
/// fallback font. The mapping shares the page cache's copy; only pages read count as
/// resident.
final class MappedFontFile {
  let base: UnsafeMutableRawPointer
  let size: Int

  /// Maps `path`; nil when it cannot be opened, is empty or too large for SDL.
  init?(path: String) {
    let fd = Glibc.open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { Glibc.close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_size > 0, info.st_size < Int(Int32.max) else {
      return nil
    }
    let mapped = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, fd, 0)
    guard let p = mapped, p != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
    base = p
    size = Int(info.st_size)
  }

  deinit { munmap(base, size) }

  /// Face `index` of the file at `pixelSize`; the mapping must outlive the face.
  func open(pixelSize: Int32, index: Int32) -> OpaquePointer? {
    guard let rw = SDL_RWFromConstMem(base, Int32(size)) else { return nil }
    return TTF_OpenFontIndexRW(rw, 1, pixelSize, Int(index))
  }
}
