import CSDL2
import Engine
import Foundation

/// Textures of rasterised shapes and of masked clip layers, kept while they are drawn.
///
/// A shape is keyed by its drawing (colours as white: they are tinted when drawn), the
/// output scale and its pixel region, so a still or recoloured shape is rasterised once; a
/// clip layer by its mask and the commands inside it, so a clip whose content did not
/// change is composited without drawing its content again. Entries not drawn for
/// `keepFrames` frames are forgotten, and all but this frame's when more than `byteBudget`
/// bytes are held.
@MainActor
final class ShapeCache {
  struct ShapeKey: Hashable {
    var drawing: ShapeDrawing
    var scale: CGFloat
    var x, y, w, h: Int32
  }

  struct LayerKey: Hashable {
    var path: Path
    var style: FillStyle
    var scale: CGFloat
    var x, y, w, h: Int32
  }

  private struct Entry<Content> {
    var content: Content
    var texture: SDLTexture
    var used: Int
  }

  /// Hand-tuned: two seconds at 60 Hz.
  static let keepFrames = 120
  /// Hand-tuned: 64 MB of 4-byte pixels.
  static let byteBudget = 64 << 20

  private var shapes: [ShapeKey: Entry<Void>] = [:]
  private var layers: [LayerKey: Entry<[DisplayCommand]>] = [:]
  private var frame = 0
  private(set) var creations = 0

  func removeAll() {
    shapes.removeAll()
    layers.removeAll()
  }

  /// The texture for `key`, made by `make` (a surface the cache frees) when missing.
  func shape(_ key: ShapeKey, renderer: SDLRenderer, make: () -> UnsafeMutablePointer<SDL_Surface>?)
    -> SDLTexture?
  {
    if var e = shapes[key] {
      e.used = frame
      shapes[key] = e
      return e.texture
    }
    guard let surface = make() else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let t = try? SDLTexture(renderer: renderer, surface: surface, linear: false) else {
      return nil
    }
    creations += 1
    shapes[key] = Entry(content: (), texture: t, used: frame)
    return t
  }

  /// The composited layer for `key` when it was made from exactly `commands`.
  func layer(_ key: LayerKey, commands: ArraySlice<DisplayCommand>) -> SDLTexture? {
    guard var e = layers[key], e.content.elementsEqual(commands) else { return nil }
    e.used = frame
    layers[key] = e
    return e.texture
  }

  func storeLayer(_ key: LayerKey, commands: ArraySlice<DisplayCommand>, texture: SDLTexture) {
    creations += 1
    layers[key] = Entry(content: Array(commands), texture: texture, used: frame)
  }

  /// Ends a frame: forgets what has not been drawn lately.
  func endFrame() {
    let oldest = frame - Self.keepFrames
    shapes = shapes.filter { $0.value.used > oldest }
    layers = layers.filter { $0.value.used > oldest }
    let bytes =
      shapes.values.reduce(0) { $0 + Int($1.texture.width) * Int($1.texture.height) * 4 }
      + layers.values.reduce(0) { $0 + Int($1.texture.width) * Int($1.texture.height) * 4 }
    if bytes > Self.byteBudget {
      shapes = shapes.filter { $0.value.used == frame }
      layers = layers.filter { $0.value.used == frame }
    }
    frame += 1
  }
}
