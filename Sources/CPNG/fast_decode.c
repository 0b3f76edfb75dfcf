// See cpng_decode_rgba8_fast in include/cpng.h. libpng cannot inflate with another library, so
// for the one kind of PNG swipesim writes and reads most — 8-bit RGBA, not interlaced — this
// walks the chunks itself, inflates the image data with ISA-L straight into the caller's
// buffer and undoes the row filters in place. Anything else, and anything unusual or damaged,
// is declined (CPNG_NOT_HANDLED) so libpng decodes it, or reports the error, exactly as before.
#include "cpng.h"

#include <stdlib.h>
#include <string.h>
#ifdef CPNG_HAVE_ISAL
#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>

static uint32_t read_u32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

/// The Paeth predictor of PNG (ISO 15948 §9.4): of left a, up b and upper-left c, the one
/// closest to a + b − c, ties to a then b. With p = a + b − c: |p − a| = |b − c|,
/// |p − b| = |a − c|, |p − c| = |a + b − 2c|; written without branches (the compiler picks by
/// conditional moves), as mispredicted branches per byte were most of the decode time of
/// goldens, which are Paeth-filtered.
static inline uint8_t paeth(int a, int b, int c) {
    int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
    int b_or_c = pb <= pc ? b : c;
    return (uint8_t)(pa <= pb && pa <= pc ? a : b_or_c);
}

/// Undoes the filters of `height` scanlines stored back to back at `buffer` (1 + row_bytes
/// each), leaving the plain rows at `buffer` (row_bytes each). Each plain row lands before its
/// scanline (y + 1 bytes before), so every byte is read before it is overwritten, as long as
/// each row is walked forwards. The first pixel of a row has no left neighbour (0) and the
/// first row no prior row (0): both are handled outside the inner loops, which have no
/// conditions. Returns 0 for an unknown filter.
static int unfilter_in_place(uint8_t *buffer, uint32_t height, size_t row_bytes) {
    const size_t bpp = 4;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *source = buffer + (size_t)y * (row_bytes + 1);
        uint8_t filter = source[0];
        source += 1;
        uint8_t *row = buffer + (size_t)y * row_bytes;
        const uint8_t *prior = y > 0 ? row - row_bytes : NULL;
        if (!prior) {
            // Without a prior row, Up is None, Average halves the left byte and Paeth is Sub.
            if (filter == 2) filter = 0;
            if (filter == 4) filter = 1;
        }
        switch (filter) {
        case 0:
            memmove(row, source, row_bytes);
            break;
        case 1:  // Sub
            for (size_t i = 0; i < bpp; i++) row[i] = source[i];
            for (size_t i = bpp; i < row_bytes; i++) row[i] = (uint8_t)(source[i] + row[i - bpp]);
            break;
        case 2:  // Up
            for (size_t i = 0; i < row_bytes; i++) row[i] = (uint8_t)(source[i] + prior[i]);
            break;
        case 3:  // Average
            if (!prior) {
                for (size_t i = 0; i < bpp; i++) row[i] = source[i];
                for (size_t i = bpp; i < row_bytes; i++) row[i] = (uint8_t)(source[i] + (row[i - bpp] >> 1));
                break;
            }
            for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(source[i] + (prior[i] >> 1));
            for (size_t i = bpp; i < row_bytes; i++) {
                row[i] = (uint8_t)(source[i] + (((unsigned)row[i - bpp] + prior[i]) >> 1));
            }
            break;
        case 4:  // Paeth (the first pixel's predictor is its up byte: paeth(0, b, 0) = b)
            for (size_t i = 0; i < bpp; i++) row[i] = (uint8_t)(source[i] + prior[i]);
            for (size_t i = bpp; i < row_bytes; i++) {
                row[i] = (uint8_t)(source[i] + paeth(row[i - bpp], prior[i], prior[i - bpp]));
            }
            break;
        default:
            return 0;
        }
    }
    return 1;
}

typedef struct text_buffer {
    char *data;
    size_t size, capacity;
    int count;
} text_buffer;

/// Appends a tEXt chunk's "key\0value" as "key\0value\0"; 0 when memory runs out or the key has no NUL.
static int append_text(text_buffer *text, const uint8_t *data, size_t length) {
    const uint8_t *nul = memchr(data, 0, length);
    if (!nul || nul == data) return 0;
    size_t needed = text->size + length + 1;
    if (needed > text->capacity) {
        size_t capacity = text->capacity ? text->capacity * 2 : 256;
        while (capacity < needed) capacity *= 2;
        char *grown = (char *)realloc(text->data, capacity);
        if (!grown) return 0;
        text->data = grown;
        text->capacity = capacity;
    }
    memcpy(text->data + text->size, data, length);
    text->data[text->size + length] = '\0';
    text->size = needed;
    text->count += 1;
    return 1;
}

