import CCairo
import CSDL2
import Engine
import Foundation

/// Rasterises Engine's paths with cairo: anti-aliased fills and strokes at the output
/// scale, painted with a colour or a gradient, into straight-alpha ARGB pixels SDL can
/// upload.
///
/// A region is a rectangle of window pixels; the image covers exactly it. Colour fills are
/// drawn in white, to be tinted when drawn (so a colour change reuses the image).
enum ShapeRasterizer {
  /// The most pixels one image may have (a 4096² region; larger regions are refused and
  /// draw nothing, a bound on memory like the text budgets). Hand-tuned.
  static let pixelBudget = 4096 * 4096

  /// Whether cairo is loaded: it is opened on the first path drawn
  /// (Sources/CCairo/shim.h), and a missing library is said once on stderr, since every
  /// path and shape then draws nothing.
  private static let cairoLoaded: Bool = {
    if ccairo_load() != 0 { return true }
    FileHandle.standardError.write(
      Data(
        ("paths and shapes are not drawn: libcairo.so.2 could not be loaded"
          + " (install libcairo2: make deps)\n").utf8))
    return false
  }()

  /// `drawing` rasterised over `region` as an ARGB8888 surface (freed by the caller), or
  /// nil when the region is empty or too large, or cairo fails or cannot be loaded.
  static func surface(_ drawing: ShapeDrawing, scale: CGFloat, region: SDL_Rect)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    guard cairoLoaded, let image = image(region) else { return nil }
    defer { ccairo_surface_destroy(image) }
    guard let cr = ccairo_create(image) else { return nil }
    defer { ccairo_destroy(cr) }
    ccairo_translate(cr, -Double(region.x), -Double(region.y))
    ccairo_scale(cr, Double(scale), Double(scale))
    addPath(drawing.path, to: cr)
    ccairo_set_antialias(cr, drawing.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    let pattern = source(drawing.paint, scale: scale, region: region)
    ccairo_set_source(cr, pattern)
    ccairo_pattern_destroy(pattern)
    switch drawing.mode {
    case .fill(let style):
      ccairo_set_fill_rule(
        cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      ccairo_fill(cr)
    case .stroke(let style, _):
      applyStroke(style, dash: drawing.boundedDash, to: cr)
      ccairo_stroke(cr)
    }
    ccairo_surface_flush(image)
    return straightAlphaSurface(image, region: region)
  }

  /// The coverage (0...255 a pixel, row by row) of `path` filled over `region`: a clip's
  /// mask; nil when the region is empty or too large, or cairo cannot be loaded.
  static func coverage(_ path: Path, style: FillStyle, scale: CGFloat, region: SDL_Rect) -> [UInt8]?
  {
    let w = Int(region.w)
    let h = Int(region.h)
    guard w > 0, h > 0, w * h <= pixelBudget, cairoLoaded else { return nil }
    let stride = Int(ccairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(w)))
    var bytes = [UInt8](repeating: 0, count: stride * h)
    bytes.withUnsafeMutableBufferPointer { buffer in
      guard
        let s = ccairo_image_surface_create_for_data(
          buffer.baseAddress, CAIRO_FORMAT_A8, Int32(w), Int32(h), Int32(stride))
      else { return }
      defer { ccairo_surface_destroy(s) }
      guard let cr = ccairo_create(s) else { return }
      defer { ccairo_destroy(cr) }
      ccairo_translate(cr, -Double(region.x), -Double(region.y))
      ccairo_scale(cr, Double(scale), Double(scale))
      addPath(path, to: cr)
      ccairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
      ccairo_set_fill_rule(
        cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      ccairo_fill(cr)
      ccairo_surface_flush(s)
    }
    if stride == w { return bytes }
    var packed = [UInt8]()
    packed.reserveCapacity(w * h)
    for y in 0..<h { packed += bytes[(y * stride)..<(y * stride + w)] }
    return packed
  }

  /// A transparent ARGB32 image the size of `region`, or nil.
  private static func image(_ region: SDL_Rect) -> OpaquePointer? {
    guard region.w > 0, region.h > 0, Int(region.w) * Int(region.h) <= pixelBudget,
      let s = ccairo_image_surface_create(CAIRO_FORMAT_ARGB32, region.w, region.h)
    else { return nil }
    guard ccairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
      ccairo_surface_destroy(s)
      return nil
    }
    return s
  }

  /// Appends `path` (points) to cairo's current path; quadratic curves become the cubic
  /// with the same shape (controls two thirds of the way to the quadratic's control).
  static func addPath(_ path: Path, to cr: OpaquePointer) {
    path.forEach { element in
      switch element {
      case .move(let p):
        ccairo_move_to(cr, Double(p.x), Double(p.y))
      case .line(let p):
        ccairo_line_to(cr, Double(p.x), Double(p.y))
      case .quadCurve(let p, let c):
        var x0 = 0.0
        var y0 = 0.0
        ccairo_get_current_point(cr, &x0, &y0)
        let cx = Double(c.x)
        let cy = Double(c.y)
        let px = Double(p.x)
        let py = Double(p.y)
        ccairo_curve_to(
          cr, x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0), px + 2 / 3 * (cx - px),
          py + 2 / 3 * (cy - py), px, py)
      case .curve(let p, let c1, let c2):
        ccairo_curve_to(
          cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
      case .closeSubpath:
        ccairo_close_path(cr)
      }
    }
  }

