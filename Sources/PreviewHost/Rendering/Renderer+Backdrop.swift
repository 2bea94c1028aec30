import CSDL2
import Engine
import Foundation

/// Backdrop blurs (a material's): a group that shows what is drawn under its frame,
/// blurred, with its own content over that.
extension Renderer {
  /// Starts a backdrop group: the pixels drawn so far under its frame and the blur's reach
  /// around it are read back and blurred, the blur becomes the bottom of a layer over the
  /// frame, the group's content is drawn over it, and `endEffect` composites the layer
  /// with the group's opacity. The result is cached by the pixels read and the content, so
  /// a bar over content that did not change is one read back, not a blur.
  func beginBackdrop(
    _ effect: DisplayEffect, radius: CGFloat, at index: Int,
    in commands: ArraySlice<DisplayCommand>
  ) -> ClipStart {
    let end = Self.matchingPop(of: index, in: commands)
    let content = commands[(index + 1)..<end]
    let drawn = targetBox
    let output = PixelBox(points: effect.frame, scale: scale).intersection(drawn)
    guard !output.isEmpty, isVisible(output.rect) else { return .skip }
    let sigma = DisplayEffect.sigma(radius: min(radius, DisplayEffect.maxRadius)) * scale
    let source = output.insetBy(-Int((3 * sigma).rounded(.up)) - 1).intersection(drawn)
    guard source.area <= Self.effectPixelLimit else { return .rectangle(local(output.rect)) }
    var below = [UInt32](repeating: 0, count: source.area)
    var rect = local(source.rect)
    let read = below.withUnsafeMutableBytes {
      SDL_RenderReadPixels(
        sdl, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(source.width * 4))
    }
    guard read == 0 else { return .rectangle(local(output.rect)) }
    let frameOrigin = framePixels(effect)
    func relative(_ b: PixelBox) -> [Int] {
      [b.x0 - frameOrigin.0, b.y0 - frameOrigin.1, b.width, b.height]
    }
    let key = EffectCache.Key(
      effect: Self.relative(effect), content: content.map { Self.relative($0, to: effect) },
      contentBox: relative(source), imageBox: relative(output), backdrop: below)
    if let cached = effects.entry(key) {
      composite(cached.texture, image: nil, effect: effect, at: output)
      return .skip
    }
    // Blurred with the reach around the frame, edges clamped (the window's edge repeats,
    // as a material at the window's top shows), then cut to the frame.
    var backdrop = EffectImage(
      x: source.x0, y: source.y0, width: source.width, height: source.height, argb: below)
    backdrop.blur(sigma: Double(sigma), opaque: true)
    let blurred = backdrop.placed(
      x: output.x0, y: output.y0, width: output.width, height: output.height)
    let start = startLayer(
      output, content: content, effect: EffectLayer(effect: effect, key: key, output: output))
    guard case .layer = start, let texture = Self.texture(of: blurred, renderer: target) else {
      return start
    }
    SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE)
    var all = SDL_Rect(x: 0, y: 0, w: Int32(output.width), h: Int32(output.height))
    SDL_RenderCopy(sdl, texture.pointer, nil, &all)
    return .layer
  }

  /// `area` grown by the backdrop groups of `list` it reaches: a change within a blur's
  /// reach of a group's frame shows in all of it, and the blur must read freshly drawn
  /// pixels, so the frame and its reach are drawn again whole.
  func backdropDamage(_ area: SDL_Rect, in list: DisplayList) -> SDL_Rect {
    guard area.w > 0, area.h > 0 else { return area }
    var window = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
    SDL_GetRendererOutputSize(sdl, &window.w, &window.h)
    var out = area
    var grew = true
    while grew {
      grew = false
      for case .pushEffect(let effect) in list.commands {
        guard case .backdropBlur(let radius) = effect.kind else { continue }
        let reach = 3 * DisplayEffect.sigma(radius: min(radius, DisplayEffect.maxRadius)) + 1
        var reached = pixelRect(effect.frame.insetBy(dx: -reach, dy: -reach))
        var box = SDL_Rect()
        var union = SDL_Rect()
        guard SDL_IntersectRect(&reached, &window, &box) == SDL_TRUE,
          SDL_HasIntersection(&out, &box) == SDL_TRUE
        else { continue }
        SDL_UnionRect(&out, &box, &union)
        if union.x != out.x || union.y != out.y || union.w != out.w || union.h != out.h {
          out = union
          grew = true
        }
      }
    }
    return out
  }
}

extension DisplayEffect.Kind {
  /// Whether the group reads what is drawn under it before it (a backdrop blur).
  var readsBackdrop: Bool {
    if case .backdropBlur = self { return true }
    return false
  }
}
