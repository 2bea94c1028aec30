#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H

// By their folder, not through pkg-config's `-I/usr/include/SDL2`: sdl2.pc's cflags also
// carry `-D_REENTRANT`, which SwiftPM refuses with a warning on every build (see Package.swift).
// The SDL headers include one another with quotes, which finds them beside each other.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <fontconfig/fontconfig.h>
#include <fribidi/fribidi.h>
#include <harfbuzz/hb.h>
#include <dlfcn.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>

/// `SDL_WINDOWPOS_CENTERED` is a macro expression Swift cannot import.
static inline int csdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

/// `SDL_PIXELFORMAT_RGBA32` is an alias whose value depends on endianness.
static inline Uint32 csdl_pixelformat_rgba32(void) { return SDL_PIXELFORMAT_RGBA32; }

/// SDL_image, loaded on first use rather than linked: it brings libtiff, libwebp, libjpeg,
/// libjbig, LERC and libdeflate, about 0.6 MB of a window's resident pages, and a process
/// that shows no image file needs none of them (screenshots are written with CPNG). Each
/// wrapper returns SDL_image's own failure value, with SDL's error set, when the library is
/// missing.
/// RTLD_LAZY: only the functions called are bound, not every function of SDL_image and its
/// ten libraries (PERFORMANCE.md, round eight, measured the difference).
static inline void *csdl_image_symbol(const char *name) {
  static void *image;
  if (!image) image = dlopen("libSDL2_image-2.0.so.0", RTLD_LAZY | RTLD_LOCAL);
  void *symbol = image ? dlsym(image, name) : NULL;
  if (!symbol) SDL_SetError("SDL_image (libSDL2_image-2.0.so.0) could not be loaded: %s", name);
  return symbol;
}

static inline SDL_Surface *csdl_img_load(const char *file) {
  SDL_Surface *(*load)(const char *) =
      (SDL_Surface * (*)(const char *)) csdl_image_symbol("IMG_Load");
  return load ? load(file) : NULL;
}

static inline SDL_Surface *csdl_img_load_svg_rw(SDL_RWops *src) {
  SDL_Surface *(*load)(SDL_RWops *) =
      (SDL_Surface * (*)(SDL_RWops *)) csdl_image_symbol("IMG_LoadSVG_RW");
  return load ? load(src) : NULL;
}

/// Text: fallback fonts (fontconfig), bidi levels (FriBidi) and scripts (HarfBuzz). Each is
/// a handful of calls with out-parameters and string-keyed properties, kept in C so the
/// Swift side sees plain values.

/// The file and face index of an installed scalable font that has `ch`, in fontconfig's
/// preference order (fc-match's) for a pattern asking for it; colour bitmap faces are
/// skipped (SDL_ttf opens them at their one strike only). Returns 0 when no font has it.
static inline int csdl_fc_font_for(uint32_t ch, char *path, size_t size, int *index) {
  FcCharSet *cs = FcCharSetCreate();
  FcPattern *p = FcPatternCreate();
  int found = 0;
  if (cs && p && FcCharSetAddChar(cs, ch) && FcPatternAddCharSet(p, FC_CHARSET, cs) &&
      FcPatternAddBool(p, FC_SCALABLE, FcTrue) &&
      FcConfigSubstitute(NULL, p, FcMatchPattern)) {
    FcDefaultSubstitute(p);
    FcResult r;
    FcFontSet *set = FcFontSort(NULL, p, FcFalse, NULL, &r);
    for (int i = 0; set && i < set->nfont && !found; i++) {
      FcPattern *f = set->fonts[i];
      FcCharSet *has;
      FcChar8 *file;
      FcBool scalable = FcFalse, color = FcFalse;
      int idx = 0;
      if (FcPatternGetCharSet(f, FC_CHARSET, 0, &has) != FcResultMatch ||
          !FcCharSetHasChar(has, ch))
        continue;
      if (FcPatternGetString(f, FC_FILE, 0, &file) != FcResultMatch) continue;
      FcPatternGetBool(f, FC_SCALABLE, 0, &scalable);
      FcPatternGetBool(f, FC_COLOR, 0, &color);
      if (!scalable || color || strlen((const char *)file) + 1 > size) continue;
      FcPatternGetInteger(f, FC_INDEX, 0, &idx);
      strcpy(path, (const char *)file);
      *index = idx;
      found = 1;
    }
    if (set) FcFontSetDestroy(set);
  }
  if (p) FcPatternDestroy(p);
  if (cs) FcCharSetDestroy(cs);
  return found;
}

