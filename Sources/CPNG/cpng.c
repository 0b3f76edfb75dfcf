// See include/cpng.h. Each exported function owns one setjmp; state that must survive a
// longjmp lives in a struct reached through a pointer, never in non-volatile locals.
#include "cpng.h"
#include "image_data.h"

#include <png.h>
#include <zlib.h>
#include <ctype.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct error_state {
    char *message;
    size_t capacity;
} error_state;

static void copy_message(error_state *state, const char *text) {
    if (state == NULL || state->message == NULL || state->capacity == 0) return;
    strncpy(state->message, text ? text : "unknown libpng error", state->capacity - 1);
    state->message[state->capacity - 1] = '\0';
}

static void on_error(png_structp png, png_const_charp text) {
    copy_message((error_state *)png_get_error_ptr(png), text);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;  // Warnings (such as an ancillary chunk's bad CRC) do not stop decoding.
}

// MARK: - Encoding

typedef struct output_buffer {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int failed;
} output_buffer;

static void write_to_buffer(png_structp png, png_bytep bytes, png_size_t length) {
    output_buffer *buffer = (output_buffer *)png_get_io_ptr(png);
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->size + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(buffer->data, capacity);
        if (grown == NULL) {
            buffer->failed = 1;
            png_error(png, "out of memory while writing the PNG");
        }
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, bytes, length);
    buffer->size += length;
}

static void flush_buffer(png_structp png) { (void)png; }

static int libpng_filter_flags(int filter) {
    switch (filter) {
    case CPNG_FILTER_NONE: return PNG_FILTER_NONE;
    case CPNG_FILTER_SUB: return PNG_FILTER_SUB;
    case CPNG_FILTER_UP: return PNG_FILTER_UP;
    case CPNG_FILTER_AVERAGE: return PNG_FILTER_AVG;
    case CPNG_FILTER_PAETH: return PNG_FILTER_PAETH;
    default: return PNG_ALL_FILTERS;
    }
}

/// An image_data_sink writing each piece as an IDAT chunk (a png_error inside longjmps to
/// cpng_encode_rgba's jump point; the deflater's buffers are per thread and survive it).
static int write_idat_chunk(void *context, const uint8_t *bytes, size_t length) {
    png_write_chunk((png_structp)context, (png_const_bytep)"IDAT", bytes, length);
    return 0;
}

typedef struct encode_state {
    png_structp png;
    png_infop info;
    output_buffer output;
    uint8_t *row;
    png_text *texts;
    error_state error;
} encode_state;

static void release_encode_state(encode_state *state) {
    if (state->png) png_destroy_write_struct(&state->png, state->info ? &state->info : NULL);
    free(state->row);
    free(state->texts);
}

/// A write struct, info struct and output buffer reporting errors into `message`; NULL when
/// memory runs out. The caller sets its own jump point before the first libpng call.
static encode_state *new_encode_state(char *message, size_t message_capacity) {
    encode_state *state = (encode_state *)calloc(1, sizeof(encode_state));
    if (!state) return NULL;
    state->error.message = message;
    state->error.capacity = message_capacity;
    state->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state->error, on_error, on_warning);
    if (state->png) state->info = png_create_info_struct(state->png);
    if (!state->png || !state->info) {
        release_encode_state(state);
        free(state);
        return NULL;
    }
    return state;
}

