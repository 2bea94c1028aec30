import CSDL2
import Engine
import Foundation

/// Decoded pictures as textures, kept while they are drawn: PNG and JPEG through
/// SDL_image at their own size, SVG through SDL_image's nanosvg at the size asked for.
///
/// A texture is keyed by its file, its raster size and whether it is a template (its
/// colours made white, to be tinted when drawn). Entries not drawn for `keepFrames` frames
/// are forgotten, and all but this frame's when more than `byteBudget` bytes are held. A
/// file that fails to decode is reported once and not tried again.
@MainActor
final class ImageTextures {
  struct Key: Hashable {
    var file: String
    var width: Int32
    var height: Int32
    var template: Bool
    /// SVG, rasterised at the key's size; otherwise decoded at its own.
    var isVector: Bool
  }

  private struct Entry {
    var texture: SDLTexture
    var used: Int
  }

  /// Hand-tuned: two seconds at 60 Hz.
  static let keepFrames = 120
  /// Hand-tuned: 128 MB of 4-byte pixels (the glyph cache's budget).
  static let byteBudget = 128 << 20

  private var entries: [Key: Entry] = [:]
  private var failed: Set<String> = []
  private var frame = 0
  private(set) var creations = 0

  func removeAll() { entries.removeAll() }

  /// The texture of `key`, decoded when missing; nil when the file cannot be decoded (said
  /// once on standard error).
  func texture(_ key: Key, expected: (width: Int, height: Int), renderer: SDLRenderer)
    -> SDLTexture?
  {
    if var e = entries[key] {
      e.used = frame
      entries[key] = e
      return e.texture
    }
    guard !failed.contains(key.file) else { return nil }
    switch Self.decode(key, expected: expected) {
    case .failure(let failure):
      failed.insert(key.file)
      let file = (key.file as NSString).lastPathComponent
      StandardStreams.error("\(file): \(failure.message); drawn as an outline")
      return nil
    case .success(let surface):
      defer { SDL_FreeSurface(surface) }
      if key.template { Self.whiten(surface) }
      guard let t = try? SDLTexture(renderer: renderer, surface: surface, linear: true) else {
        return nil
      }
      creations += 1
      entries[key] = Entry(texture: t, used: frame)
      return t
    }
  }

  /// Ends a frame: forgets what has not been drawn lately.
  func endFrame() {
    let oldest = frame - Self.keepFrames
    entries = entries.filter { $0.value.used > oldest }
    let bytes = entries.values.reduce(0) {
      $0 + Int($1.texture.width) * Int($1.texture.height) * 4
    }
    if bytes > Self.byteBudget { entries = entries.filter { $0.value.used == frame } }
    frame += 1
  }

  /// The file decoded into an RGBA32 surface (freed by the caller) of the key's size.
  static func decode(_ key: Key, expected: (width: Int, height: Int))
    -> Result<UnsafeMutablePointer<SDL_Surface>, DecodeFailure>
  {
    guard key.width > 0, key.height > 0, Int(key.width) * Int(key.height) <= ImageFiles.pixelBudget
    else { return .failure(DecodeFailure("cannot be drawn at \(key.width) x \(key.height)")) }
    let loaded: UnsafeMutablePointer<SDL_Surface>?
    if key.isVector {
      guard let data = FileManager.default.contents(atPath: key.file),
        data.count <= ImageFiles.vectorFileBudget,
        let text = String(data: data, encoding: .utf8),
        let resized = SVGRoot(text)?.resized(width: Int(key.width), height: Int(key.height))
      else { return .failure(DecodeFailure("cannot be read as SVG")) }
      var bytes = Array(resized.utf8)
      loaded = bytes.withUnsafeMutableBytes { raw in
        // `IMG_LoadSVG_RW` takes no `freesrc`: the stream stays the caller's to free.
        guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return nil }
        defer { SDL_FreeRW(rw) }
        return csdl_img_load_svg_rw(rw)
      }
    } else {
      // The header was read within the budget: the decoder allocates that size, no more.
      loaded = csdl_img_load(key.file)
    }
    guard let loaded else { return .failure(DecodeFailure(String(cString: SDL_GetError()))) }
    defer { SDL_FreeSurface(loaded) }
    guard let rgba = SDL_ConvertSurfaceFormat(loaded, csdl_pixelformat_rgba32(), 0) else {
      return .failure(DecodeFailure(String(cString: SDL_GetError())))
    }
    if !key.isVector,
      Int(rgba.pointee.w) != expected.width || Int(rgba.pointee.h) != expected.height
    {
      SDL_FreeSurface(rgba)
      return .failure(DecodeFailure("changed since its header was read"))
    }
    return .success(rgba)
  }

  /// Makes every pixel white, keeping its opacity: a template's mask, tinted when drawn.
  private static func whiten(_ surface: UnsafeMutablePointer<SDL_Surface>) {
    guard let pixels = surface.pointee.pixels else { return }
    let pitch = Int(surface.pointee.pitch)
    for y in 0..<Int(surface.pointee.h) {
      let row = pixels.advanced(by: y * pitch).assumingMemoryBound(to: UInt8.self)
      for x in 0..<Int(surface.pointee.w) {
        row[4 * x] = 255
        row[4 * x + 1] = 255
        row[4 * x + 2] = 255
      }
    }
  }
}

/// Why a picture could not be decoded: the rest of the line after its file's name.
struct DecodeFailure: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
