import CSDL2

/// What each buffer of a pool lacks of the newest frame, as one rectangle per buffer.
///
/// Frames are drawn straight into the buffers, and a buffer handed back by the compositor
/// holds an older frame. Before it is shown again, only the union of what changed since it
/// was last drawn into is brought up to date in it (two frames' damage for a pool of two,
/// the same band while the carousel animates), not the whole picture: the presenter copies
/// it from the buffer holding the previous frame and draws the new frame's damage.
struct StaleRegions {
  /// Per buffer: the pixels it lacks, nil when it holds the newest frame.
  private(set) var regions: [SDL_Rect?] = []

  /// A new buffer (its pixels unknown) of `bounds`: it lacks everything.
  mutating func append(bounds: SDL_Rect) {
    regions.append(bounds)
  }

  /// The newest frame changed inside `rect`: every buffer lacks it.
  mutating func changed(_ rect: SDL_Rect) {
    guard rect.w > 0, rect.h > 0 else { return }
    for i in regions.indices {
      regions[i] = regions[i].map { Self.union($0, rect) } ?? rect
    }
  }

  /// What must be drawn into buffer `index` for it to hold the newest frame, nil when
  /// nothing; the buffer counts as up to date from now on.
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
