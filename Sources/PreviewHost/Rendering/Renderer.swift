import CSDL2
import Engine
import Foundation

/// Interprets Engine's display list with an SDL_Renderer, in device pixels.
///
/// Points become pixels by the output scale and are snapped to whole pixels here, so
/// glyphs and edges are never blurred by a half-pixel offset. It owns the SDL renderer and
/// the textures cached for it; releasing it frees them in SDL's order (see `SDLRenderer`).
@MainActor
final class Renderer {
  private(set) var target: SDLRenderer
  let glyphs: GlyphCache
  let corners = CornerCache()
  /// Rasterised paths and masked clip layers (Renderer+Shapes.swift).
  let shapes = ShapeCache()
  /// Composited effect groups (Renderer+Effects.swift).
  let effects = EffectCache()
  /// Decoded pictures (Renderer+Images.swift).
  let images = ImageTextures()
  /// Pixels per point (set with `setScale`).
  private(set) var scale: CGFloat = 1
  var clips: [SDL_Rect] = []
  /// Shape clips being drawn, innermost last, and whether each open clip is one.
  var clipLayers: [ClipLayer] = []
  private var clipIsShape: [Bool] = []
  /// Where the current target's pixel (0, 0) is in the window: a clip layer's corner.
  var origin = SDL_Point(x: 0, y: 0)

  init(_ target: SDLRenderer, fonts: FontLibrary) {
    self.target = target
    self.glyphs = GlyphCache(fonts: fonts)
    SDL_SetRenderDrawBlendMode(target.pointer, SDL_BLENDMODE_BLEND)
  }

  /// A new output scale (the window moved to another display, or the display's scale
  /// changed): points map to that many pixels from the next frame, and text is rasterised
  /// again at the new pixel size, once: the glyph cache is emptied and later frames reuse
  /// the new glyphs. Returns whether the scale changed.
  @discardableResult
  func setScale(_ newScale: CGFloat) -> Bool {
    guard newScale != scale, newScale > 0, newScale.isFinite else { return false }
    scale = newScale
    glyphs.fonts.scale = newScale
    glyphs.removeAll()
    return true
  }

  /// Draws into `newTarget` from now on (the Wayland presenter's canvas grew or shrank).
  /// Textures belong to the renderer that made them, so glyphs and corner masks are made
  /// again for the new one, once; the old renderer goes with the last of them.
  func retarget(_ newTarget: SDLRenderer) {
    glyphs.removeAll()
    corners.removeAll()
    shapes.removeAll()
    effects.removeAll()
    images.removeAll()
    target = newTarget
    SDL_SetRenderDrawBlendMode(target.pointer, SDL_BLENDMODE_BLEND)
  }

  /// The SDL renderer drawn with (valid while this renderer lives).
  var sdl: OpaquePointer { target.pointer }

  /// A length in pixels as a whole number, clamped to what SDL can take.
  static func pixels(_ value: CGFloat) -> Int32 {
    let p = value.rounded()
    return p.isFinite ? Int32(min(max(p, -1e8), 1e8)) : 0
  }

  /// Texture creations so far (glyphs, corner masks, shapes and clip layers), for the
  /// benchmarks.
  var textureCreations: Int {
    glyphs.rasterisations + corners.creations + shapes.creations + images.creations
      + effects.creations
  }

