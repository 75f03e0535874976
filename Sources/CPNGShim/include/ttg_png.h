#ifndef TTG_PNG_H
#define TTG_PNG_H

// A setjmp-safe wrapper of libpng's classic write API, for Swift (which cannot
// call setjmp). libpng reports errors by longjmp; this file catches them and
// returns an error code and message instead.

#include <stddef.h>
#include <stdint.h>

/// Encodes 8-bit straight (non-premultiplied) RGBA pixels as a PNG with only
/// the IHDR, IDAT and IEND chunks (no text, time or color-space chunks), at
/// zlib `compression_level` 0 (store) … 9 (smallest).
///
/// `rgba` holds `height` rows of `stride` bytes, each row starting with
/// `width` × 4 bytes. On success returns 0 and sets `*out` to a buffer of
/// `*out_size` bytes that the caller frees with `ttg_png_free`. On failure
/// returns -1, writes a NUL-terminated message into `error` (at most
/// `error_capacity` bytes) and leaves `*out` NULL.
int ttg_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                        int compression_level, uint8_t **out, size_t *out_size,
                        char *error, size_t error_capacity);

/// Frees a buffer returned by `ttg_png_encode_rgba`.
void ttg_png_free(uint8_t *buffer);

#endif
