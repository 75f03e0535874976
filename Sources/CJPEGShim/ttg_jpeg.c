#include "ttg_jpeg.h"

#include <stdio.h>
#include <jpeglib.h>
#include <jerror.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// libjpeg's error manager, extended with where to jump and where to write the message.
typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *text;
    size_t capacity;
} ErrorManager;

static void copy_message(char *text, size_t capacity, const char *message) {
    if (capacity == 0) return;
    strncpy(text, message, capacity - 1);
    text[capacity - 1] = '\0';
}

/// A fatal error: keep libjpeg's message and jump back (never returns, as libjpeg requires).
static void on_error_exit(j_common_ptr info) {
    ErrorManager *manager = (ErrorManager *)info->err;
    char message[JMSG_LENGTH_MAX];
    manager->base.format_message(info, message);
    copy_message(manager->text, manager->capacity, message);
    longjmp(manager->jump, 1);
}

/// Warnings: premature end of data and corrupt entropy-coded data are errors
/// here (libjpeg would go on and fill the picture with grey); others are ignored.
static void on_emit_message(j_common_ptr info, int level) {
    if (level != -1) return;
    int code = info->err->msg_code;
    if (code == JWRN_JPEG_EOF || code == JWRN_HUFF_BAD_CODE) {
        on_error_exit(info);
    }
}

static void on_output_message(j_common_ptr info) {
    (void)info;
}

static void install(ErrorManager *manager, j_common_ptr info, char *error, size_t capacity) {
    info->err = jpeg_std_error(&manager->base);
    manager->base.error_exit = on_error_exit;
    manager->base.emit_message = on_emit_message;
    manager->base.output_message = on_output_message;
    manager->text = error;
    manager->capacity = capacity;
}

int ttg_jpeg_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                       char *error, size_t error_capacity) {
    struct jpeg_decompress_struct info;
    ErrorManager manager;
    install(&manager, (j_common_ptr)&info, error, error_capacity);
    jpeg_create_decompress(&info);
    if (setjmp(manager.jump)) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

int ttg_jpeg_decode_rgba(const uint8_t *data, size_t size, uint8_t *rgba, uint32_t width, uint32_t height,
                         char *error, size_t error_capacity) {
    struct jpeg_decompress_struct info;
    ErrorManager manager;
    install(&manager, (j_common_ptr)&info, error, error_capacity);
    jpeg_create_decompress(&info);
    if (setjmp(manager.jump)) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    // CMYK cannot be converted by libjpeg: decode it as CMYK and convert below.
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    if (info.output_width != width || info.output_height != height || info.output_components != 4) {
        copy_message(error, error_capacity, "unexpected decoded size");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = rgba + (size_t)info.output_scanline * width * 4;
        jpeg_read_scanlines(&info, &row, 1);
    }
    if (cmyk) {
        // Adobe writes CMYK JPEGs inverted (0 = full ink), as nearly all CMYK JPEGs are.
        int inverted = info.saw_Adobe_marker;
        size_t count = (size_t)width * height;
        for (size_t i = 0; i < count; i++) {
            uint8_t *p = rgba + i * 4;
            unsigned c = p[0], m = p[1], y = p[2], k = p[3];
            if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
            p[0] = (uint8_t)((c * k + 127) / 255);
            p[1] = (uint8_t)((m * k + 127) / 255);
            p[2] = (uint8_t)((y * k + 127) / 255);
            p[3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}

int ttg_jpeg_encode_rgb(const uint8_t *rgb, uint32_t width, uint32_t height, int quality,
                        uint8_t **jpeg, size_t *jpeg_size, char *error, size_t error_capacity) {
    struct jpeg_compress_struct info;
    ErrorManager manager;
    // libjpeg allocates and grows this buffer (malloc) as it writes, and keeps its address here:
    // after a longjmp it is the buffer to free.
    unsigned char *buffer = NULL;
    unsigned long size = 0;
    *jpeg = NULL;
    *jpeg_size = 0;
    install(&manager, (j_common_ptr)&info, error, error_capacity);
    jpeg_create_compress(&info);
    if (setjmp(manager.jump)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        return -1;
    }
    jpeg_mem_dest(&info, &buffer, &size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    // 4:4:4: every component at full resolution, so a saturated edge keeps its color.
    for (int c = 0; c < info.num_components; c++) {
        info.comp_info[c].h_samp_factor = 1;
        info.comp_info[c].v_samp_factor = 1;
    }
    info.optimize_coding = TRUE;
    info.dct_method = JDCT_ISLOW;
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + (size_t)info.next_scanline * width * 3);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *jpeg = buffer;
    *jpeg_size = size;
    return 0;
}

void ttg_jpeg_free(uint8_t *jpeg) {
    free(jpeg);
}
