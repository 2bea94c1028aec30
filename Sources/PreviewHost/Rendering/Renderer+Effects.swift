import CSDL2
import Engine
import Foundation

/// An effect group being drawn into its layer (a `ClipLayer` with this set).
struct EffectLayer {
  var effect: DisplayEffect
  /// The cache key, nil for a mask source (kept by its group, not cached or drawn).
  var key: EffectCache.Key?
  /// Window pixels the result covers.
  var output: PixelBox
  /// The mask's pixels, once a mask group's first subgroup has been drawn.
  var mask: EffectImage?
}

extension Renderer {
  /// The most pixels an effect group's content or result may have: 4096² (64 MB of
  /// 4-byte pixels); a larger group is drawn without its effect. Hand-tuned.
  static let effectPixelLimit = 4096 * 4096

  /// The window pixels drawn into now: the innermost layer's region, or the output.
  var targetBox: PixelBox {
    let size = targetSize
    return PixelBox(
      x0: Int(origin.x), y0: Int(origin.y), x1: Int(origin.x) + Int(size.x),
      y1: Int(origin.y) + Int(size.y))
  }

  /// Starts the effect group at `index` of `commands`: its cached image when its content
  /// and effect are unchanged relative to its frame, else a new layer its content is
  /// drawn into (finished by `endEffect` at the matching `popClip`).
  func beginEffect(
    _ effect: DisplayEffect, at index: Int, in commands: ArraySlice<DisplayCommand>
  ) -> ClipStart {
    if case .backdropBlur(let radius) = effect.kind {
      return beginBackdrop(effect, radius: radius, at: index, in: commands)
    }
    let end = Self.matchingPop(of: index, in: commands)
    let content = commands[(index + 1)..<end]
    if case .maskSource = effect.kind {
      // Drawn into a layer exactly over its mask group's.
      guard let parent = clipLayers.last, parent.effect?.effect.kind == .mask else { return .skip }
      return startLayer(
        PixelBox(parent.region), content: content,
        effect: EffectLayer(effect: effect, key: nil, output: PixelBox(parent.region)))
    }
    let target = targetBox
    let whole = PixelBox(points: contentExtent(effect, content), scale: scale)
    let needed: PixelBox
    switch effect.kind {
    case .shadow(_, let radius, let offset):
      let reach =
        DisplayEffect.sigma(radius: radius) * 3 + max(abs(offset.width), abs(offset.height))
      needed = target.insetBy(-Int((reach * scale).rounded(.up)) - 1)
    case .blur(let radius, _):
      needed = target.insetBy(
        -Int((DisplayEffect.sigma(radius: radius) * 3 * scale).rounded(.up)) - 1)
    case .transform(let t):
      // What the visible pixels show: the target taken back through the transform.
      guard let inverse = effect.windowTransform(t).inverted else { return .skip }
      needed = PixelBox(points: inverse.bounds(of: target.points(scale: scale)), scale: scale)
    case .projection:
      // Its inverse may not bound the target (a plane turned towards the horizon): the
      // whole content, within the effect pixel limit.
      needed = whole
    default:
      needed = target
    }
    let source = whole.intersection(needed)
    guard !source.isEmpty else { return .skip }
    let output = PixelBox(
      points: effect.extent(of: source.points(scale: scale)), scale: scale
    ).intersection(target)
    guard !output.isEmpty, isVisible(output.rect) else { return .skip }
    guard source.area <= Self.effectPixelLimit, output.area <= Self.effectPixelLimit else {
      return .rectangle(local(output.rect))
    }
    let frameOrigin = framePixels(effect)
    func relative(_ b: PixelBox) -> [Int] {
      [b.x0 - frameOrigin.0, b.y0 - frameOrigin.1, b.width, b.height]
    }
    let key = EffectCache.Key(
      effect: Self.relative(effect), content: content.map { Self.relative($0, to: effect) },
      contentBox: relative(source), imageBox: relative(output))
    if let cached = effects.entry(key) {
      composite(cached.texture, image: cached.image, effect: effect, at: output)
      return .skip
    }
    return startLayer(
      source, content: content, effect: EffectLayer(effect: effect, key: key, output: output))
  }

  /// A new layer over `box` that what follows is drawn into.
  func startLayer(
    _ box: PixelBox, content: ArraySlice<DisplayCommand>, effect: EffectLayer
  ) -> ClipStart {
    guard
      let texture = try? LayerTexture(
        renderer: target, width: Int32(box.width), height: Int32(box.height)),
      SDL_SetRenderTarget(sdl, texture.pointer) == 0
    else { return .rectangle(local(effect.output.rect)) }
    SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(sdl, 0, 0, 0, 0)
    SDL_RenderClear(sdl)
    clipLayers.append(
      ClipLayer(
        texture: texture, region: box.rect,
        key: ShapeCache.LayerKey(
          path: Path(), style: FillStyle(), scale: scale, x: 0, y: 0, w: 0, h: 0),
        content: content, savedClips: clips, savedOrigin: origin, effect: effect))
    origin = SDL_Point(x: Int32(box.x0), y: Int32(box.y0))
    var all = SDL_Rect(x: 0, y: 0, w: Int32(box.width), h: Int32(box.height))
    clips = [all]
    SDL_RenderSetClipRect(sdl, &all)
    return .layer
  }

