import Foundation

extension EffectImage {
  /// The premultiplied pixel at (`sx`, `sy`) on this image's grid, bilinear between the
  /// four pixels around it (transparent beyond the edges, which anti-aliases them).
  func sample(_ sx: Double, _ sy: Double) -> (Float, Float, Float, Float) {
    let x0 = Int(sx.rounded(.down))
    let y0 = Int(sy.rounded(.down))
    let fx = Float(sx - Double(x0))
    let fy = Float(sy - Double(y0))
    var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
    for (xx, yy, w) in [
      (x0, y0, (1 - fx) * (1 - fy)), (x0 + 1, y0, fx * (1 - fy)),
      (x0, y0 + 1, (1 - fx) * fy), (x0 + 1, y0 + 1, fx * fy),
    ] where xx >= 0 && yy >= 0 && xx < width && yy < height && w > 0 {
      let s = yy * width + xx
      acc.0 += a[s] * w
      acc.1 += r[s] * w
      acc.2 += g[s] * w
      acc.3 += b[s] * w
    }
    return acc
  }
}