/// The installed scalable face fontconfig matches for `family` in `bold` and `italic`
/// (fc-match's choice): its file, face index, family name and whether it is bold (weight
/// semibold or more) and slanted (italic or oblique), so the caller can tell a real face
/// from a stand-in. Returns 0 when nothing matches or a name is too long.
static inline int csdl_fc_face(const char *family, int bold, int italic, char *path,
                               size_t size, int *index, char *found_family, size_t family_size,
                               int *is_bold, int *is_italic) {
  FcPattern *p = FcPatternCreate();
  int found = 0;
  if (p && FcPatternAddString(p, FC_FAMILY, (const FcChar8 *)family) &&
      FcPatternAddInteger(p, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR) &&
      FcPatternAddInteger(p, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN) &&
      FcPatternAddBool(p, FC_SCALABLE, FcTrue) && FcConfigSubstitute(NULL, p, FcMatchPattern)) {
    FcDefaultSubstitute(p);
    FcResult r;
    FcPattern *m = FcFontMatch(NULL, p, &r);
    FcChar8 *file, *fam;
    int weight = 0, slant = 0, idx = 0;
    if (m && FcPatternGetString(m, FC_FILE, 0, &file) == FcResultMatch &&
        FcPatternGetString(m, FC_FAMILY, 0, &fam) == FcResultMatch &&
        strlen((const char *)file) + 1 <= size && strlen((const char *)fam) + 1 <= family_size) {
      FcPatternGetInteger(m, FC_WEIGHT, 0, &weight);
      FcPatternGetInteger(m, FC_SLANT, 0, &slant);
      FcPatternGetInteger(m, FC_INDEX, 0, &idx);
      strcpy(path, (const char *)file);
      strcpy(found_family, (const char *)fam);
      *index = idx;
      *is_bold = weight >= FC_WEIGHT_DEMIBOLD;
      *is_italic = slant != FC_SLANT_ROMAN;
      found = 1;
    }
    if (m) FcPatternDestroy(m);
  }
  if (p) FcPatternDestroy(p);
  return found;
}

/// The bidi embedding level of each of `len` code points (Unicode Bidirectional Algorithm,
/// rules P2–I2 and L1), the paragraph's direction taken from its first strong character.
/// Returns the paragraph level (0 left to right, 1 right to left), or -1 on failure.
static inline int csdl_bidi_levels(const uint32_t *text, int len, FriBidiLevel *levels) {
  if (len <= 0) return 0;
  FriBidiCharType *types = malloc((size_t)len * sizeof *types);
  FriBidiBracketType *brackets = malloc((size_t)len * sizeof *brackets);
  int result = -1;
  if (types && brackets) {
    fribidi_get_bidi_types(text, len, types);
    fribidi_get_bracket_types(text, len, types, brackets);
    FriBidiParType base = FRIBIDI_PAR_ON;
    if (fribidi_get_par_embedding_levels_ex(types, brackets, len, &base, levels) &&
        fribidi_reorder_line(FRIBIDI_FLAGS_DEFAULT, types, len, 0, base, levels, NULL, NULL))
      result = FRIBIDI_IS_RTL(base) ? 1 : 0;
  }
  free(types);
  free(brackets);
  return result;
}

