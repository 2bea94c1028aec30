#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H

// cairo rasterises Engine's paths and gradients into ARGB images (PreviewHost/Rendering/
// ShapeRasterizer.swift). Its header by its folder, as the SDL headers are (Sources/CSDL2/
// shim.h): cairo.h includes its siblings with quotes, and nothing else.
#include <cairo/cairo.h>
#include <dlfcn.h>
#include <stddef.h>

/// cairo is loaded the first time a path is rasterised, not linked: linked, it mapped itself,
/// pixman, xcb-render and xcb-shm into every process (624 kB of a window's resident pages),
/// and a run that fills no path, clip shape or gradient (the scene app's rows and carousel)
/// never calls it.
/// The library, or NULL when it cannot be loaded.
static inline void *ccairo_library(void) {
  static void *library;
  static int tried;
  if (!tried) {
    tried = 1;
    library = dlopen("libcairo.so.2", RTLD_NOW | RTLD_LOCAL);
  }
  return library;
}

/// Whether cairo is loaded (loading it on the first call). The `ccairo_*` functions below
/// may be called only once this returned 1.
static inline int ccairo_load(void) { return ccairo_library() != NULL; }

// `ccairo_<name>` calls cairo's `cairo_<name>`, looked up on its first call.
#define CCAIRO_CALL(ret, name, params, args)                                          \
  static inline ret ccairo_##name params {                                            \
    static ret(*function) params;                                                     \
    if (!function) function = (ret(*) params)dlsym(ccairo_library(), "cairo_" #name); \
    return function args;                                                             \
  }
#define CCAIRO_VOID(name, params, args)                                               \
  static inline void ccairo_##name params {                                           \
    static void(*function) params;                                                    \
    if (!function) function = (void(*) params)dlsym(ccairo_library(), "cairo_" #name); \
    function args;                                                                    \
  }

CCAIRO_CALL(cairo_t *, create, (cairo_surface_t * target), (target))
CCAIRO_VOID(destroy, (cairo_t * cr), (cr))
CCAIRO_VOID(translate, (cairo_t * cr, double tx, double ty), (cr, tx, ty))
CCAIRO_VOID(scale, (cairo_t * cr, double sx, double sy), (cr, sx, sy))
CCAIRO_VOID(set_antialias, (cairo_t * cr, cairo_antialias_t a), (cr, a))
CCAIRO_VOID(set_source, (cairo_t * cr, cairo_pattern_t *source), (cr, source))
CCAIRO_VOID(set_fill_rule, (cairo_t * cr, cairo_fill_rule_t rule), (cr, rule))
CCAIRO_VOID(fill, (cairo_t * cr), (cr))
CCAIRO_VOID(stroke, (cairo_t * cr), (cr))
CCAIRO_VOID(move_to, (cairo_t * cr, double x, double y), (cr, x, y))
CCAIRO_VOID(line_to, (cairo_t * cr, double x, double y), (cr, x, y))
CCAIRO_VOID(get_current_point, (cairo_t * cr, double *x, double *y), (cr, x, y))
CCAIRO_VOID(
    curve_to, (cairo_t * cr, double x1, double y1, double x2, double y2, double x3, double y3),
    (cr, x1, y1, x2, y2, x3, y3))
CCAIRO_VOID(close_path, (cairo_t * cr), (cr))
CCAIRO_VOID(set_line_width, (cairo_t * cr, double width), (cr, width))
CCAIRO_VOID(set_line_cap, (cairo_t * cr, cairo_line_cap_t cap), (cr, cap))
CCAIRO_VOID(set_line_join, (cairo_t * cr, cairo_line_join_t join), (cr, join))
CCAIRO_VOID(set_miter_limit, (cairo_t * cr, double limit), (cr, limit))
CCAIRO_VOID(
    set_dash, (cairo_t * cr, const double *dashes, int count, double offset),
    (cr, dashes, count, offset))
CCAIRO_CALL(int, format_stride_for_width, (cairo_format_t format, int width), (format, width))
CCAIRO_CALL(
    cairo_surface_t *, image_surface_create, (cairo_format_t format, int width, int height),
    (format, width, height))
CCAIRO_CALL(
    cairo_surface_t *, image_surface_create_for_data,
    (unsigned char *data, cairo_format_t format, int width, int height, int stride),
    (data, format, width, height, stride))
CCAIRO_CALL(unsigned char *, image_surface_get_data, (cairo_surface_t * surface), (surface))
CCAIRO_CALL(int, image_surface_get_stride, (cairo_surface_t * surface), (surface))
CCAIRO_CALL(cairo_status_t, surface_status, (cairo_surface_t * surface), (surface))
CCAIRO_VOID(surface_flush, (cairo_surface_t * surface), (surface))
CCAIRO_VOID(surface_mark_dirty, (cairo_surface_t * surface), (surface))
CCAIRO_VOID(surface_destroy, (cairo_surface_t * surface), (surface))
CCAIRO_CALL(
    cairo_pattern_t *, pattern_create_rgba, (double r, double g, double b, double a),
    (r, g, b, a))
CCAIRO_CALL(
    cairo_pattern_t *, pattern_create_linear, (double x0, double y0, double x1, double y1),
    (x0, y0, x1, y1))
CCAIRO_CALL(
    cairo_pattern_t *, pattern_create_radial,
    (double cx0, double cy0, double r0, double cx1, double cy1, double r1),
    (cx0, cy0, r0, cx1, cy1, r1))
CCAIRO_CALL(
    cairo_pattern_t *, pattern_create_for_surface, (cairo_surface_t * surface), (surface))
CCAIRO_VOID(
    pattern_add_color_stop_rgba,
    (cairo_pattern_t * p, double offset, double r, double g, double b, double a),
    (p, offset, r, g, b, a))
CCAIRO_VOID(pattern_set_extend, (cairo_pattern_t * p, cairo_extend_t extend), (p, extend))
CCAIRO_VOID(pattern_set_matrix, (cairo_pattern_t * p, const cairo_matrix_t *m), (p, m))
CCAIRO_VOID(pattern_destroy, (cairo_pattern_t * p), (p))
CCAIRO_VOID(
    matrix_init,
    (cairo_matrix_t * m, double xx, double yx, double xy, double yy, double x0, double y0),
    (m, xx, yx, xy, yy, x0, y0))

#undef CCAIRO_CALL
#undef CCAIRO_VOID

#endif
