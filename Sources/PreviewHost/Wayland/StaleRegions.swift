import CSDL2

/// What each buffer of a pool lacks of the newest frame, as one rectangle per buffer.
///
/// Frames are drawn into one canvas that always holds the newest picture; a buffer handed
/// back by the compositor holds an older one. Before it is shown again, only the union of
/// what changed since it was last brought up to date is copied into it (two frames' damage
/// for a pool of two), not the whole picture.
struct StaleRegions {
  /// Per buffer: the pixels it lacks, nil when it matches the canvas.
  private(set) var regions: [SDL_Rect?] = []

  /// A new buffer (its pixels unknown) of `bounds`: it lacks everything.
  mutating func append(bounds: SDL_Rect) {
    regions.append(bounds)
  }

  /// The canvas changed inside `rect`: every buffer lacks it.
  mutating func changed(_ rect: SDL_Rect) {
    guard rect.w > 0, rect.h > 0 else { return }
    for i in regions.indices {
      regions[i] = regions[i].map { Self.union($0, rect) } ?? rect
    }
  }

  /// What buffer `index` must copy from the canvas to match it, nil when nothing; the buffer
  /// counts as matching from now on.
  mutating func refresh(_ index: Int) -> SDL_Rect? {
    defer { regions[index] = nil }
    return regions[index]
  }

  mutating func removeAll() { regions.removeAll() }

  /// The smallest rectangle holding both.
  static func union(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
    let x0 = min(a.x, b.x)
    let y0 = min(a.y, b.y)
    let x1 = max(a.x + a.w, b.x + b.w)
    let y1 = max(a.y + a.h, b.y + b.h)
    return SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
  }

}
