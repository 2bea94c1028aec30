#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>

/// `SDL_WINDOWPOS_CENTERED` is a macro expression Swift cannot import.
static inline int csdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

/// `SDL_BUTTON(X)` is a function-like macro Swift cannot import.
static inline Uint32 csdl_button_mask(int button) { return SDL_BUTTON(button); }

/// `SDL_PIXELFORMAT_RGBA32` is an alias whose value depends on endianness.
static inline Uint32 csdl_pixelformat_rgba32(void) { return SDL_PIXELFORMAT_RGBA32; }

#endif
