// CJPEG: libjpeg(-turbo) decoding wrapped under setjmp.
//
// libjpeg reports errors through its error manager, whose default exits the process; here it
// longjmps back into the one C function that started the decode, which returns a status and
// libjpeg's message. A longjmp never crosses Swift frames.
#ifndef CJPEG_H
#define CJPEG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
    CJPEG_OK = 0,
    CJPEG_ERROR_LIBJPEG = 1,      // libjpeg reported an error; the message says why
    CJPEG_ERROR_NOT_JPEG = 2,     // the SOI marker (FF D8) is missing
    CJPEG_ERROR_TOO_LARGE = 3,    // width or height exceeds the caller's limit
    CJPEG_ERROR_OUT_OF_MEMORY = 4,
    CJPEG_ERROR_COLOR_SPACE = 5,  // CMYK/YCCK: not converted to RGB here
};

/// Decodes a baseline or progressive JPEG (greyscale or YCbCr) to straight RGBA8, alpha 255,
/// rows top to bottom. Reads the header first and refuses images wider or taller than
/// `max_dimension` before any pixel memory is allocated. On success `*pixels` is malloc'd
/// (width × height × 4 bytes) and the caller frees it with cjpeg_free.
int cjpeg_decode_rgba8(const uint8_t *data, size_t size, int max_dimension,
                       uint8_t **pixels, int *width, int *height,
                       char *message, size_t message_size);

/// Reads only the header: the image's width and height in pixels. Returns CJPEG_OK or an error.
int cjpeg_read_size(const uint8_t *data, size_t size, int *width, int *height);

void cjpeg_free(void *pointer);

#ifdef __cplusplus
}
#endif

#endif
