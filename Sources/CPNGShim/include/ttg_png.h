#ifndef TTG_PNG_H
#define TTG_PNG_H

// A setjmp-safe wrapper of libpng's classic read API, for Swift
// (which cannot call setjmp). libpng reports errors by longjmp; this file
// catches them and returns an error code and message instead.

#include <stddef.h>
#include <stdint.h>

/// Reads only the PNG header (signature and IHDR): on success returns 0 and
/// sets the image's size in pixels. On failure returns -1 and writes a
/// NUL-terminated message into `error` (at most `error_capacity` bytes).
int ttg_png_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                      char *error, size_t error_capacity);

/// Decodes a PNG of `width` × `height` pixels (as `ttg_png_read_size`
/// reported) into `rgba`, caller memory of `width` × `height` × 4 bytes:
/// 8-bit straight RGBA, rows top to bottom.
///
/// Every color type, bit depth and interlacing is accepted. The samples are
/// taken as stored, with no gamma or color-space conversion (gAMA, cHRM, sRGB
/// and iCCP are ignored): grey below 8 bits scales by 255 / (2^n - 1), 16-bit
/// samples round to nearest (v * 255 / 65535), palettes are looked up, a tRNS
/// chunk becomes alpha (0 where a grey or RGB sample equals its key at full
/// depth, the entry's alpha for a palette index), and alpha is 255 otherwise.
/// Data after the last row is not read. Returns 0 on success, -1 with a
/// message in `error` on failure (corrupt or truncated data).
int ttg_png_decode_rgba(const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height,
                        char *error, size_t error_capacity);

#endif
