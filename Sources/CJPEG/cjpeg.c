#include "cjpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

/// libjpeg's error manager extended with the jump point and room for its message.
struct cjpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void cjpeg_error_exit(j_common_ptr info) {
    struct cjpeg_error *error = (struct cjpeg_error *)info->err;
    error->manager.format_message(info, error->message);
    longjmp(error->jump, 1);
}

/// Warnings (a corrupt but decodable stream) are not errors; libjpeg's default prints them.
static void cjpeg_output_message(j_common_ptr info) { (void)info; }

static void cjpeg_copy(char *message, size_t size, const char *text) {
    if (message && size > 0) {
        strncpy(message, text, size - 1);
        message[size - 1] = 0;
    }
}

int cjpeg_decode_rgba8(const uint8_t *data, size_t size, int max_dimension,
                       uint8_t **pixels, int *width, int *height,
                       char *message, size_t message_size) {
    *pixels = NULL;
    *width = 0;
    *height = 0;
    if (size < 3 || data[0] != 0xFF || data[1] != 0xD8) {
        cjpeg_copy(message, message_size, "not a JPEG file (no FF D8 start-of-image marker)");
        return CJPEG_ERROR_NOT_JPEG;
    }
    struct jpeg_decompress_struct info;
    struct cjpeg_error error;
    // Volatile: assigned after setjmp and read after a longjmp back to it.
    uint8_t *volatile output = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = cjpeg_error_exit;
    error.manager.output_message = cjpeg_output_message;
    if (setjmp(error.jump)) {
        cjpeg_copy(message, message_size, error.message);
        jpeg_destroy_decompress(&info);
        free(output);
        return CJPEG_ERROR_LIBJPEG;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if ((int)info.image_width > max_dimension || (int)info.image_height > max_dimension) {
        snprintf(message, message_size, "%u×%u pixels is larger than %d pixels a side",
                 info.image_width, info.image_height, max_dimension);
        jpeg_destroy_decompress(&info);
        return CJPEG_ERROR_TOO_LARGE;
    }
    if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
        cjpeg_copy(message, message_size, "a CMYK JPEG; save it as RGB (sRGB) instead");
        jpeg_destroy_decompress(&info);
        return CJPEG_ERROR_COLOR_SPACE;
    }
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    output = malloc(stride * info.output_height);
    if (!output) {
        cjpeg_copy(message, message_size, "out of memory");
        jpeg_destroy_decompress(&info);
        return CJPEG_ERROR_OUT_OF_MEMORY;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = output + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    *pixels = output;
    jpeg_destroy_decompress(&info);
    return CJPEG_OK;
}

int cjpeg_read_size(const uint8_t *data, size_t size, int *width, int *height) {
    *width = 0;
    *height = 0;
    if (size < 3 || data[0] != 0xFF || data[1] != 0xD8) return CJPEG_ERROR_NOT_JPEG;
    struct jpeg_decompress_struct info;
    struct cjpeg_error error;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = cjpeg_error_exit;
    error.manager.output_message = cjpeg_output_message;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        return CJPEG_ERROR_LIBJPEG;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return CJPEG_OK;
}

void cjpeg_free(void *pointer) { free(pointer); }
