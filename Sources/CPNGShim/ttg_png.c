#include "ttg_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// A growing output buffer, filled by libpng's write callback.
typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
} OutputBuffer;

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

static void on_write(png_structp png, png_bytep bytes, size_t length) {
    OutputBuffer *buffer = (OutputBuffer *)png_get_io_ptr(png);
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->size + length) capacity *= 2;
        uint8_t *grown = realloc(buffer->data, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, bytes, length);
    buffer->size += length;
}

static void on_flush(png_structp png) {
    (void)png;
}

int ttg_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                        int compression_level, uint8_t **out, size_t *out_size,
                        char *error, size_t error_capacity) {
    ErrorMessage message = { error, error_capacity };
    *out = NULL;
    *out_size = 0;
    if (compression_level < 0 || compression_level > 9) {
        copy_message(&message, "compression level must be 0...9");
        return -1;
    }
    // Everything that the error path reads after a longjmp is set before
    // setjmp and only changed through pointers (heap or caller memory), as C
    // requires of non-volatile locals.
    OutputBuffer *buffer = calloc(1, sizeof(OutputBuffer));
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &message, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (buffer == NULL || png == NULL || info == NULL) {
        copy_message(&message, "cannot create the PNG writer: out of memory");
        png_destroy_write_struct(&png, &info);
        free(buffer);
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        // Reached on any libpng error: the message is already in `error`.
        png_destroy_write_struct(&png, &info);
        free(buffer->data);
        free(buffer);
        return -1;
    }
    png_set_write_fn(png, buffer, on_write, on_flush);
    png_set_compression_level(png, compression_level);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, rgba + (size_t)y * stride);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    *out = buffer->data;
    *out_size = buffer->size;
    free(buffer);
    return 0;
}

void ttg_png_free(uint8_t *buffer) {
    free(buffer);
}
