import Foundation

/// A column of a `LazyVGrid` or a row of a `LazyHGrid` (SwiftUI's `GridItem`): its size,
/// the spacing after it, and where cells sit in it.
public struct GridItem: Sendable {
  /// How a grid item's length is decided.
  public enum Size: Sendable {
    /// Exactly this length, whatever the space.
    case fixed(CGFloat)
    /// An equal part of the space the fixed items leave, kept within the bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many tracks of at least `minimum` as its part of the space holds, sharing it.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  /// The space after this item, before the next; nil is the default distance (8).
  public var spacing: CGFloat?
  /// Where a cell sits in its space; nil centres it.
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// The tracks (columns of a `LazyVGrid`, rows of a `LazyHGrid`) grid items make in a length.
///
/// SwiftUI's rule, as objc.io's re-implementation of the grids measured it: from the
/// length, take the spacing after every item but the last, then every fixed item's size;
/// the other items, in order, are each offered what is left divided by the items left,
/// a flexible item keeping that within its bounds, an adaptive one splitting it into as
/// many tracks of at least its minimum as fit with its spacing between them:
/// `count = floor((offer + spacing) / (minimum + spacing))`.
struct GridTrackLayout: Equatable {
  struct Track: Equatable {
    var length: CGFloat
    /// The spacing after this track (unused after the last).
    var spacing: CGFloat
    var alignment: Alignment
  }

  var tracks: [Track] = []

  /// The tracks `items` make in `length` (nil: every non-fixed item at its minimum).
  init(_ items: [GridItem], length: CGFloat?) {
    func clean(_ x: CGFloat) -> CGFloat { x.isFinite ? max(x, 0) : 0 }
    let spacings = items.map { $0.spacing.map(clean) ?? ViewSpacing.defaultDistance }
    var remaining = length.map(clean) ?? 0
    remaining -= spacings.dropLast().reduce(0, +)
    var flexibleLeft = 0
    for item in items {
      if case .fixed(let s) = item.size { remaining -= clean(s) } else { flexibleLeft += 1 }
    }
    for (i, item) in items.enumerated() {
      let alignment = item.alignment ?? .center
      let spacing = spacings[i]
      switch item.size {
      case .fixed(let s):
        tracks.append(Track(length: clean(s), spacing: spacing, alignment: alignment))
      case .flexible(let minimum, let maximum):
        let lo = clean(minimum)
        let hi = max(maximum.isNaN ? lo : maximum, lo)
        let offer = length == nil ? lo : remaining / CGFloat(flexibleLeft)
        let w = min(max(offer, lo), hi)
        tracks.append(Track(length: w, spacing: spacing, alignment: alignment))
        remaining -= w
        flexibleLeft -= 1
      case .adaptive(let minimum, let maximum):
        let lo = max(clean(minimum), 1)
        let hi = max(maximum.isNaN ? lo : maximum, lo)
        let offer = length == nil ? lo : max(remaining / CGFloat(flexibleLeft), lo)
        let count = max(Int(((offer + spacing) / (lo + spacing)).rounded(.down)), 1)
        let w = min((offer - CGFloat(count - 1) * spacing) / CGFloat(count), hi)
        for _ in 0..<min(count, Self.maximumAdaptiveTracks) {
          tracks.append(Track(length: w, spacing: spacing, alignment: alignment))
        }
        remaining -= offer
        flexibleLeft -= 1
      }
    }
  }

  /// Adaptive tracks one item may make: a minimum of 1 point in a length of millions must
  /// not make millions of tracks.
  static let maximumAdaptiveTracks = 1000

  /// The tracks' total length with their spacing.
  var total: CGFloat {
    tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacing }
  }

  /// Where each track starts, from `origin`.
  func starts(from origin: CGFloat) -> [CGFloat] {
    var x = origin
    return tracks.map { t in
      defer { x += t.length + t.spacing }
      return x
    }
  }
}
