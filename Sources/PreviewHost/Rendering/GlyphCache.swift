import CSDL2
import Engine
import Foundation

/// Rasterised text, kept as textures so no string is rasterised twice while its pixel size
/// stays the same.
@MainActor
final class GlyphCache {
  struct Key: Hashable {
    var text: String
    var role: FontRole
    /// Pixel size it was rasterised at (the emoji strike for emoji).
    var pixelSize: Int32
    /// The ink of a line that mixes colour emoji with text (rasterised in it), else nil.
    var ink: Color? = nil
    /// The label face's weight, slant and design.
    var bold = false
    var italic = false
    var design = Engine.Font.Design.default
  }

  let fonts: FontLibrary
  private var textures: [Key: SDLTexture] = [:]
  /// Rasterisations so far, for the benchmarks.
  private(set) var rasterisations = 0
  /// Bytes of pixels held by the cached textures.
  private(set) var bytes = 0

  /// Beyond this many entries the cache is emptied (a long inspector session or a scene
  /// with thousands of distinct strings must not grow memory without bound).
  static let capacity = 4096
  /// Pixel bytes the cache may hold; adding beyond it empties the cache first. Counting
  /// entries alone let 60 large texts at `fontSize` 1000 hold 5.3 GB.
  static let byteBudget = 128 << 20

  init(fonts: FontLibrary) { self.fonts = fonts }

  /// The texture for `text` in `font` and the size it should be drawn at, in pixels.
  /// `ink` matters only for a line that mixes colour emoji with text (`isColor`).
  func texture(_ text: String, font: FontSpec, ink: Color = .black, renderer: SDLRenderer)
    -> (SDLTexture, width: CGFloat, height: CGFloat)?
  {
    // Type under half a device pixel has no pixel to draw: nothing, not a 1-pixel speck (a
    // row that stepped aside is laid out at size 0).
    guard !text.isEmpty, font.size * fonts.scale >= 0.5 else { return nil }
    var key: Key
    switch font.role {
    case .emoji:
      key = Key(text: text, role: .emoji, pixelSize: fonts.emojiPixelSize(font.size))
    case .label, .symbol:
      key = Key(text: text, role: font.role, pixelSize: fonts.labelPixelSize(font.size))
    }
    if fonts.shaped(text, font: font).isMixed { key.ink = ink }
    (key.bold, key.italic, key.design) = (font.bold, font.italic, font.design)
    let t: SDLTexture
    if let cached = textures[key] {
      t = cached
    } else {
      guard let surface = fonts.render(text, font: font, ink: ink) else { return nil }
      defer { SDL_FreeSurface(surface) }
      let size = Int(surface.pointee.w) * Int(surface.pointee.h) * 4
      if textures.count >= Self.capacity || bytes + size > Self.byteBudget { removeAll() }
      guard let made = try? SDLTexture(renderer: renderer, surface: surface, linear: true) else {
        return nil
      }
      rasterisations += 1
      textures[key] = made
      bytes += size
      t = made
    }
    return (t, CGFloat(t.width), CGFloat(t.height))
  }

  /// The emoji strike's bitmap resampled (bilinear) to an em of `emSize` pixels, once, so
  /// each frame copies it 1:1 instead of scaling it again: the software renderer's scaled
  /// blit cost most of a frame.
  static func resample(_ surface: UnsafeMutablePointer<SDL_Surface>, emSize: Int32)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    let k = Double(emSize) / Double(FontLibrary.emojiStrike)
    let w = Int32((Double(surface.pointee.w) * k).rounded())
    let h = Int32((Double(surface.pointee.h) * k).rounded())
    guard w > 0, h > 0, w != surface.pointee.w || h != surface.pointee.h,
      let format = surface.pointee.format,
      let out = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, format.pointee.format)
    else { return nil }
    if SDL_SoftStretchLinear(surface, nil, out, nil) != 0 {
      SDL_FreeSurface(out)
      return nil
    }
    return out
  }

  func removeAll() {
    textures.removeAll()
    bytes = 0
  }
}
