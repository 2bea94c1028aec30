import Foundation

/// The numbers and formulas of DESIGN sections 3 and 4, written out independently of
/// Engine so that the tests check `preview` against the design, not against itself.
enum Contract {
  // MARK: Default scene (docs/CONTRACT.md §1, 3.2, 3.3 and the scene file defaults)

  /// Items in the default scene's three rows.
  static let rowCounts = [2, 5, 10]
  static let padding = 16.0
  static let tileSpacing = 8.0
  static let rowAlignment = "trailing"
  static let pageCount = 10
  static let inset = 25.0
  static let pageSpacing = 8.0
  static let carouselHeight = 60.0
  static let autoplayInterval = 3.0
  /// Headless frames are 1/60 s apart.
  static let frame = 1.0 / 60

  // MARK: Overlapping stack (docs/CONTRACT.md §3.2)

  /// I = n·mw + (n−1)·s.
  static func idealWidth(count n: Int, tileWidth mw: Double, spacing s: Double = tileSpacing)
    -> Double
  {
    Double(n) * mw + Double(n - 1) * s
  }

  /// Whether n tiles overlap in a row `width` wide: two or more, narrower than I.
  static func overlaps(count n: Int, tileWidth mw: Double, width: Double) -> Bool {
    n >= 2 && width < idealWidth(count: n, tileWidth: mw)
  }

  /// step = (W − mw)/(n − 1) when overlapping.
  static func step(count n: Int, tileWidth mw: Double, width: Double) -> Double {
    (width - mw) / Double(n - 1)
  }

  /// A row's width in a window `windowWidth` wide: the window less the padding each side.
  static func rowWidth(window windowWidth: Double) -> Double {
    windowWidth - 2 * padding
  }

  /// Leading edge offset of a fitting row within its bounds for an alignment.
  static func alignmentOffset(_ alignment: String, slack: Double) -> Double? {
    switch alignment {
    case "leading": return 0
    case "center": return slack / 2
    case "trailing": return slack
    default: return nil
    }
  }

  // MARK: Carousel (docs/CONTRACT.md §3.3)

  /// P = W − 2e.
  static func pageWidth(window w: Double) -> Double { w - 2 * inset }

  /// Resting offset of page i: i·(P + g).
  static func restingOffset(page i: Int, window w: Double) -> Double {
    Double(i) * (pageWidth(window: w) + pageSpacing)
  }

  /// shown = x·d·c/(d + c·x), c = 0.55, d = viewport width.
  static func rubberBand(_ x: Double, dimension d: Double) -> Double {
    let c = 0.55
    return x * d * c / (d + c * x)
  }

  /// Projected offset after a release: offset + v·r/(1 − r)/1000, r = 0.998.
  static func projectedOffset(_ offset: Double, velocity v: Double) -> Double {
    let r = 0.998
    return offset + v * r / (1 - r) / 1000
  }

  /// SwiftUI's `Color(hue:saturation:brightness:)` with saturation and brightness 1, as
  /// `#rrggbb`: the textbook HSV → RGB sectors, each channel rounded to a byte.
  static func hueHex(_ hue: Double) -> String {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h.rounded(.down))
    let f = h - Double(sector)
    let rising = f
    let falling = 1 - f
    let rgb: (Double, Double, Double)
    switch sector {
    case 0: rgb = (1, rising, 0)
    case 1: rgb = (falling, 1, 0)
    case 2: rgb = (0, 1, rising)
    case 3: rgb = (0, falling, 1)
    case 4: rgb = (rising, 0, 1)
    default: rgb = (1, 0, falling)
    }
    return "#" + [rgb.0, rgb.1, rgb.2].map { hex(UInt8(($0 * 255).rounded())) }.joined()
  }

  static func hex(_ byte: UInt8) -> String {
    let s = String(byte, radix: 16)
    return s.count == 1 ? "0" + s : s
  }
}

/// Whether `a` equals `b` up to float noise (the dump prints full doubles computed in a
/// different order from ours).
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}
