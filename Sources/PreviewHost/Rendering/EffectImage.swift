import Engine
import Foundation

/// An effect group's pixels: premultiplied colour as four float planes (0...255), placed at
/// `x`, `y` in window pixels. The effects' arithmetic, kept apart from SDL so that it is
/// tested on its own.
struct EffectImage: Equatable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int
  /// Alpha, red, green and blue, row by row.
  var a: [Float]
  var r: [Float]
  var g: [Float]
  var b: [Float]

  /// A transparent image.
  init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(width, 0)
    self.height = max(height, 0)
    let n = self.width * self.height
    a = [Float](repeating: 0, count: n)
    r = a
    g = a
    b = a
  }

  /// Premultiplied ARGB8888 pixels, row by row.
  init(x: Int, y: Int, width: Int, height: Int, argb: [UInt32]) {
    self.init(x: x, y: y, width: width, height: height)
    for i in 0..<min(argb.count, a.count) {
      let v = argb[i]
      a[i] = Float(v >> 24)
      r[i] = Float((v >> 16) & 0xFF)
      g[i] = Float((v >> 8) & 0xFF)
      b[i] = Float(v & 0xFF)
    }
  }

  /// Straight-alpha ARGB8888 pixels (what SDL's blending takes), rounded.
  var straightARGB: [UInt32] {
    (0..<a.count).map { i in
      let alpha = min(max(a[i], 0), 255)
      guard alpha >= 0.5 else { return 0 }
      func ch(_ v: Float) -> UInt32 { UInt32(min(max(v * 255 / alpha, 0), 255).rounded()) }
      return UInt32(alpha.rounded()) << 24 | ch(r[i]) << 16 | ch(g[i]) << 8 | ch(b[i])
    }
  }

  /// This image copied into a transparent one at (`x`, `y`) of `width`×`height` (window
  /// pixels); what falls outside is cut.
  func placed(x ox: Int, y oy: Int, width w: Int, height h: Int) -> EffectImage {
    var out = EffectImage(x: ox, y: oy, width: w, height: h)
    let dx = x - ox
    let dy = y - oy
    for row in 0..<height {
      let ty = row + dy
      guard ty >= 0, ty < h else { continue }
      for col in 0..<width {
        let tx = col + dx
        guard tx >= 0, tx < w else { continue }
        let s = row * width + col
        let t = ty * w + tx
        out.a[t] = a[s]
        out.r[t] = r[s]
        out.g[t] = g[s]
        out.b[t] = b[s]
      }
    }
    return out
  }

  /// The straight colour at index `i` in 0...1 (zero where transparent).
  func straight(_ i: Int) -> (Double, Double, Double, Double) {
    let alpha = Double(a[i])
    guard alpha > 0 else { return (0, 0, 0, 0) }
    return (Double(r[i]) / alpha, Double(g[i]) / alpha, Double(b[i]) / alpha, alpha / 255)
  }

  mutating func setStraight(_ i: Int, _ c: (Double, Double, Double, Double)) {
    let alpha = Float(c.3 * 255)
    a[i] = alpha
    r[i] = Float(c.0) * alpha
    g[i] = Float(c.1) * alpha
    b[i] = Float(c.2) * alpha
  }
}