int cpng_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                     const cpng_encode_options *options,
                     uint8_t **out_data, size_t *out_size,
                     char *message, size_t message_capacity) {
    if (!pixels || !options || !out_data || !out_size || width == 0 || height == 0 ||
        stride < (size_t)width * 4 || options->compression_level < 0 || options->compression_level > 9 ||
        options->text_count < 0) {
        error_state e = {message, message_capacity};
        copy_message(&e, "invalid arguments to the PNG encoder");
        return CPNG_ERROR_ARGUMENT;
    }
    if (options->deflater != CPNG_DEFLATE_ZLIB && options->filter != CPNG_FILTER_NONE) {
        error_state e = {message, message_capacity};
        copy_message(&e, "ISA-L compresses rows with filter None only; use zlib for other row filters");
        return CPNG_ERROR_ARGUMENT;
    }
    encode_state *state = new_encode_state(message, message_capacity);
    if (!state) return CPNG_ERROR_OUT_OF_MEMORY;
    if (setjmp(png_jmpbuf(state->png))) {
        int code = state->output.failed ? CPNG_ERROR_OUT_OF_MEMORY : CPNG_ERROR_LIBPNG;
        free(state->output.data);
        release_encode_state(state);
        free(state);
        return code;
    }
    png_set_write_fn(state->png, &state->output, write_to_buffer, flush_buffer);
    png_set_IHDR(state->png, state->info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(state->png, options->compression_level);
    png_set_compression_strategy(state->png, options->zlib_strategy);
    png_set_filter(state->png, PNG_FILTER_TYPE_BASE, libpng_filter_flags(options->filter));
    if (options->write_srgb_chunk) png_set_sRGB(state->png, state->info, PNG_sRGB_INTENT_PERCEPTUAL);
    if (options->text_count > 0) {
        state->texts = (png_text *)calloc((size_t)options->text_count, sizeof(png_text));
        if (!state->texts) png_error(state->png, "out of memory for text chunks");
        for (int i = 0; i < options->text_count; i++) {
            state->texts[i].compression = PNG_TEXT_COMPRESSION_NONE;
            state->texts[i].key = (png_charp)options->text_keys[i];
            state->texts[i].text = (png_charp)options->text_values[i];
            state->texts[i].text_length = strlen(options->text_values[i]);
        }
        png_set_text(state->png, state->info, state->texts, options->text_count);
    }
    png_write_info(state->png, state->info);
    if (options->deflater != CPNG_DEFLATE_ZLIB) {
        // The image data from the fast deflater, one IDAT chunk per piece; libpng frames each
        // chunk and computes its CRC, then writes IEND (png_write_end would insist on IDATs
        // written by its own compressor).
        int code = deflate_image_rows(pixels, width, height, stride, options->premultiplied, options->deflater,
                                      options->compression_level, options->zlib_strategy,
                                      write_idat_chunk, state->png, message, message_capacity);
        if (code != CPNG_OK) {
            free(state->output.data);
            release_encode_state(state);
            free(state);
            return code;
        }
        png_write_chunk(state->png, (png_const_bytep)"IEND", NULL, 0);
    } else if (options->premultiplied) {
        state->row = (uint8_t *)malloc((size_t)width * 4);
        if (!state->row) png_error(state->png, "out of memory for a row");
        for (uint32_t y = 0; y < height; y++) {
            const uint8_t *source = pixels + stride * y;
            // An opaque row is its own straight-alpha form: hand it to libpng as it is.
            if (row_is_opaque(source, width)) {
                png_write_row(state->png, (png_const_bytep)source);
            } else {
                unpremultiply_row(source, state->row, width);
                png_write_row(state->png, state->row);
            }
        }
    } else {
        for (uint32_t y = 0; y < height; y++) {
            png_write_row(state->png, (png_const_bytep)(pixels + stride * y));
        }
    }
    if (options->deflater == CPNG_DEFLATE_ZLIB) png_write_end(state->png, state->info);
    *out_data = state->output.data;
    *out_size = state->output.size;
    release_encode_state(state);
    free(state);
    return CPNG_OK;
}

int cpng_encode_raw(const cpng_raw_image *image, uint8_t **out_data, size_t *out_size,
                    char *message, size_t message_capacity) {
    if (!image || !image->rows || !out_data || !out_size || image->width == 0 || image->height == 0) {
        error_state e = {message, message_capacity};
        copy_message(&e, "invalid arguments to the raw PNG encoder");
        return CPNG_ERROR_ARGUMENT;
    }
    encode_state *state = new_encode_state(message, message_capacity);
    if (!state) return CPNG_ERROR_OUT_OF_MEMORY;
    if (setjmp(png_jmpbuf(state->png))) {
        free(state->output.data);
        release_encode_state(state);
        free(state);
        return CPNG_ERROR_LIBPNG;
    }
    png_set_write_fn(state->png, &state->output, write_to_buffer, flush_buffer);
    png_set_IHDR(state->png, state->info, image->width, image->height, image->bit_depth, image->color_type,
                 image->interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (image->color_type == PNG_COLOR_TYPE_PALETTE) {
        png_color palette[256];
        int count = image->palette_count > 256 ? 256 : image->palette_count;
        for (int i = 0; i < count; i++) {
            palette[i].red = image->palette_rgb[3 * i];
            palette[i].green = image->palette_rgb[3 * i + 1];
            palette[i].blue = image->palette_rgb[3 * i + 2];
        }
        png_set_PLTE(state->png, state->info, palette, count);
        if (image->trns_alpha && image->trns_count > 0) {
            png_set_tRNS(state->png, state->info, image->trns_alpha, image->trns_count, NULL);
        }
    } else if (image->has_trns_color) {
        png_color_16 color;
        memset(&color, 0, sizeof color);
        color.red = image->trns_red;
        color.green = image->trns_green;
        color.blue = image->trns_blue;
        color.gray = image->trns_gray;
        png_set_tRNS(state->png, state->info, NULL, 0, &color);
    }
    png_write_info(state->png, state->info);
    int passes = png_set_interlace_handling(state->png);
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < image->height; y++) {
            png_write_row(state->png, (png_const_bytep)(image->rows + image->row_bytes * y));
        }
    }
    png_write_end(state->png, state->info);
    *out_data = state->output.data;
    *out_size = state->output.size;
    release_encode_state(state);
    free(state);
    return CPNG_OK;
}

