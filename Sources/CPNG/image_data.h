// Internal to CPNG: the rows of an image as PNG image data (filter type 0, "None", on every
// row) compressed into one zlib stream, handed to a sink piece by piece. The encoder's sink
// writes each piece as an IDAT chunk through libpng; cpng_compress_image_data's sink collects
// them in memory.
#ifndef CPNG_IMAGE_DATA_H
#define CPNG_IMAGE_DATA_H

#include <stddef.h>
#include <stdint.h>

/// Receives the next `length` bytes of the zlib stream; returns 0 to go on, nonzero to stop
/// (the compressor then returns CPNG_ERROR_OUT_OF_MEMORY).
typedef int (*image_data_sink)(void *context, const uint8_t *bytes, size_t length);

/// Compresses `height` rows of `width` RGBA8 pixels, `stride` bytes apart, each preceded by
/// the filter byte 0, with `deflater` (CPNG_DEFLATE_*) at `level` (zlib 0…9 with
/// `zlib_strategy`; ISA-L 0…3). Premultiplied rows are converted to straight alpha first.
/// Returns a CPNG status; `message` says why on failure.
int deflate_image_rows(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                       int premultiplied, int deflater, int level, int zlib_strategy,
                       image_data_sink sink, void *context, char *message, size_t message_capacity);

/// Converts one premultiplied RGBA8 row to straight alpha: c' = round(c * 255 / a).
void unpremultiply_row(const uint8_t *source, uint8_t *target, uint32_t width);

/// Whether every pixel of an RGBA8 row has alpha 255.
int row_is_opaque(const uint8_t *row, uint32_t width);

#endif
