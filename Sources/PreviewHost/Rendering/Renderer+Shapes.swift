import CSDL2
import Engine
import Foundation

/// A shape clip being drawn: its content goes into `texture` until the matching `popClip`,
/// which masks it and composites it where the clip began.
struct ClipLayer {
  let texture: LayerTexture
  /// Window pixels the layer covers.
  let region: SDL_Rect
  let key: ShapeCache.LayerKey
  let content: ArraySlice<DisplayCommand>
  let savedClips: [SDL_Rect]
  let savedOrigin: SDL_Point
  /// Set for an effect group's layer (Renderer+Effects.swift).
  var effect: EffectLayer? = nil
}

extension Renderer {
  /// The window pixels a drawing within `bounds` (points), reaching `outset` points beyond
  /// it, can touch, a pixel of anti-aliasing added each side, within the current target;
  /// nil when that is nothing.
  func shapeRegion(_ bounds: CGRect, outset: CGFloat) -> SDL_Rect? {
    guard !bounds.isNull, bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite,
      bounds.maxY.isFinite, outset.isFinite
    else { return nil }
    let r = bounds.insetBy(dx: -outset, dy: -outset)
    let limit: CGFloat = 1e8
    func clamp(_ v: CGFloat) -> Int32 { Int32(min(max(v, -limit), limit)) }
    let x0 = max(clamp((r.minX * scale).rounded(.down)) - 1, origin.x)
    let y0 = max(clamp((r.minY * scale).rounded(.down)) - 1, origin.y)
    let size = targetSize
    let x1 = min(clamp((r.maxX * scale).rounded(.up)) + 1, origin.x + size.x)
    let y1 = min(clamp((r.maxY * scale).rounded(.up)) + 1, origin.y + size.y)
    guard x1 > x0, y1 > y0 else { return nil }
    return SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
  }

  /// The size in pixels of what is drawn into now: the innermost clip layer, or the output.
  var targetSize: SDL_Point {
    if let layer = clipLayers.last { return SDL_Point(x: layer.region.w, y: layer.region.h) }
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(sdl, &w, &h)
    return SDL_Point(x: w, y: h)
  }

  /// `region` (window pixels) in the current target's pixels.
  func local(_ region: SDL_Rect) -> SDL_Rect {
    SDL_Rect(x: region.x - origin.x, y: region.y - origin.y, w: region.w, h: region.h)
  }

  /// Whether `region` (window pixels) shows through the current clip.
  func isVisible(_ region: SDL_Rect) -> Bool {
    guard var top = clips.last else { return true }
    var r = local(region)
    return SDL_HasIntersection(&r, &top) == SDL_TRUE
  }

  /// Fills or strokes a path: its rasterised image (cached; a colour's is white, tinted
  /// here) copied to where it belongs.
  func drawShape(_ drawing: ShapeDrawing) {
    guard let region = shapeRegion(drawing.path.boundingRect, outset: drawing.outset),
      isVisible(region)
    else { return }
    var keyed = drawing
    var tint = Color.white
    if case .color(let c) = drawing.paint {
      keyed.paint = .color(.white)
      tint = c
    }
    let key = ShapeCache.ShapeKey(
      drawing: keyed, scale: scale, x: region.x, y: region.y, w: region.w, h: region.h)
    let s = scale
    guard
      let t = shapes.shape(
        key, renderer: target, make: { ShapeRasterizer.surface(keyed, scale: s, region: region) })
    else { return }
    SDL_SetTextureColorMod(t.pointer, tint.red, tint.green, tint.blue)
    SDL_SetTextureAlphaMod(t.pointer, tint.alpha)
    var dst = local(region)
    SDL_RenderCopy(sdl, t.pointer, nil, &dst)
  }

  /// How a shape clip's content is drawn.
  enum ClipStart {
    /// Into a new layer, masked at the matching `popClip`.
    case layer
    /// Not at all: it is cached or out of sight (skipped up to the matching `popClip`).
    case skip
    /// Clipped to the region's rectangle: the renderer cannot draw into a texture (a
    /// rectangle rather than nothing).
    case rectangle(SDL_Rect)
  }

