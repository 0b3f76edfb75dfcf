// CPNG: libpng call sequences wrapped under setjmp.
//
// libpng reports errors by longjmp. A longjmp must never cross Swift frames, so every
// sequence of libpng calls lives in one C function here that sets its own jump point and
// returns a status code and libpng's message instead.
#ifndef CPNG_H
#define CPNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Status codes returned by every cpng_ function.
enum {
    CPNG_OK = 0,
    CPNG_ERROR_LIBPNG = 1,        // libpng called png_error; the message says why
    CPNG_ERROR_NOT_PNG = 2,       // the 8-byte signature is missing or wrong
    CPNG_ERROR_TOO_LARGE = 3,     // width or height exceeds the caller's limit
    CPNG_ERROR_OUT_OF_MEMORY = 4,
    CPNG_ERROR_ARGUMENT = 5,      // a bad argument from the caller
    CPNG_NOT_HANDLED = 6,         // cpng_decode_rgba8_fast declined: decode with libpng instead
};

/// Row filters; CPNG_FILTER_ADAPTIVE lets libpng choose per row among all five.
enum {
    CPNG_FILTER_NONE = 0,
    CPNG_FILTER_SUB = 1,
    CPNG_FILTER_UP = 2,
    CPNG_FILTER_AVERAGE = 3,
    CPNG_FILTER_PAETH = 4,
    CPNG_FILTER_ADAPTIVE = 5,
};

/// Which deflate compresses the image data.
enum {
    CPNG_DEFLATE_ZLIB = 0,      // zlib through libpng: levels 0...9, every filter and strategy
    CPNG_DEFLATE_ISAL = 1,      // ISA-L's igzip (when built with it): levels 0...3, filter None only
};

typedef struct cpng_encode_options {
    int compression_level;      // zlib 0...9; ISA-L 0...3
    int deflater;               // one of CPNG_DEFLATE_*
    int filter;                 // one of CPNG_FILTER_*
    int zlib_strategy;          // Z_DEFAULT_STRATEGY 0, Z_FILTERED 1, Z_HUFFMAN_ONLY 2, Z_RLE 3, Z_FIXED 4
    int write_srgb_chunk;       // nonzero: write an sRGB chunk (perceptual intent)
    int premultiplied;          // nonzero: input is premultiplied RGBA8 and is unpremultiplied per row
    int text_count;             // tEXt chunks written before the image data
    const char *const *text_keys;
    const char *const *text_values;
} cpng_encode_options;

/// Encodes RGBA8 rows (`stride` bytes apart) to a PNG in memory. libpng writes the signature,
/// IHDR, tEXt, the chunk framing and CRCs and IEND; with CPNG_DEFLATE_ISAL the IDAT payload
/// comes from ISA-L (see cpng_compress_image_data).
/// On success *out_data is a malloc'd buffer of *out_size bytes that the caller frees with cpng_free.
int cpng_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                     const cpng_encode_options *options,
                     uint8_t **out_data, size_t *out_size,
                     char *message, size_t message_capacity);

/// The image data of a PNG (or an APNG frame's fdAT data): every row prefixed by filter byte 0
/// (None) and compressed into one zlib stream by `deflater` at `level` (zlib also takes
/// `zlib_strategy`). Premultiplied rows are converted to straight alpha. The same pixels and
/// settings give the same bytes on every call and thread. On success *out_data is a malloc'd
/// buffer of *out_size bytes that the caller frees with cpng_free.
int cpng_compress_image_data(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                             int premultiplied, int deflater, int level, int zlib_strategy,
                             uint8_t **out_data, size_t *out_size, char *message, size_t message_capacity);

/// Nonzero when this build compresses with ISA-L (Package.swift found libisal with pkg-config).
int cpng_isal_available(void);

/// ISA-L's version, e.g. "2.30.0"; NULL without ISA-L.
const char *cpng_isal_version(void);

/// The zlib version this was linked with, e.g. "1.2.13".
const char *cpng_zlib_version(void);

typedef struct cpng_decoded {
    uint32_t width;
    uint32_t height;
    uint8_t *pixels;            // straight RGBA8, width * 4 bytes a row; free with cpng_free
    int text_count;
    char *text;                 // text_count pairs "key\0value\0" back to back; free with cpng_free
    size_t text_size;
    int source_bit_depth;       // as in IHDR
    int source_color_type;      // as in IHDR (PNG_COLOR_TYPE_*)
    int source_interlaced;
} cpng_decoded;

/// Decodes any valid PNG from memory to straight RGBA8 (palette, grey, 16-bit, interlaced and tRNS
/// are expanded by libpng's transforms; 16-bit samples are scaled with rounding). Images wider or
/// taller than max_dimension are refused before any pixel memory is allocated.
int cpng_decode_rgba(const uint8_t *data, size_t size, uint32_t max_dimension,
                     cpng_decoded *out, char *message, size_t message_capacity);

/// Describes a PNG in any of libpng's formats, for writing test images and fixtures.
typedef struct cpng_raw_image {
    uint32_t width;
    uint32_t height;
    int bit_depth;              // 1, 2, 4, 8 or 16 as the colour type allows
    int color_type;             // PNG_COLOR_TYPE_* (0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA)
    int interlaced;             // nonzero: Adam7
    const uint8_t *rows;        // packed rows as PNG stores them (16-bit big-endian), row_bytes apart
    size_t row_bytes;
    const uint8_t *palette_rgb; // palette_count * 3 bytes, for colour type 3
    int palette_count;
    const uint8_t *trns_alpha;  // per palette entry alphas (colour type 3), trns_count of them
    int trns_count;
    int has_trns_color;         // grey or RGB tRNS: the transparent colour below
    uint16_t trns_red, trns_green, trns_blue, trns_gray;
} cpng_raw_image;

/// Writes `image` exactly as described (no transforms), at compression level 6.
int cpng_encode_raw(const cpng_raw_image *image, uint8_t **out_data, size_t *out_size,
                    char *message, size_t message_capacity);

/// Reads only the header: the image size, for sizing a buffer for cpng_decode_rgba_into.
int cpng_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height);

/// As cpng_decode_rgba, but decodes into `target`, which must hold exactly width × height × 4
/// bytes; out->pixels is then `target` and must not be freed with cpng_free.
int cpng_decode_rgba_into(const uint8_t *data, size_t size, uint32_t max_dimension, uint8_t *target,
                          size_t target_capacity, cpng_decoded *out, char *message, size_t message_capacity);

/// Decodes an 8-bit RGBA, non-interlaced PNG with ISA-L's inflate (when built with it) into
/// `target`, which must hold at least height × (width × 4 + 1) bytes — the filtered
/// scanlines are inflated there and unfiltered in place, leaving width × height × 4 bytes of
/// straight RGBA8. Every chunk's CRC and the zlib stream's Adler-32 are checked; tEXt chunks
/// are returned as cpng_decode_rgba does (out->text, freed with cpng_free). Returns CPNG_OK, or
/// CPNG_NOT_HANDLED for any other kind of PNG and for anything unusual or damaged — then
/// decode with cpng_decode_rgba_into, which gives libpng's result or error. `target` may hold
/// garbage after a decline.
int cpng_decode_rgba8_fast(const uint8_t *data, size_t size, uint32_t max_dimension, uint8_t *target,
                           size_t target_capacity, cpng_decoded *out);

/// Frees memory returned by cpng_encode_rgba or cpng_decode_rgba.
void cpng_free(void *pointer);

/// The libpng version this was linked with, e.g. "1.6.39".
const char *cpng_libpng_version(void);

#ifdef __cplusplus
}
#endif
#endif
