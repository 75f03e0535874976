#ifndef TTG_JPEG_H
#define TTG_JPEG_H

// A setjmp-safe wrapper of libjpeg's decompressor and compressor, for Swift
// (which cannot call setjmp). libjpeg's default error handler calls exit();
// this file installs one that longjmps back here and returns an error code and
// message.

#include <stddef.h>
#include <stdint.h>

/// Reads only the JPEG header: on success returns 0 and sets the image's size
/// in pixels. On failure returns -1 and writes a NUL-terminated message into
/// `error` (at most `error_capacity` bytes).
int ttg_jpeg_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                       char *error, size_t error_capacity);

/// Decodes a JPEG of `width` × `height` pixels (as ``ttg_jpeg_read_size``
/// reported) into `rgba`: `width` × `height` × 4 bytes of 8-bit straight RGBA,
/// rows top to bottom, alpha 255. Grey, RGB, YCbCr, CMYK and YCCK images are
/// converted. Truncated data and corrupt entropy-coded data are errors (libjpeg
/// itself only warns and fills the rest with grey). Returns 0 on success, -1
/// with a message in `error` on failure.
int ttg_jpeg_decode_rgba(const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height,
                         char *error, size_t error_capacity);

/// Encodes `width` × `height` pixels of 8-bit RGB (`rgb`: rows top to bottom,
/// 3 bytes a pixel) as a baseline JFIF JPEG: `quality` 1…100 (libjpeg's scale,
/// baseline quantization tables), 4:4:4 (no chroma subsampling), optimized
/// Huffman tables, the accurate integer DCT, not progressive. On success
/// returns 0 and sets `*jpeg` to a buffer of `*jpeg_size` bytes that the caller
/// owns and releases with ``ttg_jpeg_free``; on failure returns -1 with a
/// message in `error` and sets `*jpeg` to NULL.
int ttg_jpeg_encode_rgb(const uint8_t *rgb, uint32_t width, uint32_t height, int quality,
                        uint8_t **jpeg, size_t *jpeg_size, char *error, size_t error_capacity);

/// Releases a buffer ``ttg_jpeg_encode_rgb`` returned.
void ttg_jpeg_free(uint8_t *jpeg);

#endif