/// The ISO 15924 tag of `ch`'s Unicode script ('Latn', 'Arab'; 'Zyyy' common, 'Zinh'
/// inherited, 'Zzzz' unknown) as a big-endian 32-bit value.
static inline uint32_t csdl_script_tag(uint32_t ch) {
  return hb_script_to_iso15924_tag(hb_unicode_script(hb_unicode_funcs_get_default(), ch));
}

/// Kinds of X event that `HeldKeys` follows (issue 17); anything else is `CSDL_X11_OTHER`.
enum {
  CSDL_X11_OTHER = 0,
  CSDL_X11_FOCUS_IN = 1,
  CSDL_X11_KEYMAP = 2,
  CSDL_X11_KEY_PRESS = 3,
  CSDL_X11_KEY_RELEASE = 4,
};

#if defined(__linux__) && __has_include(<X11/Xlib.h>)
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/Xproto.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

typedef int (*csdl_x_error_handler_t)(Display *, XErrorEvent *);

/// Ignores one harmless error: SDL 2.26 can post its wake-up message (X_SendEvent) to a
/// window that was just destroyed while quitting, and Xlib's default handler would exit(1).
/// Any other X error ends the program as the default handler does, in one line.
static int csdl_x_error_handler(Display *display, XErrorEvent *event) {
  (void)display;
  if (event->error_code == BadWindow && event->request_code == X_SendEvent) return 0;
  fprintf(stderr, "preview: X error %d on request %d\n", event->error_code, event->request_code);
  exit(1);
}

/// Installs the handler above in libX11 (loaded here, as SDL will load it too; no link
/// dependency). Call before SDL starts video: SDL keeps the handler it finds and restores
/// it when it closes the display, which is exactly when the late error arrives.
static inline void csdl_ignore_stale_window_errors(void) {
  void *x11 = dlopen("libX11.so.6", RTLD_LAZY | RTLD_GLOBAL);
  if (!x11) return;
  csdl_x_error_handler_t (*set)(csdl_x_error_handler_t) =
      (csdl_x_error_handler_t (*)(csdl_x_error_handler_t))dlsym(x11, "XSetErrorHandler");
  if (set) set(csdl_x_error_handler);
}

typedef int (*csdl_x_io_error_handler_t)(Display *);

/// Installs `handler` as libX11's I/O error handler: called when the connection to the X
/// server is lost (the server ended, `xdotool windowkill`), after which Xlib exits; the
/// handler says so in the program's words and exits itself.
static inline void csdl_on_x_connection_lost(csdl_x_io_error_handler_t handler) {
  void *x11 = dlopen("libX11.so.6", RTLD_LAZY | RTLD_GLOBAL);
  if (!x11) return;
  csdl_x_io_error_handler_t (*set)(csdl_x_io_error_handler_t) =
      (csdl_x_io_error_handler_t (*)(csdl_x_io_error_handler_t))dlsym(x11, "XSetIOErrorHandler");
  if (set) set(handler);
}

typedef Display *(*csdl_x_open_t)(const char *);
typedef int (*csdl_x_close_t)(Display *);
typedef Bool (*csdl_x_query_t)(Display *, const char *, int *, int *, int *);

/// Whether the X server named by DISPLAY offers direct rendering (DRI3 or DRI2), as a server
/// driving a GPU does and Xvfb does not. Asks the server through libX11 alone, so no OpenGL
/// library is mapped into the process to find out. 1 yes, 0 no, -1 cannot tell.
static inline int csdl_x11_has_direct_rendering(void) {
  void *x11 = dlopen("libX11.so.6", RTLD_LAZY | RTLD_GLOBAL);
  if (!x11) return -1;
  csdl_x_open_t open = (csdl_x_open_t)dlsym(x11, "XOpenDisplay");
  csdl_x_close_t close = (csdl_x_close_t)dlsym(x11, "XCloseDisplay");
  csdl_x_query_t query = (csdl_x_query_t)dlsym(x11, "XQueryExtension");
  if (!open || !close || !query) return -1;
  Display *display = open(NULL);
  if (!display) return -1;
  int opcode = 0, event = 0, error = 0;
  int found = query(display, "DRI3", &opcode, &event, &error) ||
              query(display, "DRI2", &opcode, &event, &error);
  close(display);
  return found ? 1 : 0;
}

