#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>

/// `SDL_WINDOWPOS_CENTERED` is a macro expression Swift cannot import.
static inline int csdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

/// `SDL_PIXELFORMAT_RGBA32` is an alias whose value depends on endianness.
static inline Uint32 csdl_pixelformat_rgba32(void) { return SDL_PIXELFORMAT_RGBA32; }

#if defined(__linux__) && __has_include(<X11/Xlib.h>)
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
#else
static inline void csdl_ignore_stale_window_errors(void) {}
static inline int csdl_x11_has_direct_rendering(void) { return -1; }
#endif

#endif