// MARK: - Decoding

typedef struct input_cursor {
    const uint8_t *data;
    size_t size;
    size_t offset;
} input_cursor;

static void read_from_buffer(png_structp png, png_bytep bytes, png_size_t length) {
    input_cursor *cursor = (input_cursor *)png_get_io_ptr(png);
    if (length > cursor->size - cursor->offset) {
        png_error(png, "the file ends early (truncated PNG data)");
    }
    memcpy(bytes, cursor->data + cursor->offset, length);
    cursor->offset += length;
}

typedef struct decode_state {
    png_structp png;
    png_infop info;
    input_cursor cursor;
    uint8_t *pixels;
    png_bytep *rows;
    char *text;
    error_state error;
    int pixels_borrowed;
} decode_state;

static void release_decode_state(decode_state *state) {
    if (state->png) png_destroy_read_struct(&state->png, state->info ? &state->info : NULL, NULL);
    free(state->rows);
}

static int decode_rgba(const uint8_t *data, size_t size, uint32_t max_dimension, uint8_t *target,
                       size_t target_capacity, cpng_decoded *out, char *message, size_t message_capacity);

int cpng_decode_rgba(const uint8_t *data, size_t size, uint32_t max_dimension,
                     cpng_decoded *out, char *message, size_t message_capacity) {
    return decode_rgba(data, size, max_dimension, NULL, 0, out, message, message_capacity);
}

int cpng_decode_rgba_into(const uint8_t *data, size_t size, uint32_t max_dimension, uint8_t *target,
                          size_t target_capacity, cpng_decoded *out, char *message, size_t message_capacity) {
    if (!target) return CPNG_ERROR_ARGUMENT;
    return decode_rgba(data, size, max_dimension, target, target_capacity, out, message, message_capacity);
}

/// Whether every chunk up to IEND fits in the `size` bytes at hand. libpng allocates (and
/// zero-fills) a buffer of a chunk's declared length before reading its data, so a 100-byte
/// file whose tEXt chunk declares 2 GB would cost 2 GB of touched memory before libpng saw
/// that the data ends early. The framing is checked here first; CRCs and contents are left to
/// libpng. Writes the error into `error` and returns 0 when a chunk runs past the end.
static int chunks_fit(const uint8_t *data, size_t size, error_state *error) {
    size_t offset = 8;
    while (size - offset >= 8) {
        uint32_t length = ((uint32_t)data[offset] << 24) | ((uint32_t)data[offset + 1] << 16) |
                          ((uint32_t)data[offset + 2] << 8) | data[offset + 3];
        const uint8_t *type = data + offset + 4;
        if ((size_t)length > size - offset - 8 || size - offset - 8 - length < 4) {
            char text[200];
            snprintf(text, sizeof text,
                     "the file ends early: the chunk \"%c%c%c%c\" at byte %zu declares %u bytes of data, but only %zu bytes follow",
                     isprint(type[0]) ? type[0] : '?', isprint(type[1]) ? type[1] : '?',
                     isprint(type[2]) ? type[2] : '?', isprint(type[3]) ? type[3] : '?',
                     offset, (unsigned)length, size - offset - 8);
            copy_message(error, text);
            return 0;
        }
        if (memcmp(type, "IEND", 4) == 0) return 1;
        offset += (size_t)length + 12;
    }
    return 1;  // no IEND: libpng reports the missing end itself
}

static int decode_rgba(const uint8_t *data, size_t size, uint32_t max_dimension, uint8_t *target,
                       size_t target_capacity, cpng_decoded *out, char *message, size_t message_capacity) {
    error_state early = {message, message_capacity};
    if (!out || (!data && size > 0)) {
        copy_message(&early, "invalid arguments to the PNG decoder");
        return CPNG_ERROR_ARGUMENT;
    }
    memset(out, 0, sizeof(*out));
    if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        copy_message(&early, size < 8 ? "too short to be a PNG (fewer than 8 bytes)"
                                      : "not a PNG (the 8-byte PNG signature is missing)");
        return CPNG_ERROR_NOT_PNG;
    }
    if (!chunks_fit(data, size, &early)) return CPNG_ERROR_LIBPNG;
    decode_state *state = (decode_state *)calloc(1, sizeof(decode_state));
    if (!state) return CPNG_ERROR_OUT_OF_MEMORY;
    state->error = early;
    state->cursor.data = data;
    state->cursor.size = size;
    state->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state->error, on_error, on_warning);
    if (state->png) state->info = png_create_info_struct(state->png);
    if (!state->png || !state->info) {
        release_decode_state(state);
        free(state);
        return CPNG_ERROR_OUT_OF_MEMORY;
    }
    if (setjmp(png_jmpbuf(state->png))) {
        if (!state->pixels_borrowed) free(state->pixels);
        free(state->text);
        release_decode_state(state);
        free(state);
        return CPNG_ERROR_LIBPNG;
    }
    png_set_read_fn(state->png, &state->cursor, read_from_buffer);
    // libpng's own limits stop absurd headers before they reach us; ours are checked below.
    png_set_user_limits(state->png, 1000000, 1000000);
