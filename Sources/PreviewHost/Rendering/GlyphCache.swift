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

  /// A rasterised text and the size it is drawn at (larger than the texture when the
  /// texture was capped at `maximumTexturePixels`).
  struct Entry {
    var texture: SDLTexture
    var width: CGFloat
    var height: CGFloat
    var bytes: Int { Int(texture.width) * Int(texture.height) * 4 }
  }

  let fonts: FontLibrary
  private var textures: [Key: Entry] = [:]
  /// Counters for the benchmarks: rasterisations and texture creations so far.
  private(set) var rasterisations = 0
  /// Bytes of pixels held by the cached textures.
  private(set) var bytes = 0

  /// Beyond this many entries the cache is emptied (a long inspector session or a scene
  /// with thousands of distinct strings must not grow memory without bound).
  static let capacity = 4096
  /// Pixel bytes the cache may hold; adding beyond it empties the cache first. Counting
  /// entries alone let 60 large texts at `fontSize` 1000 hold 5.3 GB.
  static let byteBudget = 128 << 20
  /// Largest texture made for one text (2 Mpx, 8 MB): a larger text is rasterised at a
  /// lower resolution and scaled up when drawn. A single 1000-pt emoji on a 1x display
  /// (about 1000 x 1170 px) is still drawn sharp.
  static let maximumTexturePixels = 2 << 20

  init(fonts: FontLibrary) { self.fonts = fonts }

  /// The texture for `text` in `font` and the size it should be drawn at, in pixels.
  func texture(_ text: String, font: FontSpec, renderer: OpaquePointer) -> (
    SDLTexture, width: CGFloat, height: CGFloat
  )? {
    guard let e = entry(text, font: font, renderer: renderer) else { return nil }
    return (e.texture, e.width, e.height)
  }

  private func entry(_ text: String, font: FontSpec, renderer: OpaquePointer) -> Entry? {
    guard !text.isEmpty else { return nil }
    let key: Key
    var face: OpaquePointer
    switch font.role {
    case .emoji:
      key = Key(text: text, role: .emoji, pixelSize: fonts.emojiPixelSize(font.size))
      face = fonts.emoji
    case .label:
      let px = fonts.labelPixelSize(font.size)
      key = Key(text: text, role: .label, pixelSize: px)
      guard let f = try? fonts.labelFont(pixelSize: px) else { return nil }
      face = f
    }
    if let cached = textures[key] { return cached }
    if textures.count >= Self.capacity { removeAll() }
    // The size it is drawn at: the emoji strike scaled to the em size, labels as set.
    var w: Int32 = 0
    var h: Int32 = 0
    guard TTF_SizeUTF8(face, text, &w, &h) == 0 else { return nil }
    let k = font.role == .emoji ? Double(key.pixelSize) / Double(FontLibrary.emojiStrike) : 1
    let width = (Double(w) * k).rounded()
    let height = (Double(h) * k).rounded()
    if font.role == .label, Double(w) * Double(h) > Double(Self.maximumTexturePixels) {
      // A scalable face is set smaller rather than rasterised huge and shrunk.
      let c = (Double(Self.maximumTexturePixels) / (Double(w) * Double(h))).squareRoot()
      let smaller = max(Int32((Double(key.pixelSize) * c).rounded(.down)), 1)
      guard let f = try? fonts.labelFont(pixelSize: smaller) else { return nil }
      face = f
    }
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    guard var surface = TTF_RenderUTF8_Blended(face, text, white) else { return nil }
    // Resampled once, so each frame copies it 1:1 (the software renderer's scaled blit cost
    // most of a frame), unless that would exceed the texture cap.
    let cap = min(1, (Double(Self.maximumTexturePixels) / max(width * height, 1)).squareRoot())
    if let scaled = Self.resample(
      surface, width: Int32((width * cap).rounded()), height: Int32((height * cap).rounded()))
    {
      SDL_FreeSurface(surface)
      surface = scaled
    }
    defer { SDL_FreeSurface(surface) }
    guard let made = try? SDLTexture(renderer: renderer, surface: surface, linear: true) else {
      return nil
    }
    rasterisations += 1
    let entry = Entry(texture: made, width: CGFloat(width), height: CGFloat(height))
    if bytes + entry.bytes > Self.byteBudget { removeAll() }
    textures[key] = entry
    bytes += entry.bytes
    return entry
  }

  /// `surface` resampled (bilinear) to `w`×`h` pixels, or nil when it already has that
  /// size (or cannot be resampled).
  static func resample(
    _ surface: UnsafeMutablePointer<SDL_Surface>, width w: Int32, height h: Int32
  ) -> UnsafeMutablePointer<SDL_Surface>? {
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
