import CSDL2
import Engine
import Foundation

extension Renderer {
  /// Later opaque fills considered at most, the largest first. Hand-tuned: the carousel's
  /// three visible pages and the rows' tiles are well within it.
  static let occluderLimit = 16
  /// Beyond this many pieces the background is drawn whole (the cut-up would cost more
  /// than the pixels it saves). Hand-tuned.
  static let visiblePieceLimit = 64

  /// The pieces of the window's background (`list`'s first command, when it is an opaque
  /// square fill) that later opaque fills do not cover inside `clip`, or nil to draw it
  /// whole.
  ///
  /// The software renderer fills every pixel it is asked to: the background under the
  /// carousel's pages was filled and then filled again by the pages, half the fill work of
  /// each animated frame. A later fill covers what its opaque body covers (a rounded fill's
  /// corners blend over what is below, so they are left to the background), within the
  /// clip it is drawn under. The picture is the same to the bit: covered pixels are
  /// overwritten without blending.
  func visibleBackground(of list: DisplayList, within clip: SDL_Rect) -> [SDL_Rect]? {
    guard case .fill(let rect, let radius, let color)? = list.commands.first, radius == 0,
      color.alpha == 255
    else { return nil }
    var background = pixelRect(rect)
    var base = clip
    var start = SDL_Rect()
    guard SDL_IntersectRect(&background, &base, &start) == SDL_TRUE else { return [] }
    var clips = [start]
    var occluders: [SDL_Rect] = []
    scan: for command in list.commands.dropFirst() {
      switch command {
      case .pushEffect(let effect) where effect.kind.readsBackdrop:
        // A backdrop blur reads the background under it and around it when it is drawn:
        // fills after it may not take the background from under them.
        break scan
      case .fill(let rect, let radius, let color) where color.alpha == 255:
        let r = pixelRect(rect)
        let rad = max(min(Self.pixels(radius * scale), r.w / 2, r.h / 2), 0)
        for var body in [
          SDL_Rect(x: r.x + rad, y: r.y, w: r.w - 2 * rad, h: r.h),
          SDL_Rect(x: r.x, y: r.y + rad, w: r.w, h: r.h - 2 * rad),
        ] {
          var top = clips[clips.count - 1]
          var seen = SDL_Rect()
          if SDL_IntersectRect(&body, &top, &seen) == SDL_TRUE { occluders.append(seen) }
        }
      case .pushClip(let rect):
        var r = pixelRect(rect)
        var top = clips[clips.count - 1]
        var out = SDL_Rect()
        clips.append(SDL_IntersectRect(&r, &top, &out) == SDL_TRUE ? out : SDL_Rect())
      case .pushClipShape, .pushEffect:
        // Nothing inside a shape clip covers its rectangle; nothing inside an effect group
        // is drawn as it is.
        clips.append(SDL_Rect())
      case .popClip:
        if clips.count > 1 { clips.removeLast() }
      default:
        break
      }
    }
    guard !occluders.isEmpty else { return nil }
    occluders.sort { Int($0.w) * Int($0.h) > Int($1.w) * Int($1.h) }
    var pieces = [start]
    for o in occluders.prefix(Self.occluderLimit) {
      pieces = Self.subtract(o, from: pieces)
      if pieces.count > Self.visiblePieceLimit { return nil }
    }
    return pieces
  }

  /// `pieces` without `hole`: each piece it overlaps becomes up to four (above, below, left
  /// and right of it).
  static func subtract(_ hole: SDL_Rect, from pieces: [SDL_Rect]) -> [SDL_Rect] {
    var out: [SDL_Rect] = []
    out.reserveCapacity(pieces.count + 4)
    let hx1 = hole.x + hole.w
    let hy1 = hole.y + hole.h
    for p in pieces {
      let px1 = p.x + p.w
      let py1 = p.y + p.h
      guard hole.x < px1, hx1 > p.x, hole.y < py1, hy1 > p.y else {
        out.append(p)
        continue
      }
      if hole.y > p.y { out.append(SDL_Rect(x: p.x, y: p.y, w: p.w, h: hole.y - p.y)) }
      if hy1 < py1 { out.append(SDL_Rect(x: p.x, y: hy1, w: p.w, h: py1 - hy1)) }
      let y0 = max(p.y, hole.y)
      let y1 = min(py1, hy1)
      if hole.x > p.x { out.append(SDL_Rect(x: p.x, y: y0, w: hole.x - p.x, h: y1 - y0)) }
      if hx1 < px1 { out.append(SDL_Rect(x: hx1, y: y0, w: px1 - hx1, h: y1 - y0)) }
    }
    return out
  }
}
