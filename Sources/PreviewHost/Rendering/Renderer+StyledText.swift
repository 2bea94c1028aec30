import CSDL2
import Engine

/// Styled lines: each run drawn where Engine placed it on the shared baseline, then its
/// underline and strikethrough at the face's own rows.
extension Renderer {
  func drawStyledText(_ line: StyledTextLine) {
    let fonts = glyphs.fonts
    for run in line.runs {
      let ascent = fonts.shaped(run.text, font: run.font).ascent / scale
      let left = line.baseline.x + run.x
      drawText(
        run.text, font: run.font, position: CGPoint(x: left, y: line.baseline.y - ascent),
        anchor: UnitPoint(x: 0, y: 0), color: run.color)
      guard run.underline != nil || run.strikethrough != nil else { continue }
      let rows = fonts.decorations(run.font)
      let x0 = Self.pixels(left * scale)
      let width = Self.pixels((left + run.width) * scale) - x0
      let baseline = Self.pixels(line.baseline.y * scale)
      for (color, metric) in [
        (run.underline, rows.underline), (run.strikethrough, rows.strikethrough),
      ] {
        guard let color else { continue }
        fill(
          SDL_Rect(x: x0, y: baseline + metric.offset, w: width, h: metric.thickness), radius: 0,
          color: color)
      }
    }
  }

  /// The pixels a styled line can touch: its runs' boxes, with a pixel to spare.
  func bounds(of line: StyledTextLine) -> SDL_Rect? {
    let fonts = glyphs.fonts
    var area: SDL_Rect?
    for run in line.runs {
      let shaped = fonts.shaped(run.text, font: run.font)
      let top = line.baseline.y - shaped.ascent / scale
      let box = CGRect(
        x: line.baseline.x + run.x - 1, y: top - 1, width: run.width + 2,
        height: max(shaped.height / scale, run.font.size * 1.5) + 2)
      guard box.minX.isFinite, box.minY.isFinite, abs(box.minX) < 1e7, abs(box.minY) < 1e7 else {
        return nil
      }
      var r = pixelRect(box)
      guard var u = area else {
        area = r
        continue
      }
      var out = SDL_Rect()
      SDL_UnionRect(&u, &r, &out)
      area = out
    }
    return area ?? SDL_Rect(x: 0, y: 0, w: 0, h: 0)
  }
}
