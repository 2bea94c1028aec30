/// The wayland-shm path's buffers for a window: their size in pixels and how the compositor
/// maps them onto the window's surface.
///
/// With a fractional scale (wp_fractional_scale_v1) the buffers are points × scale pixels,
/// rounded half away from zero as the protocol asks, and a viewport (wp_viewporter) shows
/// them at the surface's size in points; a buffer scale cannot say 1.5. Without one, the
/// buffers are points × the output's whole scale, told by `wl_surface.set_buffer_scale`.
struct Drawable: Equatable {
  var width: Int32
  var height: Int32
  /// `wl_surface.set_buffer_scale`'s value, or 0 when a viewport maps the buffer onto
  /// `points` (the buffer scale is then 1).
  var bufferScale: Int32
  /// The surface's size in points.
  var points: (Int32, Int32)

  init(width: Int32, height: Int32, bufferScale: Int32, points: (Int32, Int32)) {
    self.width = width
    self.height = height
    self.bufferScale = bufferScale
    self.points = points
  }

  /// The drawable for a window of `points` whose SDL surface is `sdlPixels` (points × the
  /// output's whole scale), with the compositor's preferred scale in 120ths (0 when it has
  /// told none: the whole scale then).
  init(points: (Int32, Int32), sdlPixels: (Int32, Int32), preferredScale: UInt32) {
    self.points = points
    if preferredScale > 0 {
      let scale = Double(preferredScale) / 120
      width = Self.pixels(points.0, scale)
      height = Self.pixels(points.1, scale)
      bufferScale = 0
    } else {
      let whole = max(Int32((Double(sdlPixels.0) / Double(points.0)).rounded()), 1)
      width = points.0 * whole
      height = points.1 * whole
      bufferScale = whole
    }
  }

  /// `points` × `scale` rounded half away from zero, at least 1.
  static func pixels(_ points: Int32, _ scale: Double) -> Int32 {
    Int32(max((Double(points) * scale).rounded(.toNearestOrAwayFromZero), 1))
  }

  static func == (a: Drawable, b: Drawable) -> Bool {
    a.width == b.width && a.height == b.height && a.bufferScale == b.bufferScale
      && a.points == b.points
  }
}
