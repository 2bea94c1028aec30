import CSDL2
import Foundation

/// Anti-aliased quarter-disc masks, one texture per pixel radius, tinted when drawn.
///
/// SDL_Renderer has no rounded rectangles; a coverage mask computed once per radius
/// (4×4 supersampled) gives smooth corners at 1x on every renderer, including software.
@MainActor
final class CornerCache {
  private var masks: [Int32: SDLTexture] = [:]
  private(set) var creations = 0

  /// Forgets every mask (they belong to a renderer that is going away).
  func removeAll() { masks.removeAll() }

  /// The mask for the top-left corner of radius `r` pixels.
  func mask(radius r: Int32, renderer: SDLRenderer) -> SDLTexture? {
    if let m = masks[r] { return m }
    guard r > 0, r <= 4096,
      let surface = SDL_CreateRGBSurfaceWithFormat(0, r, r, 32, csdl_pixelformat_rgba32())
    else { return nil }
    defer { SDL_FreeSurface(surface) }
    let pitch = Int(surface.pointee.pitch)
    let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    let radius = Double(r)
    for y in 0..<Int(r) {
      for x in 0..<Int(r) {
        var covered = 0
        for sy in 0..<4 {
          for sx in 0..<4 {
            // Distance from the disc centre at (r, r), sampling inside the pixel.
            let dx = radius - (Double(x) + (Double(sx) + 0.5) / 4)
            let dy = radius - (Double(y) + (Double(sy) + 0.5) / 4)
            if dx * dx + dy * dy <= radius * radius { covered += 1 }
          }
        }
        let p = pixels + y * pitch + x * 4
        p[0] = 255
        p[1] = 255
        p[2] = 255
        p[3] = UInt8((covered * 255 + 8) / 16)
      }
    }
    guard let t = try? SDLTexture(renderer: renderer, surface: surface, linear: false) else {
      return nil
    }
    creations += 1
    masks[r] = t
    return t
  }
}
