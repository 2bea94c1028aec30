import CSDL2
import Engine
import Foundation

/// The composited images of effect groups, kept while they are drawn: a group whose
/// content and effect did not change relative to its frame is drawn from here without
/// drawing its content again, wherever it has moved (to the nearest pixel).
///
/// Entries not drawn for `ShapeCache.keepFrames` frames are forgotten, and all but this
/// frame's when more than `ShapeCache.byteBudget` bytes are held.
@MainActor
final class EffectCache {
  /// What identifies an image: the effect and content relative to the frame's origin
  /// (`Renderer.relative`), where the content and the image lie relative to that origin
  /// in pixels (x, y, width, height each), and for a backdrop blur the pixels it blurred.
  struct Key: Equatable {
    var effect: DisplayEffect
    var content: [DisplayCommand]
    var contentBox: [Int]
    var imageBox: [Int]
    var backdrop: [UInt32] = []
  }

  struct Entry {
    var key: Key
    /// The image's pixels, kept for a blend mode's arithmetic with its backdrop.
    var image: EffectImage?
    var texture: SDLTexture
    var used: Int
  }

  private var entries: [Entry] = []
  private var frame = 0
  private(set) var creations = 0

  func removeAll() { entries.removeAll() }

  func entry(_ key: Key) -> Entry? {
    guard let i = entries.firstIndex(where: { $0.key == key }) else { return nil }
    entries[i].used = frame
    return entries[i]
  }

  func store(_ key: Key, image: EffectImage?, texture: SDLTexture) {
    creations += 1
    entries.append(Entry(key: key, image: image, texture: texture, used: frame))
  }

  /// Ends a frame: forgets what has not been drawn lately.
  func endFrame() {
    let oldest = frame - ShapeCache.keepFrames
    entries.removeAll { $0.used <= oldest }
    // Four bytes a pixel in the texture, sixteen more in a blend mode's float image.
    let bytes = entries.reduce(0) {
      $0 + Int($1.texture.width) * Int($1.texture.height) * ($1.image == nil ? 4 : 20)
    }
    if bytes > ShapeCache.byteBudget { entries.removeAll { $0.used != frame } }
    frame += 1
  }
}
