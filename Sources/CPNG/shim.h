#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H

// libpng (`make deps` installs libpng-dev), which the process has loaded anyway: FreeType
// links it to read colour emoji glyphs.
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Encodes `height` rows of 8-bit RGBA, `pitch` bytes apart, as a PNG into a buffer the
/// caller releases with `free`. libpng's simplified writer does it, so no error escapes by
/// `longjmp` into Swift; `PNG_IMAGE_FLAG_FAST` leaves the rows unfiltered and deflates at
/// zlib's level 3. For the flat colours of a user interface that is about five times faster
/// than libpng's defaults (every row filter tried, level 6) and no larger (PERFORMANCE.md,
/// round eleven). Returns 1, or 0 with the reason in `message`.
static inline int cpng_encode_rgba(const void *pixels, unsigned width, unsigned height,
                                   int pitch, void **out, size_t *size, char *message,
                                   size_t message_size) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = width;
  image.height = height;
  image.format = PNG_FORMAT_RGBA;
  image.flags = PNG_IMAGE_FLAG_FAST;
  char *buffer = NULL;
  size_t length = 0;
  FILE *stream = open_memstream(&buffer, &length);
  if (!stream) {
    snprintf(message, message_size, "open_memstream: %m");
    return 0;
  }
  // For 8-bit formats libpng counts the row stride in bytes.
  int ok = png_image_write_to_stdio(&image, stream, 0, pixels, pitch, NULL);
  if (!ok) snprintf(message, message_size, "libpng: %s", image.message);
  if (fclose(stream) != 0 && ok) {
    snprintf(message, message_size, "open_memstream: %m");
    ok = 0;
  }
  png_image_free(&image);
  if (!ok) {
    free(buffer);
    return 0;
  }
  *out = buffer;
  *size = length;
  return 1;
}

#endif