int cpng_decode_rgba8_fast(const uint8_t *data, size_t size, uint32_t max_dimension, uint8_t *target,
                           size_t target_capacity, cpng_decoded *out) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    if (!data || !target || !out || size < 8 + 25 || memcmp(data, signature, 8) != 0) return CPNG_NOT_HANDLED;
    memset(out, 0, sizeof(*out));
    uint32_t width = 0, height = 0;
    size_t offset = 8;
    int seen_header = 0, seen_end = 0, seen_data = 0, data_ended = 0;
    size_t scanline_bytes = 0, row_bytes = 0;
    text_buffer text = {NULL, 0, 0, 0};
    struct inflate_state *inflater = NULL;
    int result = CPNG_NOT_HANDLED;

    while (offset + 12 <= size && !seen_end) {
        uint32_t length = read_u32(data + offset);
        const uint8_t *type = data + offset + 4;
        if (length > size - offset - 12) goto done;
        const uint8_t *body = type + 4;
        if (crc32_gzip_refl(0, type, (uint64_t)length + 4) != read_u32(body + length)) goto done;
        if (!seen_header) {
            // IHDR must come first: 8-bit (8), RGBA (6), deflate (0), standard filters (0), no interlace (0).
            if (memcmp(type, "IHDR", 4) != 0 || length != 13) goto done;
            width = read_u32(body);
            height = read_u32(body + 4);
            if (width == 0 || height == 0 || width > max_dimension || height > max_dimension) goto done;
            if (body[8] != 8 || body[9] != 6 || body[10] != 0 || body[11] != 0 || body[12] != 0) goto done;
            row_bytes = (size_t)width * 4;
            scanline_bytes = (size_t)height * (row_bytes + 1);
            if (scanline_bytes > UINT32_MAX || target_capacity < scanline_bytes) goto done;
            inflater = (struct inflate_state *)malloc(sizeof(struct inflate_state));
            if (!inflater) goto done;
            isal_inflate_init(inflater);
            inflater->crc_flag = ISAL_ZLIB;     // parses the zlib header and checks the Adler-32
            inflater->next_out = target;
            inflater->avail_out = (uint32_t)scanline_bytes;
            seen_header = 1;
        } else if (memcmp(type, "IDAT", 4) == 0) {
            if (data_ended) goto done;          // IDAT chunks must be consecutive
            seen_data = 1;
            inflater->next_in = (uint8_t *)body;
            inflater->avail_in = length;
            while (inflater->avail_in > 0 && inflater->block_state != ISAL_BLOCK_FINISH) {
                uint32_t in_before = inflater->avail_in, out_before = inflater->avail_out;
                if (isal_inflate(inflater) != ISAL_DECOMP_OK) goto done;
                if (inflater->avail_in == in_before && inflater->avail_out == out_before) goto done;  // stuck: too much data
            }
            if (inflater->avail_in > 0) goto done;  // bytes after the end of the zlib stream
        } else {
            if (seen_data) data_ended = 1;
            if (memcmp(type, "IEND", 4) == 0) {
                seen_end = 1;
            } else if (memcmp(type, "tEXt", 4) == 0) {
                if (!append_text(&text, body, length)) goto done;
            } else if (memcmp(type, "zTXt", 4) == 0 || memcmp(type, "iTXt", 4) == 0) {
                goto done;                      // compressed or international text: libpng's job
            } else if (!(type[0] & 0x20) && memcmp(type, "PLTE", 4) != 0) {
                goto done;                      // an unknown critical chunk
            }
        }
        offset += (size_t)length + 12;
    }
    if (!seen_end || !seen_data || inflater->block_state != ISAL_BLOCK_FINISH ||
        inflater->total_out != scanline_bytes) goto done;
    if (!unfilter_in_place(target, height, row_bytes)) goto done;
    out->width = width;
    out->height = height;
    out->pixels = target;
    out->text = text.data;
    out->text_count = text.count;
    out->text_size = text.size;
    out->source_bit_depth = 8;
    out->source_color_type = 6;
    out->source_interlaced = 0;
    text.data = NULL;
    result = CPNG_OK;
done:
    free(inflater);
    free(text.data);
    return result;
}
#else
int cpng_decode_rgba8_fast(const uint8_t *data, size_t size, uint32_t max_dimension, uint8_t *target,
                           size_t target_capacity, cpng_decoded *out) {
    (void)data; (void)size; (void)max_dimension; (void)target; (void)target_capacity; (void)out;
    return CPNG_NOT_HANDLED;
}
#endif