  /// Draws `list`; with `damage`, only pixels inside that rectangle are touched (the rest of
  /// a retained back buffer stays as the previous frame left it).
  func draw(_ list: DisplayList, damage: SDL_Rect? = nil) {
    clips.removeAll(keepingCapacity: true)
    if var d = damage {
      clips.append(d)
      SDL_RenderSetClipRect(sdl, &d)
    } else {
      SDL_RenderSetClipRect(sdl, nil)
    }
    var commands = list.commands[...]
    var whole = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
    SDL_GetRendererOutputSize(sdl, &whole.w, &whole.h)
    if case .fill(_, _, let color)? = commands.first,
      let pieces = visibleBackground(of: list, within: damage ?? whole)
    {
      // Only what the opaque fills drawn later leave of the background.
      setColor(color)
      if !pieces.isEmpty { SDL_RenderFillRects(sdl, pieces, Int32(pieces.count)) }
      commands = commands.dropFirst()
    }
    clipIsShape.removeAll(keepingCapacity: true)
    defer {
      // A list that leaves shape clips open still ends on the output, not in a layer.
      while !clipLayers.isEmpty { endClipShape() }
      shapes.endFrame()
      effects.endFrame()
      images.endFrame()
    }
    var skipDepth = 0
    for index in commands.indices {
      let command = commands[index]
      if skipDepth > 0 {
        switch command {
        case .pushClip, .pushClipShape, .pushEffect: skipDepth += 1
        case .popClip: skipDepth -= 1
        default: break
        }
        continue
      }
      switch command {
      case .fill(let rect, let radius, let color):
        fill(pixelRect(rect), radius: Self.pixels(radius * scale), color: color)
      case .stroke(let rect, let width, let color):
        stroke(pixelRect(rect), width: max(Self.pixels(width * scale), 1), color: color)
      case .text(let text, let font, let position, let anchor, let color):
        drawText(text, font: font, position: position, anchor: anchor, color: color)
      case .styledText(let line):
        drawStyledText(line)
      case .shape(let drawing):
        drawShape(drawing)
      case .image(let drawing):
        drawImage(drawing)
      case .pushClipShape(let path, let style):
        switch beginClipShape(path, style: style, at: index, in: commands) {
        case .layer: clipIsShape.append(true)
        case .skip: skipDepth = 1
        case .rectangle(let r): pushClip(pixels: r)
        }
      case .pushEffect(let effect):
        switch beginEffect(effect, at: index, in: commands) {
        case .layer: clipIsShape.append(true)
        case .skip: skipDepth = 1
        case .rectangle(let r): pushClip(pixels: r)
        }
      case .pushClip(let rect):
        pushClip(pixels: pixelRect(rect))
      case .popClip:
        if clipIsShape.popLast() == true {
          endClipShape()
          continue
        }
        _ = clips.popLast()
        if var top = clips.last {
          SDL_RenderSetClipRect(sdl, &top)
        } else {
          SDL_RenderSetClipRect(sdl, nil)
        }
      }
    }
  }

  /// Clips what follows to `rect` (pixels of the current target) within the current clip.
  private func pushClip(pixels rect: SDL_Rect) {
    clipIsShape.append(false)
    var r = rect
    if let top = clips.last {
      var out = SDL_Rect()
      if SDL_IntersectRect(&r, [top], &out) == SDL_FALSE {
        out = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
      }
      r = out
    }
    clips.append(r)
    SDL_RenderSetClipRect(sdl, &r)
  }

  /// The pixels that changed between two frames' lists, or nil when everything must be
  /// drawn (different structure or clips). Each command that differs contributes its old
  /// and new bounds.
  func damage(from old: DisplayList, to new: DisplayList) -> SDL_Rect? {
    guard old.commands.count == new.commands.count,
      let (groups, covered) = effectDamage(from: old, to: new)
    else { return nil }
    var area: SDL_Rect? = groups
    for (i, (a, b)) in zip(old.commands, new.commands).enumerated()
    where a != b && (covered.isEmpty || !covered[i]) {
      guard let ra = bounds(of: a), let rb = bounds(of: b) else { return nil }
      for var r in [ra, rb] where r.w > 0 && r.h > 0 {
        guard var u = area else {
          area = r
          continue
        }
        var out = SDL_Rect()
        SDL_UnionRect(&u, &r, &out)
        area = out
      }
    }
    guard let area else { return SDL_Rect(x: 0, y: 0, w: 0, h: 0) }
    return backdropDamage(area, in: new)
  }

  /// The pixel rectangle a command can touch, or nil for clip changes.
  func bounds(of command: DisplayCommand) -> SDL_Rect? {
    switch command {
    case .fill(let rect, _, _), .stroke(let rect, _, _):
      return pixelRect(rect)
    case .text(let text, let font, let position, let anchor, let color):
      guard let (_, w, h) = glyphs.texture(text, font: font, ink: color, renderer: target) else {
        return SDL_Rect(x: 0, y: 0, w: 0, h: 0)
      }
      guard let r = textRect(width: w, height: h, position: position, anchor: anchor) else {
        return nil
      }
      return SDL_Rect(x: r.x - 1, y: r.y - 1, w: r.w + 2, h: r.h + 2)
    case .styledText(let line):
      return bounds(of: line)
    case .shape(let drawing):
      return shapeRegion(drawing.path.boundingRect, outset: drawing.outset)
        ?? SDL_Rect(x: 0, y: 0, w: 0, h: 0)
    case .image(let drawing):
      return shapeRegion(drawing.bounds, outset: 0) ?? SDL_Rect(x: 0, y: 0, w: 0, h: 0)
    case .pushClip, .popClip, .pushClipShape, .pushEffect:
      return nil
    }
  }