  /// Starts a shape clip at `index` of `commands`: its cached composite when the content is
  /// unchanged, else a new layer the content is drawn into.
  func beginClipShape(
    _ path: Path, style: FillStyle, at index: Int, in commands: ArraySlice<DisplayCommand>
  ) -> ClipStart {
    guard let region = shapeRegion(path.boundingRect, outset: 0), isVisible(region) else {
      return .skip
    }
    let end = Self.matchingPop(of: index, in: commands)
    let content = commands[(index + 1)..<end]
    let key = ShapeCache.LayerKey(
      path: path, style: style, scale: scale, x: region.x, y: region.y, w: region.w, h: region.h)
    if let cached = shapes.layer(key, commands: content) {
      composite(cached.pointer, region: region)
      return .skip
    }
    guard let texture = try? LayerTexture(renderer: target, width: region.w, height: region.h),
      SDL_SetRenderTarget(sdl, texture.pointer) == 0
    else { return .rectangle(local(region)) }
    SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(sdl, 0, 0, 0, 0)
    SDL_RenderClear(sdl)
    clipLayers.append(
      ClipLayer(
        texture: texture, region: region, key: key, content: content, savedClips: clips,
        savedOrigin: origin))
    origin = SDL_Point(x: region.x, y: region.y)
    var whole = SDL_Rect(x: 0, y: 0, w: region.w, h: region.h)
    clips = [whole]
    SDL_RenderSetClipRect(sdl, &whole)
    return .layer
  }

  /// Ends the innermost shape clip: masks what was drawn into it by the path's coverage,
  /// caches the result and composites it into the target below.
  func endClipShape() {
    if clipLayers.last?.effect != nil { return endEffect() }
    guard let layer = clipLayers.popLast() else { return }
    let w = Int(layer.region.w)
    let h = Int(layer.region.h)
    var pixels = [UInt32](repeating: 0, count: w * h)
    let read = pixels.withUnsafeMutableBytes {
      SDL_RenderReadPixels(
        sdl, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(w * 4))
    }
    SDL_SetRenderTarget(sdl, clipLayers.last?.texture.pointer)
    origin = layer.savedOrigin
    clips = layer.savedClips
    if var top = clips.last {
      SDL_RenderSetClipRect(sdl, &top)
    } else {
      SDL_RenderSetClipRect(sdl, nil)
    }
    guard read == 0,
      let mask = ShapeRasterizer.coverage(
        layer.key.path, style: layer.key.style, scale: scale, region: layer.region)
    else { return }
    // The layer holds premultiplied colour (drawn with SDL's blending from clear): scale
    // every channel by the coverage, then return to straight alpha for SDL's blending.
    for i in 0..<pixels.count {
      let m = UInt32(mask[i])
      let v = pixels[i]
      guard m < 255 else {
        pixels[i] = ShapeRasterizer.unpremultiplied(v)
        continue
      }
      func scaled(_ shift: UInt32) -> UInt32 { (((v >> shift) & 0xFF) * m + 127) / 255 }
      pixels[i] = ShapeRasterizer.unpremultiplied(
        scaled(24) << 24 | scaled(16) << 16 | scaled(8) << 8 | scaled(0))
    }
    let texture: SDLTexture? = pixels.withUnsafeMutableBytes { raw in
      guard
        let surface = SDL_CreateRGBSurfaceWithFormatFrom(
          raw.baseAddress, Int32(w), Int32(h), 32, Int32(w * 4), SDL_PIXELFORMAT_ARGB8888.rawValue)
      else { return nil }
      defer { SDL_FreeSurface(surface) }
      return try? SDLTexture(renderer: target, surface: surface, linear: false)
    }
    guard let texture else { return }
    shapes.storeLayer(layer.key, commands: layer.content, texture: texture)
    composite(texture.pointer, region: layer.region)
  }

  private func composite(_ texture: OpaquePointer, region: SDL_Rect) {
    SDL_SetTextureColorMod(texture, 255, 255, 255)
    SDL_SetTextureAlphaMod(texture, 255)
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    var dst = local(region)
    SDL_RenderCopy(sdl, texture, nil, &dst)
  }

  /// The index of the `popClip` that closes the clip pushed at `index` (the end when none).
  static func matchingPop(of index: Int, in commands: ArraySlice<DisplayCommand>) -> Int {
    var depth = 0
    var i = index + 1
    while i < commands.endIndex {
      switch commands[i] {
      case .pushClip, .pushClipShape, .pushEffect: depth += 1
      case .popClip:
        if depth == 0 { return i }
        depth -= 1
      default: break
      }
      i += 1
    }
    return commands.endIndex
  }
}
