import CSDL2
import Engine
import Foundation

/// Where effect groups draw, for their layers and for damage.
extension Renderer {
  /// The window rectangle (points) `effect`'s group draws from: its content's drawing (a
  /// mask group's content within its mask's drawing).
  func contentExtent(_ effect: DisplayEffect, _ content: ArraySlice<DisplayCommand>) -> CGRect {
    guard case .mask = effect.kind else { return drawingExtent(content) }
    guard let first = content.first, case .pushEffect(let source) = first,
      case .maskSource = source.kind
    else { return .null }
    let end = Self.matchingPop(of: content.startIndex, in: content)
    let mask = drawingExtent(content[(content.startIndex + 1)..<end])
    let rest = end < content.endIndex ? content[(end + 1)...] : []
    return drawingExtent(rest).intersection(mask)
  }

  /// The window rectangle (points) `commands` can touch: each drawing's bounds, within
  /// the clips around it, through the effects around it.
  func drawingExtent(_ commands: ArraySlice<DisplayCommand>) -> CGRect {
    var out = CGRect.null
    var i = commands.startIndex
    while i < commands.endIndex {
      let command = commands[i]
      switch command {
      case .pushClip, .pushClipShape, .pushEffect:
        let end = Self.matchingPop(of: i, in: commands)
        let inner = commands[(i + 1)..<end]
        switch command {
        case .pushClip(let r): out = out.union(drawingExtent(inner).intersection(r))
        case .pushClipShape(let path, _):
          out = out.union(drawingExtent(inner).intersection(path.boundingRect))
        case .pushEffect(let e):
          if case .maskSource = e.kind { break }
          out = out.union(e.extent(of: contentExtent(e, inner)))
        default: break
        }
        i = end + 1
        continue
      case .popClip:
        break
      default:
        if let r = bounds(of: command), r.w > 0, r.h > 0 {
          out = out.union(
            CGRect(
              x: CGFloat(r.x + origin.x) / scale, y: CGFloat(r.y + origin.y) / scale,
              width: CGFloat(r.w) / scale, height: CGFloat(r.h) / scale))
        }
      }
      i += 1
    }
    return out
  }

  /// Damage from effect groups between two lists of the same length: the outermost groups
  /// whose commands differ contribute their whole result, before and after (a change
  /// inside a blur or shadow shows beyond the changed drawing). Returns the area (nil when
  /// none) and which commands the groups cover, or nil when the groups do not line up
  /// (everything must be drawn).
  func effectDamage(from old: DisplayList, to new: DisplayList)
    -> (area: SDL_Rect?, covered: [Bool])?
  {
    let a = old.commands[...]
    let b = new.commands[...]
    var covered: [Bool] = []
    var area: PixelBox?
    var i = b.startIndex
    while i < b.endIndex {
      guard case .pushEffect(let next) = b[i] else {
        i += 1
        continue
      }
      guard case .pushEffect(let previous) = a[i] else { return nil }
      let end = Self.matchingPop(of: i, in: b)
      guard end == Self.matchingPop(of: i, in: a) else { return nil }
      if covered.isEmpty { covered = [Bool](repeating: false, count: b.count) }
      for j in i..<min(end + 1, b.count) { covered[j] = true }
      if a[i...min(end, a.count - 1)] != b[i...min(end, b.count - 1)] {
        for (effect, list) in [(previous, a), (next, b)] {
          let box = PixelBox(
            points: effect.extent(of: contentExtent(effect, list[(i + 1)..<end])), scale: scale)
          guard !box.isEmpty else { continue }
          area =
            area.map {
              PixelBox(
                x0: min($0.x0, box.x0), y0: min($0.y0, box.y0), x1: max($0.x1, box.x1),
                y1: max($0.y1, box.y1))
            } ?? box
        }
      }
      i = end + 1
    }
    return (area?.rect, covered)
  }
}
