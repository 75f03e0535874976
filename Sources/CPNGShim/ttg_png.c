#include "ttg_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// Where libpng's error callback leaves its message.
typedef struct {
    char *text;
    size_t capacity;
} ErrorMessage;

static void copy_message(ErrorMessage *message, const char *text) {
    if (message->capacity == 0) return;
    strncpy(message->text, text, message->capacity - 1);
    message->text[message->capacity - 1] = '\0';
}

static void on_error(png_structp png, png_const_charp text) {
    copy_message((ErrorMessage *)png_get_error_ptr(png), text);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

/// The PNG bytes being read, consumed by libpng's read callback.
typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
} InputBuffer;

static void on_read(png_structp png, png_bytep bytes, size_t length) {
    InputBuffer *input = (InputBuffer *)png_get_io_ptr(png);
    if (length > input->size - input->offset) png_error(png, "unexpected end of PNG data");
    memcpy(bytes, input->data + input->offset, length);
    input->offset += length;
}

/// Asks libpng for 8-bit RGBA rows, converting nothing but the sample format.
/// No gamma transform is requested, so none is applied.
static void request_rgba8(png_structp png, png_infop info) {
    png_byte color_type = png_get_color_type(png, info);
    png_byte bit_depth = png_get_bit_depth(png, info);
    int has_transparency = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_transparency) png_set_tRNS_to_alpha(png);
    // Rounds to nearest (png_set_strip_16 would drop the low byte instead).
    if (bit_depth == 16) png_set_scale_16(png);
    if (!(color_type & PNG_COLOR_MASK_COLOR)) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !has_transparency) png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
}

int ttg_png_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                      char *error, size_t error_capacity) {
    ErrorMessage message = { error, error_capacity };
    InputBuffer input = { data, size, 0 };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &message, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (png == NULL || info == NULL) {
        copy_message(&message, "cannot create the PNG reader: out of memory");
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        // Reached on any libpng error: the message is already in `error`.
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_set_read_fn(png, &input, on_read);
    png_read_info(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

int ttg_png_decode_rgba(const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height,
                        char *error, size_t error_capacity) {
    // As in the writer, what the error path reads after a longjmp (png, info,
    // message) is set before setjmp; `input` changes only through libpng.
    ErrorMessage message = { error, error_capacity };
    InputBuffer input = { data, size, 0 };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &message, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (png == NULL || info == NULL) {
        copy_message(&message, "cannot create the PNG reader: out of memory");
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_set_read_fn(png, &input, on_read);
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height) {
        png_error(png, "the image size differs from the one given");
    }
    request_rgba8(png, info);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unexpected decoded row size");
    // Each Adam7 pass writes only its own pixels into the rows (libpng's
    // "sparkle" mode), so after the last pass every pixel is in place.
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) {
            png_read_row(png, rgba + (size_t)y * width * 4, NULL);
        }
    }
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}
