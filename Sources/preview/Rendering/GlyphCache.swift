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
  }

  let fonts: FontLibrary
  private var textures: [Key: SDLTexture] = [:]
  /// Counters for the benchmarks: rasterisations and texture creations so far.
  private(set) var rasterisations = 0

  /// Beyond this many entries the cache is emptied (a long inspector session or a scene
  /// with thousands of distinct strings must not grow memory without bound).
  static let capacity = 4096

  init(fonts: FontLibrary) { self.fonts = fonts }

  /// The texture for `text` in `font` and the size it should be drawn at, in pixels.
  func texture(_ text: String, font: FontSpec, renderer: OpaquePointer) -> (
    SDLTexture, width: CGFloat, height: CGFloat
  )? {
    guard !text.isEmpty else { return nil }
    let key: Key
    let face: OpaquePointer
    switch font.role {
    case .emoji:
      key = Key(text: text, role: .emoji, pixelSize: FontLibrary.emojiStrike)
      face = fonts.emoji
    case .label:
      let px = fonts.labelPixelSize(font.size)
      key = Key(text: text, role: .label, pixelSize: px)
      guard let f = try? fonts.labelFont(pixelSize: px) else { return nil }
      face = f
    }
    let t: SDLTexture
    if let cached = textures[key] {
      t = cached
    } else {
      if textures.count >= Self.capacity { textures.removeAll() }
      let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
      guard let surface = TTF_RenderUTF8_Blended(face, text, white) else { return nil }
      defer { SDL_FreeSurface(surface) }
      guard let made = try? SDLTexture(renderer: renderer, surface: surface, linear: true) else {
        return nil
      }
      rasterisations += 1
      textures[key] = made
      t = made
    }
    switch font.role {
    case .emoji:
      let k = font.size * fonts.scale / CGFloat(FontLibrary.emojiStrike)
      return (t, CGFloat(t.width) * k, CGFloat(t.height) * k)
    case .label:
      return (t, CGFloat(t.width), CGFloat(t.height))
    }
  }

  func removeAll() { textures.removeAll() }
}