  /// Ends the innermost effect group: reads its layer back, applies the effect, caches
  /// the result and composites it into the target below (a mask source hands its pixels
  /// to its group instead).
  func endEffect() {
    guard let layer = clipLayers.popLast(), let job = layer.effect else { return }
    let box = PixelBox(layer.region)
    var pixels = [UInt32](repeating: 0, count: box.area)
    let read = pixels.withUnsafeMutableBytes {
      SDL_RenderReadPixels(
        sdl, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(box.width * 4))
    }
    SDL_SetRenderTarget(sdl, clipLayers.last?.texture.pointer)
    origin = layer.savedOrigin
    clips = layer.savedClips
    if var top = clips.last {
      SDL_RenderSetClipRect(sdl, &top)
    } else {
      SDL_RenderSetClipRect(sdl, nil)
    }
    guard read == 0 else { return }
    var image = EffectImage(
      x: box.x0, y: box.y0, width: box.width, height: box.height, argb: pixels)
    if case .maskSource = job.effect.kind {
      if !clipLayers.isEmpty { clipLayers[clipLayers.count - 1].effect?.mask = image }
      return
    }
    if case .mask = job.effect.kind {
      image.mask(by: job.mask ?? EffectImage(x: box.x0, y: box.y0, width: 0, height: 0))
    }
    let out = image.applying(job.effect, output: job.output.tuple, scale: scale)
    guard let texture = Self.texture(of: out, renderer: target), let key = job.key else { return }
    let keep: EffectImage? = if case .blend = job.effect.kind { out } else { nil }
    effects.store(key, image: keep, texture: texture)
    composite(texture, image: keep, effect: job.effect, at: job.output)
  }

  /// Draws an effect group's image at `box` (window pixels) with its opacity: over what is
  /// below, or for a blend mode combined with it pixel by pixel.
  func composite(
    _ texture: SDLTexture, image: EffectImage?, effect: DisplayEffect, at box: PixelBox
  ) {
    var dst = local(box.rect)
    if case .blend(let mode) = effect.kind, let image {
      var below = [UInt32](repeating: 0, count: box.area)
      let read = below.withUnsafeMutableBytes {
        SDL_RenderReadPixels(
          sdl, &dst, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(box.width * 4))
      }
      guard read == 0 else { return }
      var moved = image
      moved.x = box.x0
      moved.y = box.y0
      let backdrop = EffectImage(
        x: box.x0, y: box.y0, width: box.width, height: box.height, argb: below)
      let mixed = moved.blended(mode, opacity: effect.opacity, over: backdrop)
      guard let t = Self.texture(of: mixed, renderer: target) else { return }
      SDL_SetTextureBlendMode(t.pointer, SDL_BLENDMODE_NONE)
      SDL_RenderCopy(sdl, t.pointer, nil, &dst)
      return
    }
    SDL_SetTextureColorMod(texture.pointer, 255, 255, 255)
    SDL_SetTextureAlphaMod(texture.pointer, UInt8((min(max(effect.opacity, 0), 1) * 255).rounded()))
    SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_BLEND)
    SDL_RenderCopy(sdl, texture.pointer, nil, &dst)
  }

  /// A texture of `image`'s pixels (straight alpha, for SDL's blending).
  static func texture(of image: EffectImage, renderer: SDLRenderer) -> SDLTexture? {
    guard image.width > 0, image.height > 0 else { return nil }
    var pixels = image.straightARGB
    return pixels.withUnsafeMutableBytes { raw in
      guard
        let surface = SDL_CreateRGBSurfaceWithFormatFrom(
          raw.baseAddress, Int32(image.width), Int32(image.height), 32, Int32(image.width * 4),
          SDL_PIXELFORMAT_ARGB8888.rawValue)
      else { return nil }
      defer { SDL_FreeSurface(surface) }
      return try? SDLTexture(renderer: renderer, surface: surface, linear: false)
    }
  }

  /// The frame's origin in whole window pixels.
  func framePixels(_ effect: DisplayEffect) -> (Int, Int) {
    func px(_ v: CGFloat) -> Int {
      let p = (v * scale).rounded()
      return p.isFinite ? Int(min(max(p, -1e8), 1e8)) : 0
    }
    return (px(effect.frame.minX), px(effect.frame.minY))
  }

  /// The effect with its frame at the window's origin.
  static func relative(_ effect: DisplayEffect) -> DisplayEffect {
    var e = effect
    e.frame.origin = .zero
    return e
  }

  /// A command relative to `effect`'s frame origin, its positions rounded to 1/256 point
  /// so that the same content reached by different sums compares equal.
  static func relative(_ command: DisplayCommand, to effect: DisplayEffect) -> DisplayCommand {
    let o = effect.frame.origin
    return command.movingPoints {
      CGPoint(x: (($0.x - o.x) * 256).rounded() / 256, y: (($0.y - o.y) * 256).rounded() / 256)
    }
  }
}
