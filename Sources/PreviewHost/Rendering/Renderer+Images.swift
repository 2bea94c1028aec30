import CSDL2
import Engine
import Foundation

extension Renderer {
  /// The most tiles one tiled piece draws; a piece that would need more (a one-pixel
  /// picture tiled over a window) is stretched instead, so a frame's work stays bounded.
  /// Hand-tuned.
  static let tileBudget = 16_384

  /// The raster size a picture is decoded at: a bitmap's own; vector art drawn as one
  /// stretched piece at the pixels it covers, in pieces at its own size at the output
  /// scale; either held within the image pixel budget.
  func rasterSize(_ d: ImageDrawing) -> (Int32, Int32) {
    guard d.isVector else { return (Int32(d.pixelWidth), Int32(d.pixelHeight)) }
    var w = CGFloat(d.pixelWidth) * scale
    var h = CGFloat(d.pixelHeight) * scale
    if d.pieces.count == 1, let piece = d.pieces.first, piece.tileSize == nil {
      w = piece.destination.width * scale
      h = piece.destination.height * scale
    }
    let budget = CGFloat(ImageFiles.pixelBudget)
    if w * h > budget {
      let k = (budget / (w * h)).squareRoot()
      w *= k
      h *= k
    }
    return (Int32(max(w.rounded(), 1)), Int32(max(h.rounded(), 1)))
  }

  /// Draws a picture's pieces: each source rectangle (scaled to the raster decoded)
  /// copied to its destination, snapped to whole pixels like every edge, or repeated at
  /// its tile size inside it.
  func drawImage(_ d: ImageDrawing) {
    guard let region = shapeRegion(d.bounds, outset: 0), isVisible(region) else { return }
    let (rw, rh) = rasterSize(d)
    let key = ImageTextures.Key(
      file: d.file, width: rw, height: rh, template: d.tint != nil, isVector: d.isVector)
    guard
      let texture = images.texture(
        key, expected: (d.pixelWidth, d.pixelHeight), renderer: target)
    else {
      // Decoding failed (said once): an outline where the picture would be.
      stroke(pixelRect(d.bounds), width: max(Self.pixels(scale), 1), color: Color(white: 0.5))
      return
    }
    let t = texture.pointer
    SDL_SetTextureScaleMode(
      t, d.interpolation == .none ? SDL_ScaleModeNearest : SDL_ScaleModeLinear)
    if let tint = d.tint {
      SDL_SetTextureColorMod(t, tint.red, tint.green, tint.blue)
      SDL_SetTextureAlphaMod(t, tint.alpha)
    } else {
      SDL_SetTextureColorMod(t, 255, 255, 255)
      SDL_SetTextureAlphaMod(t, UInt8((min(max(d.opacity, 0), 1) * 255).rounded()))
    }
    let fx = CGFloat(rw) / CGFloat(max(d.pixelWidth, 1))
    let fy = CGFloat(rh) / CGFloat(max(d.pixelHeight, 1))
    for piece in d.pieces {
      var src = SDL_Rect(
        x: Int32((piece.source.minX * fx).rounded()), y: Int32((piece.source.minY * fy).rounded()),
        w: Int32((piece.source.maxX * fx).rounded()) - Int32((piece.source.minX * fx).rounded()),
        h: Int32((piece.source.maxY * fy).rounded()) - Int32((piece.source.minY * fy).rounded()))
      guard src.w > 0, src.h > 0 else { continue }
      let dst = pixelRect(piece.destination)
      guard dst.w > 0, dst.h > 0 else { continue }
      if let tile = piece.tileSize, tile.width > 0, tile.height > 0 {
        let nx = (piece.destination.width / tile.width).rounded(.up)
        let ny = (piece.destination.height / tile.height).rounded(.up)
        if nx.isFinite, ny.isFinite, nx * ny <= CGFloat(Self.tileBudget) {
          drawTiles(t, source: src, piece: piece, tile: tile, columns: Int(nx), rows: Int(ny))
          continue
        }
      }
      var out = dst
      SDL_RenderCopy(sdl, t, &src, &out)
    }
  }

  /// Repeats `source` at `tile` points from the piece's top-left corner, clipped to the
  /// piece.
  private func drawTiles(
    _ t: OpaquePointer, source: SDL_Rect, piece: ImageDrawing.Piece, tile: CGSize, columns: Int,
    rows: Int
  ) {
    var area = pixelRect(piece.destination)
    if let top = clips.last {
      var out = SDL_Rect()
      var clip = top
      guard SDL_IntersectRect(&area, &clip, &out) == SDL_TRUE else { return }
      area = out
    }
    SDL_RenderSetClipRect(sdl, &area)
    defer {
      if var top = clips.last {
        SDL_RenderSetClipRect(sdl, &top)
      } else {
        SDL_RenderSetClipRect(sdl, nil)
      }
    }
    var src = source
    for row in 0..<rows {
      for column in 0..<columns {
        let rect = CGRect(
          x: piece.destination.minX + CGFloat(column) * tile.width,
          y: piece.destination.minY + CGFloat(row) * tile.height, width: tile.width,
          height: tile.height)
        var dst = pixelRect(rect)
        SDL_RenderCopy(sdl, t, &src, &dst)
      }
    }
  }
}