#ifdef PNG_IGNORE_ADLER32
    // Every IDAT chunk's CRC still guards the compressed bytes; zlib's Adler-32 over the whole
    // inflated image would check them a second time and costs about a fifth of the decode.
    png_set_option(state->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_read_info(state->png, state->info);

    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(state->png, state->info, &width, &height, &bit_depth, &color_type, &interlace, NULL, NULL);
    if (width > max_dimension || height > max_dimension) {
        char text[160];
        snprintf(text, sizeof text, "image is %ux%u pixels; the limit is %u pixels a side",
                 (unsigned)width, (unsigned)height, (unsigned)max_dimension);
        copy_message(&state->error, text);
        release_decode_state(state);
        free(state);
        return CPNG_ERROR_TOO_LARGE;
    }
    out->source_bit_depth = bit_depth;
    out->source_color_type = color_type;
    out->source_interlaced = interlace != PNG_INTERLACE_NONE;

    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(state->png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(state->png);
    if (png_get_valid(state->png, state->info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(state->png);
    if (bit_depth == 16) png_set_scale_16(state->png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(state->png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(state->png, state->info, PNG_INFO_tRNS)) {
        png_set_add_alpha(state->png, 0xff, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(state->png);
    png_read_update_info(state->png, state->info);
    if (png_get_rowbytes(state->png, state->info) != (size_t)width * 4) {
        png_error(state->png, "unexpected row size after expanding to RGBA8");
    }

    if (target) {
        if (target_capacity != (size_t)width * height * 4) png_error(state->png, "the pixel buffer does not fit the image");
        state->pixels = target;
        state->pixels_borrowed = 1;
    } else {
        state->pixels = (uint8_t *)malloc((size_t)width * height * 4);
    }
    state->rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
    if (!state->pixels || !state->rows) png_error(state->png, "out of memory for the decoded image");
    for (png_uint_32 y = 0; y < height; y++) state->rows[y] = state->pixels + (size_t)y * width * 4;
    png_read_image(state->png, state->rows);
    png_read_end(state->png, state->info);

    png_textp texts = NULL;
    int text_count = png_get_text(state->png, state->info, &texts, NULL);
    size_t text_size = 0;
    for (int i = 0; i < text_count; i++) {
        text_size += strlen(texts[i].key) + 1 + texts[i].text_length + 1;
    }
    if (text_count > 0) {
        state->text = (char *)malloc(text_size);
        if (!state->text) png_error(state->png, "out of memory for text chunks");
        size_t offset = 0;
        for (int i = 0; i < text_count; i++) {
            size_t key_length = strlen(texts[i].key);
            memcpy(state->text + offset, texts[i].key, key_length + 1);
            offset += key_length + 1;
            memcpy(state->text + offset, texts[i].text ? texts[i].text : "", texts[i].text_length);
            offset += texts[i].text_length;
            state->text[offset++] = '\0';
        }
    }
    out->width = width;
    out->height = height;
    out->pixels = state->pixels;
    out->text = state->text;
    out->text_count = text_count;
    out->text_size = text_size;
    release_decode_state(state);
    free(state);
    return CPNG_OK;
}

void cpng_free(void *pointer) { free(pointer); }

int cpng_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height) {
    // The IHDR chunk is first by the PNG specification: signature (8), length (4), "IHDR" (4),
    // width and height as big-endian 32-bit numbers, 5 more bytes, then the chunk's CRC. The CRC
    // is checked, so a damaged header never sizes a buffer; anything else is left to the decoder.
    if (!data || size < 33 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0 || memcmp(data + 12, "IHDR", 4) != 0) {
        return CPNG_ERROR_NOT_PNG;
    }
    uint32_t stored = ((uint32_t)data[29] << 24) | ((uint32_t)data[30] << 16) | ((uint32_t)data[31] << 8) | data[32];
    if ((uint32_t)crc32(crc32(0L, Z_NULL, 0), data + 12, 17) != stored) return CPNG_ERROR_LIBPNG;
    *width = ((uint32_t)data[16] << 24) | ((uint32_t)data[17] << 16) | ((uint32_t)data[18] << 8) | data[19];
    *height = ((uint32_t)data[20] << 24) | ((uint32_t)data[21] << 16) | ((uint32_t)data[22] << 8) | data[23];
    return CPNG_OK;
}

const char *cpng_libpng_version(void) { return png_get_libpng_ver(NULL); }

const char *cpng_zlib_version(void) { return zlibVersion(); }