/// The X event behind an `SDL_SYSWMEVENT` (SDL passes each on just before the SDL events it
/// becomes): FocusIn, KeymapNotify, KeyPress or KeyRelease, with the key's X keycode.
static inline int csdl_x11_keyboard_event(const SDL_Event *event, unsigned *keycode) {
  if (event->type != SDL_SYSWMEVENT || !event->syswm.msg ||
      event->syswm.msg->subsystem != SDL_SYSWM_X11)
    return CSDL_X11_OTHER;
  const XEvent *x = &event->syswm.msg->msg.x11.event;
  switch (x->type) {
  case FocusIn: return CSDL_X11_FOCUS_IN;
  case KeymapNotify: return CSDL_X11_KEYMAP;
  case KeyPress: *keycode = x->xkey.keycode; return CSDL_X11_KEY_PRESS;
  case KeyRelease: *keycode = x->xkey.keycode; return CSDL_X11_KEY_RELEASE;
  default: return CSDL_X11_OTHER;
  }
}

/// Whether the KeymapNotify behind `event` lists `keycode` as down. Its bit vector holds keys
/// 8 to 255 (byte N has keys 8N to 8N + 7); X has no keycodes below 8.
static inline int csdl_x11_keymap_holds(const SDL_Event *event, unsigned keycode) {
  unsigned ignored;
  if (csdl_x11_keyboard_event(event, &ignored) != CSDL_X11_KEYMAP || keycode < 8 || keycode > 255)
    return 0;
  const unsigned char *down =
      (const unsigned char *)event->syswm.msg->msg.x11.event.xkeymap.key_vector;
  return (down[keycode / 8] >> (keycode % 8)) & 1;
}
#else
static inline void csdl_ignore_stale_window_errors(void) {}
static inline int csdl_x11_has_direct_rendering(void) { return -1; }
static inline int csdl_x11_keyboard_event(const SDL_Event *event, unsigned *keycode) {
  (void)event;
  (void)keycode;
  return CSDL_X11_OTHER;
}
static inline int csdl_x11_keymap_holds(const SDL_Event *event, unsigned keycode) {
  (void)event;
  (void)keycode;
  return 0;
}
#endif

#if defined(__linux__) && defined(SDL_VIDEO_DRIVER_WAYLAND)
#include <SDL2/SDL_syswm.h>

/// SDL's Wayland connection (`struct wl_display *`) and `window`'s own `struct wl_surface *`,
/// as untyped pointers for CWayland's functions. Returns 0 when the window is not on Wayland.
static inline int csdl_wayland_window(SDL_Window *window, void **display, void **surface) {
  SDL_SysWMinfo info;
  SDL_VERSION(&info.version);
  if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_WAYLAND) return 0;
  *display = info.info.wl.display;
  *surface = info.info.wl.surface;
  return *display && *surface;
}
#else
static inline int csdl_wayland_window(SDL_Window *window, void **display, void **surface) {
  (void)window;
  (void)display;
  (void)surface;
  return 0;
}
#endif

/// Whether work waits on the main dispatch queue that no run loop turn took yet. libdispatch
/// wakes the main run loop through one file descriptor (an eventfd on Linux), which it makes
/// readable when the queue gets work and Foundation's run loop reads when it serves the
/// queue; `_dispatch_get_main_queue_handle_4CF` is the function libdispatch exports for
/// Foundation to find it. Returns 1 when the descriptor cannot be polled, so a caller then
/// turns the run loop as if work waited.
extern int _dispatch_get_main_queue_handle_4CF(void);
static inline int csdl_main_queue_pending(void) {
  struct pollfd handle = {_dispatch_get_main_queue_handle_4CF(), POLLIN, 0};
  if (handle.fd < 0) return 1;
  int ready = poll(&handle, 1, 0);
  return ready != 0;
}

#endif
