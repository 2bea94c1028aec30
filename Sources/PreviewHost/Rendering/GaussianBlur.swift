import Foundation

/// A Gaussian blur approximated by three box blurs in each direction, the way browsers
/// draw CSS shadows: by the central limit theorem three passes of a box filter are within
/// a few percent of the Gaussian, and each pass costs the same whatever the radius.
enum GaussianBlur {
  /// Box widths (odd) for three passes whose combined variance is `sigma`²: a box of width
  /// w has variance (w² − 1) / 12, so n boxes of widths wl or wl + 2, m of them the
  /// narrower, add up to σ² when m = (12σ² − n·wl² − 4n·wl − 3n) / (−4wl − 4) (Wells,
  /// "Efficient synthesis of Gaussian filters by cascaded uniform filters", 1986).
  static func boxWidths(sigma: Double) -> [Int] {
    guard sigma > 0, sigma.isFinite else { return [] }
    let n = 3.0
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var wl = Int(ideal.rounded(.down))
    if wl % 2 == 0 { wl -= 1 }
    wl = max(wl, 1)
    let m =
      ((12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n)
      / (-4 * Double(wl) - 4)).rounded()
    return (0..<3).map { Double($0) < m ? wl : wl + 2 }
  }

  /// Blurs `plane` (`width`×`height`, row by row) by a Gaussian of `sigma` pixels. Beyond
  /// the edges is transparent, or with `clamp` the edge pixels repeated.
  static func blur(_ plane: inout [Float], width: Int, height: Int, sigma: Double, clamp: Bool) {
    guard width > 0, height > 0, plane.count == width * height else { return }
    var line = [Float](repeating: 0, count: max(width, height))
    var out = line
    for w in boxWidths(sigma: sigma) where w > 1 {
      let r = w / 2
      for y in 0..<height {
        for x in 0..<width { line[x] = plane[y * width + x] }
        box(line, count: width, radius: r, clamp: clamp, into: &out)
        for x in 0..<width { plane[y * width + x] = out[x] }
      }
      for x in 0..<width {
        for y in 0..<height { line[y] = plane[y * width + x] }
        box(line, count: height, radius: r, clamp: clamp, into: &out)
        for y in 0..<height { plane[y * width + x] = out[y] }
      }
    }
  }

  /// The mean of the 2·`radius` + 1 values around each of the first `count` of `line`, by a
  /// running sum.
  private static func box(
    _ line: [Float], count: Int, radius: Int, clamp: Bool, into out: inout [Float]
  ) {
    func at(_ i: Int) -> Float {
      if i >= 0 && i < count { return line[i] }
      return clamp ? line[min(max(i, 0), count - 1)] : 0
    }
    let scale = 1 / Float(2 * radius + 1)
    var sum: Float = 0
    for i in -radius...radius { sum += at(i) }
    for i in 0..<count {
      out[i] = sum * scale
      sum += at(i + radius + 1) - at(i - radius)
    }
  }
}
