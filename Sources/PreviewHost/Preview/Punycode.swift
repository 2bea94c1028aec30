/// RFC 3492's Punycode as Swift's mangling uses it for identifiers that are not ASCII: `_`
/// is the delimiter, and the digits 26…35 are `A`…`J` instead of `0`…`9` (the Swift
/// compiler's docs/ABI/Mangling.rst, "Identifiers"): `vergüenza` is `vergenza_JFa`.
enum Punycode {
  /// RFC 3492, section 5: the bootstring parameters Punycode takes.
  private static let base = 36
  private static let tMin = 1
  private static let tMax = 26
  private static let skew = 38
  private static let damp = 700
  private static let initialBias = 72
  private static let initialN: UInt32 = 0x80

  /// The encoding of `text`'s Unicode scalars: its ASCII scalars in order, then (when there
  /// were any) the delimiter, then the deltas that insert the others (RFC 3492, 6.3).
  static func encode(_ text: String) -> String {
    let scalars = text.unicodeScalars.map(\.value)
    var output = scalars.filter { $0 < initialN }.map { Character(Unicode.Scalar($0)!) }
    let basic = output.count
    if basic > 0 { output.append("_") }
    var n = initialN
    var delta = 0
    var bias = initialBias
    var handled = basic
    while handled < scalars.count {
      // The smallest scalar not yet handled.
      let m = scalars.filter { $0 >= n }.min()!
      delta += Int(m - n) * (handled + 1)
      n = m
      for c in scalars {
        if c < n { delta += 1 }
        guard c == n else { continue }
        var q = delta
        var k = base
        while true {
          let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
          if q < t { break }
          output.append(digit(t + (q - t) % (base - t)))
          q = (q - t) / (base - t)
          k += base
        }
        output.append(digit(q))
        bias = adapt(delta, points: handled + 1, first: handled == basic)
        delta = 0
        handled += 1
      }
      delta += 1
      n += 1
    }
    return String(output)
  }

  /// 0…25 are `a`…`z`, 26…35 are `A`…`J` (Swift's change to RFC 3492's `0`…`9`).
  private static func digit(_ d: Int) -> Character {
    Character(Unicode.Scalar(UInt8(d < 26 ? 0x61 + d : 0x41 + d - 26)))
  }

  /// RFC 3492, 6.1: the bias after a delta.
  private static func adapt(_ delta: Int, points: Int, first: Bool) -> Int {
    var delta = first ? delta / damp : delta / 2
    delta += delta / points
    var k = 0
    while delta > ((base - tMin) * tMax) / 2 {
      delta /= base - tMin
      k += base
    }
    return k + (base - tMin + 1) * delta / (delta + skew)
  }
}
