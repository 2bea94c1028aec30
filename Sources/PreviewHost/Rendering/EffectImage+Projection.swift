import Engine
import Foundation

extension EffectImage {
  /// The image drawn through the projective `t` (window points; `scale` pixels per point)
  /// into `output`: each output pixel's centre is taken back through the inverse, [q 1]·M⁻¹
  /// = [X Y W], to the source point (X/W, Y/W), and the image sampled there bilinearly. A
  /// pixel whose W is not positive would come from behind the eye, and stays transparent.
  func projected(
    by t: ProjectionTransform, scale: CGFloat, output o: (Int, Int, Int, Int)
  ) -> EffectImage {
    var out = EffectImage(x: o.0, y: o.1, width: o.2, height: o.3)
    var inv = t
    guard inv.invert(), width > 0, height > 0, scale > 0 else { return out }
    let s = Double(scale)
    let (i11, i12, i13) = (Double(inv.m11), Double(inv.m12), Double(inv.m13))
    let (i21, i22, i23) = (Double(inv.m21), Double(inv.m22), Double(inv.m23))
    let (i31, i32, i33) = (Double(inv.m31), Double(inv.m32), Double(inv.m33))
    for row in 0..<o.3 {
      let qy = (Double(o.1 + row) + 0.5) / s
      for col in 0..<o.2 {
        let qx = (Double(o.0 + col) + 0.5) / s
        let w = i13 * qx + i23 * qy + i33
        guard w > 0 else { continue }
        // Back to this image's pixel grid, whose pixel centres are at +0.5.
        let sx = (i11 * qx + i21 * qy + i31) / w * s - Double(x) - 0.5
        let sy = (i12 * qx + i22 * qy + i32) / w * s - Double(y) - 0.5
        guard sx > -1, sy > -1, sx < Double(width), sy < Double(height) else { continue }
        let p = sample(sx, sy)
        let i = row * o.2 + col
        (out.a[i], out.r[i], out.g[i], out.b[i]) = p
      }
    }
    return out
  }
}