  func pixelRect(_ r: CGRect) -> SDL_Rect {
    func px(_ v: CGFloat) -> Int32 {
      let p = (v * scale).rounded()
      return p.isFinite ? Int32(max(min(p, 1e8), -1e8)) : 0
    }
    let x0 = px(r.minX)
    let y0 = px(r.minY)
    return SDL_Rect(
      x: x0 - origin.x, y: y0 - origin.y, w: max(px(r.maxX) - x0, 0), h: max(px(r.maxY) - y0, 0))
  }

  /// Opaque fills skip blending: the software renderer's blended fill costs several times
  /// a plain one.
  func setColor(_ c: Color) {
    SDL_SetRenderDrawBlendMode(sdl, c.alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    SDL_SetRenderDrawColor(sdl, c.red, c.green, c.blue, c.alpha)
  }

  func fill(_ r: SDL_Rect, radius: Int32, color: Color) {
    guard r.w > 0, r.h > 0 else { return }
    let rad = min(radius, r.w / 2, r.h / 2)
    setColor(color)
    guard rad > 0, let mask = corners.mask(radius: rad, renderer: target) else {
      var rr = r
      SDL_RenderFillRect(sdl, &rr)
      return
    }
    var body = [
      SDL_Rect(x: r.x + rad, y: r.y, w: r.w - 2 * rad, h: r.h),
      SDL_Rect(x: r.x, y: r.y + rad, w: rad, h: r.h - 2 * rad),
      SDL_Rect(x: r.x + r.w - rad, y: r.y + rad, w: rad, h: r.h - 2 * rad),
    ]
    SDL_RenderFillRects(sdl, &body, 3)
    SDL_SetTextureColorMod(mask.pointer, color.red, color.green, color.blue)
    SDL_SetTextureAlphaMod(mask.pointer, color.alpha)
    let corners: [(Int32, Int32, UInt32)] = [
      (r.x, r.y, SDL_FLIP_NONE.rawValue),
      (r.x + r.w - rad, r.y, SDL_FLIP_HORIZONTAL.rawValue),
      (r.x, r.y + r.h - rad, SDL_FLIP_VERTICAL.rawValue),
      (r.x + r.w - rad, r.y + r.h - rad, SDL_FLIP_HORIZONTAL.rawValue | SDL_FLIP_VERTICAL.rawValue),
    ]
    for (x, y, flip) in corners {
      var dst = SDL_Rect(x: x, y: y, w: rad, h: rad)
      SDL_RenderCopyEx(sdl, mask.pointer, nil, &dst, 0, nil, SDL_RendererFlip(rawValue: flip))
    }
  }

  func stroke(_ r: SDL_Rect, width: Int32, color: Color) {
    guard r.w > 0, r.h > 0 else { return }
    setColor(color)
    let w = min(width, r.w, r.h)
    var sides = [
      SDL_Rect(x: r.x, y: r.y, w: r.w, h: w),
      SDL_Rect(x: r.x, y: r.y + r.h - w, w: r.w, h: w),
      SDL_Rect(x: r.x, y: r.y + w, w: w, h: r.h - 2 * w),
      SDL_Rect(x: r.x + r.w - w, y: r.y + w, w: w, h: r.h - 2 * w),
    ]
    SDL_RenderFillRects(sdl, &sides, 4)
  }

  /// Where a text texture of `width`×`height` pixels goes: its `anchor` at `position`
  /// (points), snapped to whole pixels; nil when off any sane canvas.
  func textRect(width w: CGFloat, height h: CGFloat, position: CGPoint, anchor: UnitPoint)
    -> SDL_Rect?
  {
    let x = (position.x * scale - w * anchor.x).rounded()
    let y = (position.y * scale - h * anchor.y).rounded()
    guard x.isFinite, y.isFinite, abs(x) < 1e8, abs(y) < 1e8 else { return nil }
    return SDL_Rect(
      x: Int32(x) - origin.x, y: Int32(y) - origin.y, w: Int32(w.rounded()), h: Int32(h.rounded()))
  }

  func drawText(
    _ text: String, font: FontSpec, position: CGPoint, anchor: UnitPoint, color: Color
  ) {
    guard let (t, w, h) = glyphs.texture(text, font: font, ink: color, renderer: target),
      var dst = textRect(width: w, height: h, position: position, anchor: anchor)
    else { return }
    // Colour glyphs keep their colours (a line mixing them with text was drawn in `color`).
    if glyphs.fonts.shaped(text, font: font).isColor {
      SDL_SetTextureColorMod(t.pointer, 255, 255, 255)
    } else {
      SDL_SetTextureColorMod(t.pointer, color.red, color.green, color.blue)
    }
    SDL_SetTextureAlphaMod(t.pointer, color.alpha)
    SDL_RenderCopy(sdl, t.pointer, nil, &dst)
  }
}
