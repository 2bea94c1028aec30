import CSDL2
import Foundation

/// A rectangle of whole window pixels from (x0, y0) to (x1, y1), exclusive, for an effect
/// group's bounds; empty when x1 ≤ x0 or y1 ≤ y0.
struct PixelBox: Equatable {
  var x0, y0, x1, y1: Int

  /// The pixels a rectangle of `points` touches at `scale`, a pixel of anti-aliasing added
  /// each side; empty for a null, empty or non-finite rectangle. Coordinates are clamped
  /// to ±1e8 pixels.
  init(points r: CGRect, scale: CGFloat) {
    guard !r.isNull, !r.isEmpty, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite,
      r.maxY.isFinite
    else {
      self.init(x0: 0, y0: 0, x1: 0, y1: 0)
      return
    }
    func clamp(_ v: CGFloat) -> Int { Int(min(max(v, -1e8), 1e8)) }
    self.init(
      x0: clamp((r.minX * scale).rounded(.down)) - 1,
      y0: clamp((r.minY * scale).rounded(.down)) - 1,
      x1: clamp((r.maxX * scale).rounded(.up)) + 1, y1: clamp((r.maxY * scale).rounded(.up)) + 1)
  }

  init(x0: Int, y0: Int, x1: Int, y1: Int) {
    self.x0 = x0
    self.y0 = y0
    self.x1 = x1
    self.y1 = y1
  }

  init(_ r: SDL_Rect) {
    self.init(x0: Int(r.x), y0: Int(r.y), x1: Int(r.x) + Int(r.w), y1: Int(r.y) + Int(r.h))
  }

  var width: Int { max(x1 - x0, 0) }
  var height: Int { max(y1 - y0, 0) }
  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
  var area: Int { width * height }

  func intersection(_ o: PixelBox) -> PixelBox {
    PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
  }

  func insetBy(_ d: Int) -> PixelBox {
    PixelBox(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d)
  }

  /// The box in points at `scale`.
  func points(scale: CGFloat) -> CGRect {
    CGRect(
      x: CGFloat(x0) / scale, y: CGFloat(y0) / scale, width: CGFloat(width) / scale,
      height: CGFloat(height) / scale)
  }

  var rect: SDL_Rect {
    SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(width), h: Int32(height))
  }

  /// (x, y, width, height) as `EffectImage` takes an output.
  var tuple: (Int, Int, Int, Int) { (x0, y0, width, height) }
}