  /// Width, caps, joins, miter limit and `dash` (`ShapeDrawing.boundedDash`). A dash pattern
  /// cairo would refuse (a negative or non-finite length, or all zero) draws a solid line.
  private static func applyStroke(_ style: StrokeStyle, dash: [CGFloat], to cr: OpaquePointer) {
    let width = style.lineWidth.isFinite ? max(Double(style.lineWidth), 0) : 0
    ccairo_set_line_width(cr, width)
    switch style.lineCap {
    case .butt: ccairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    case .round: ccairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    case .square: ccairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
    }
    switch style.lineJoin {
    case .miter: ccairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    case .round: ccairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    case .bevel: ccairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
    }
    ccairo_set_miter_limit(cr, style.miterLimit.isFinite ? max(Double(style.miterLimit), 1) : 10)
    let dash = dash.map(Double.init)
    if !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 })
    {
      let phase = style.dashPhase.isFinite ? Double(style.dashPhase) : 0
      ccairo_set_dash(cr, dash, Int32(dash.count), phase)
    }
  }

  /// The cairo source for `paint` (a new reference the caller releases): white for a
  /// colour (tinted when drawn), cairo's linear and radial patterns padded at their ends,
  /// and an image filled from `DisplayPaint.color(at:)` for angular gradients and for
  /// gradients without extent.
  private static func source(_ paint: DisplayPaint, scale: CGFloat, region: SDL_Rect)
    -> OpaquePointer?
  {
    switch paint {
    case .color:
      return ccairo_pattern_create_rgba(1, 1, 1, 1)
    case .linear(let g, let s, let e) where s != e:
      let p = ccairo_pattern_create_linear(Double(s.x), Double(s.y), Double(e.x), Double(e.y))
      addStops(g, to: p)
      return p
    case .radial(let g, let c, let r0, let r1, let k) where r0 != r1 && k > 0 && k.isFinite:
      let p = ccairo_pattern_create_radial(
        Double(c.x), Double(c.y), Double(r0), Double(c.x), Double(c.y), Double(r1))
      addStops(g, to: p)
      if k != 1 {
        // Pattern space squeezes y about the centre: y' = cy + (y − cy) / k.
        var m = cairo_matrix_t()
        ccairo_matrix_init(&m, 1, 0, 0, 1 / Double(k), 0, Double(c.y) - Double(c.y) / Double(k))
        ccairo_pattern_set_matrix(p, &m)
      }
      return p
    default:
      return perPixelSource(paint, scale: scale, region: region)
    }
  }

  private static func addStops(_ g: DisplayGradient, to p: OpaquePointer?) {
    for stop in g.stops {
      let c = stop.color
      ccairo_pattern_add_color_stop_rgba(
        p, Double(min(max(stop.location, 0), 1)), Double(c.red) / 255, Double(c.green) / 255,
        Double(c.blue) / 255, Double(c.alpha) / 255)
    }
    ccairo_pattern_set_extend(p, CAIRO_EXTEND_PAD)
  }

  /// An image pattern over `region` with each pixel's centre painted `paint.color(at:)`.
  private static func perPixelSource(_ paint: DisplayPaint, scale: CGFloat, region: SDL_Rect)
    -> OpaquePointer?
  {
    guard let image = image(region) else { return ccairo_pattern_create_rgba(0, 0, 0, 0) }
    defer { ccairo_surface_destroy(image) }
    let stride = Int(ccairo_image_surface_get_stride(image))
    guard let data = ccairo_image_surface_get_data(image) else {
      return ccairo_pattern_create_rgba(0, 0, 0, 0)
    }
    for y in 0..<Int(region.h) {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      let py = (CGFloat(Int(region.y) + y) + 0.5) / scale
      for x in 0..<Int(region.w) {
        let c = paint.color(at: CGPoint(x: (CGFloat(Int(region.x) + x) + 0.5) / scale, y: py))
        let a = UInt32(c.alpha)
        // cairo's ARGB32 is premultiplied.
        row[x] =
          a << 24 | (UInt32(c.red) * a / 255) << 16 | (UInt32(c.green) * a / 255) << 8
          | UInt32(c.blue) * a / 255
      }
    }
    ccairo_surface_mark_dirty(image)
    let pattern = ccairo_pattern_create_for_surface(image)
    // User space (points) to image pixels: scale, then shift by the region's origin.
    var m = cairo_matrix_t()
    ccairo_matrix_init(&m, Double(scale), 0, 0, Double(scale), -Double(region.x), -Double(region.y))
    ccairo_pattern_set_matrix(pattern, &m)
    return pattern
  }

  /// cairo's premultiplied pixels as a straight-alpha ARGB8888 SDL surface.
  private static func straightAlphaSurface(_ image: OpaquePointer, region: SDL_Rect)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    guard let data = ccairo_image_surface_get_data(image),
      let out = SDL_CreateRGBSurfaceWithFormat(
        0, region.w, region.h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    let stride = Int(ccairo_image_surface_get_stride(image))
    let pitch = Int(out.pointee.pitch)
    let dst = out.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    for y in 0..<Int(region.h) {
      let src = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      let row = UnsafeMutableRawPointer(dst + y * pitch).assumingMemoryBound(to: UInt32.self)
      for x in 0..<Int(region.w) { row[x] = unpremultiplied(src[x]) }
    }
    return out
  }

  /// A premultiplied ARGB pixel with straight alpha.
  static func unpremultiplied(_ v: UInt32) -> UInt32 {
    let a = v >> 24
    guard a > 0 else { return 0 }
    guard a < 255 else { return v }
    func channel(_ shift: UInt32) -> UInt32 { min((((v >> shift) & 0xFF) * 255 + a / 2) / a, 255) }
    return a << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
  }
}
