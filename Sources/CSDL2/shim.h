#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>

/* Function-like macros Swift cannot import, wrapped as inline functions. */

static inline int csdl_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
static inline int csdl_windowpos_undefined(void) { return SDL_WINDOWPOS_UNDEFINED; }
static inline int csdl_save_bmp(SDL_Surface *surface, const char *file) { return SDL_SaveBMP(surface, file); }
static inline SDL_bool csdl_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? SDL_TRUE : SDL_FALSE; }
static inline Uint32 csdl_surface_format(SDL_Surface *surface) { return surface->format->format; }
static inline SDL_Surface *csdl_load_image_mem(const void *bytes, int size) {
    return IMG_Load_RW(SDL_RWFromConstMem(bytes, size), 1);
}

#endif
