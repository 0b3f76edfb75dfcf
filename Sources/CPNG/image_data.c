// See image_data.h. Rows are gathered into chunks of about CHUNK_TARGET bytes (whole rows, each
// with its filter byte) and fed to the deflater; compressed bytes leave through a fixed output
// buffer. Both buffers, and ISA-L's stream state, belong to the calling thread and are reused
// for every image it compresses, so a frame costs no fresh allocation (a render's workers each
// keep one set, about 0.9 MB). The chunking is a fixed function of the width, so the bytes are
// the same on every run and thread.
#include "cpng.h"
#include "image_data.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#ifdef CPNG_HAVE_ISAL
#include <isa-l.h>
#include <isa-l/igzip_lib.h>
#endif

enum { CHUNK_TARGET = 256 * 1024, OUTPUT_CAPACITY = 256 * 1024 };

void unpremultiply_row(const uint8_t *source, uint8_t *target, uint32_t width) {
    for (uint32_t x = 0; x < width; x++) {
        const uint8_t *p = source + 4 * (size_t)x;
        uint8_t *q = target + 4 * (size_t)x;
        unsigned a = p[3];
        if (a == 255) {
            q[0] = p[0]; q[1] = p[1]; q[2] = p[2]; q[3] = 255;
        } else if (a == 0) {
            q[0] = 0; q[1] = 0; q[2] = 0; q[3] = 0;
        } else {
            for (int c = 0; c < 3; c++) {
                unsigned value = (p[c] * 255u + a / 2) / a;
                q[c] = (uint8_t)(value > 255 ? 255 : value);
            }
            q[3] = (uint8_t)a;
        }
    }
}

int row_is_opaque(const uint8_t *row, uint32_t width) {
    // Eight bytes (two pixels) at a time.
    const uint64_t alpha_mask = 0xFF000000FF000000ULL;
    uint32_t x = 0;
    for (; x + 2 <= width; x += 2) {
        uint64_t pair;
        memcpy(&pair, row + 4 * (size_t)x, 8);
        if ((pair & alpha_mask) != alpha_mask) return 0;
    }
    return x == width || row[4 * (size_t)x + 3] == 255;
}

/// One thread's reusable buffers.
typedef struct scratch_buffers {
    uint8_t *chunk;
    size_t chunk_capacity;
    uint8_t *output;            // OUTPUT_CAPACITY bytes
#ifdef CPNG_HAVE_ISAL
    uint8_t *level_buffer;
    size_t level_capacity;
    struct isal_zstream stream;
#endif
} scratch_buffers;

static _Thread_local scratch_buffers *thread_scratch;

/// The calling thread's buffers, the chunk buffer at least `chunk_bytes` long; NULL when memory runs out.
static scratch_buffers *scratch_for(size_t chunk_bytes) {
    scratch_buffers *scratch = thread_scratch;
    if (!scratch) {
        scratch = (scratch_buffers *)calloc(1, sizeof(scratch_buffers));
        if (!scratch) return NULL;
        scratch->output = (uint8_t *)malloc(OUTPUT_CAPACITY);
        if (!scratch->output) {
            free(scratch);
            return NULL;
        }
        thread_scratch = scratch;
    }
    if (scratch->chunk_capacity < chunk_bytes) {
        uint8_t *grown = (uint8_t *)realloc(scratch->chunk, chunk_bytes);
        if (!grown) return NULL;
        scratch->chunk = grown;
        scratch->chunk_capacity = chunk_bytes;
    }
    return scratch;
}

/// Fills `chunk` with rows first_row ..< first_row + count as PNG scanlines (filter byte 0).
static void fill_chunk(uint8_t *chunk, const uint8_t *pixels, uint32_t width, size_t stride,
                       uint32_t first_row, uint32_t count, int premultiplied) {
    size_t row_bytes = (size_t)width * 4;
    for (uint32_t i = 0; i < count; i++) {
        const uint8_t *source = pixels + stride * (first_row + i);
        uint8_t *target = chunk + i * (row_bytes + 1);
        target[0] = 0;
        if (premultiplied && !row_is_opaque(source, width)) {
            unpremultiply_row(source, target + 1, width);
        } else {
            memcpy(target + 1, source, row_bytes);
        }
    }
}

static void set_message(char *message, size_t capacity, const char *text) {
    if (!message || capacity == 0) return;
    strncpy(message, text, capacity - 1);
    message[capacity - 1] = '\0';
}

#ifdef CPNG_HAVE_ISAL
static size_t isal_level_buffer_size(int level) {
    switch (level) {
    case 0: return ISAL_DEF_LVL0_DEFAULT;
    case 1: return ISAL_DEF_LVL1_DEFAULT;
    case 2: return ISAL_DEF_LVL2_DEFAULT;
    default: return ISAL_DEF_LVL3_DEFAULT;
    }
}

static int deflate_with_isal(scratch_buffers *scratch, const uint8_t *pixels, uint32_t width, uint32_t height,
                             size_t stride, int premultiplied, int level, uint32_t rows_per_chunk,
                             image_data_sink sink, void *context, char *message, size_t message_capacity) {
    size_t level_size = isal_level_buffer_size(level);
    if (scratch->level_capacity < level_size) {
        uint8_t *grown = (uint8_t *)realloc(scratch->level_buffer, level_size);
        if (!grown) return CPNG_ERROR_OUT_OF_MEMORY;
        scratch->level_buffer = grown;
        scratch->level_capacity = level_size;
    }
    struct isal_zstream *stream = &scratch->stream;
    isal_deflate_init(stream);
    stream->gzip_flag = IGZIP_ZLIB;   // zlib header and Adler-32 trailer, as PNG requires
    stream->level = (uint32_t)level;
    stream->level_buf = scratch->level_buffer;
    stream->level_buf_size = (uint32_t)level_size;
    stream->flush = NO_FLUSH;
    stream->next_out = scratch->output;
    stream->avail_out = OUTPUT_CAPACITY;
    size_t row_bytes = (size_t)width * 4 + 1;
    for (uint32_t row = 0; row < height; row += rows_per_chunk) {
        uint32_t count = height - row < rows_per_chunk ? height - row : rows_per_chunk;
        fill_chunk(scratch->chunk, pixels, width, stride, row, count, premultiplied);
        stream->next_in = scratch->chunk;
        stream->avail_in = (uint32_t)(count * row_bytes);
        stream->end_of_stream = row + count == height;
        for (;;) {
            if (isal_deflate(stream) != COMP_OK) {
                set_message(message, message_capacity, "ISA-L could not compress the image data");
                return CPNG_ERROR_ARGUMENT;
            }
            int finished = stream->end_of_stream && stream->internal_state.state == ZSTATE_END;
            if (stream->avail_out == 0 || finished) {
                if (sink(context, scratch->output, OUTPUT_CAPACITY - stream->avail_out)) return CPNG_ERROR_OUT_OF_MEMORY;
                stream->next_out = scratch->output;
                stream->avail_out = OUTPUT_CAPACITY;
            }
            if (finished || (stream->avail_in == 0 && !stream->end_of_stream)) break;
        }
    }
    return CPNG_OK;
}
#endif

static int deflate_with_zlib(scratch_buffers *scratch, const uint8_t *pixels, uint32_t width, uint32_t height,
                             size_t stride, int premultiplied, int level, int strategy, uint32_t rows_per_chunk,
                             image_data_sink sink, void *context, char *message, size_t message_capacity) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (deflateInit2(&stream, level, Z_DEFLATED, 15, 8, strategy) != Z_OK) {
        set_message(message, message_capacity, "zlib could not start compressing");
        return CPNG_ERROR_OUT_OF_MEMORY;
    }
    int status = CPNG_OK;
    size_t row_bytes = (size_t)width * 4 + 1;
    stream.next_out = scratch->output;
    stream.avail_out = OUTPUT_CAPACITY;
    for (uint32_t row = 0; row < height && status == CPNG_OK; row += rows_per_chunk) {
        uint32_t count = height - row < rows_per_chunk ? height - row : rows_per_chunk;
        fill_chunk(scratch->chunk, pixels, width, stride, row, count, premultiplied);
        stream.next_in = scratch->chunk;
        stream.avail_in = (uInt)(count * row_bytes);
        int flush = row + count == height ? Z_FINISH : Z_NO_FLUSH;
        for (;;) {
            int result = deflate(&stream, flush);
            if (result == Z_STREAM_ERROR) {
                set_message(message, message_capacity, "zlib could not compress the image data");
                status = CPNG_ERROR_ARGUMENT;
                break;
            }
            int finished = result == Z_STREAM_END;
            if (stream.avail_out == 0 || finished) {
                if (sink(context, scratch->output, OUTPUT_CAPACITY - stream.avail_out)) {
                    status = CPNG_ERROR_OUT_OF_MEMORY;
                    break;
                }
                stream.next_out = scratch->output;
                stream.avail_out = OUTPUT_CAPACITY;
            }
            if (finished || (stream.avail_in == 0 && flush == Z_NO_FLUSH && stream.avail_out > 0)) break;
        }
    }
    deflateEnd(&stream);
    return status;
}

int deflate_image_rows(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                       int premultiplied, int deflater, int level, int zlib_strategy,
                       image_data_sink sink, void *context, char *message, size_t message_capacity) {
    size_t row_bytes = (size_t)width * 4 + 1;
    uint32_t rows_per_chunk = row_bytes >= CHUNK_TARGET ? 1 : (uint32_t)(CHUNK_TARGET / row_bytes);
    scratch_buffers *scratch = scratch_for(rows_per_chunk * row_bytes);
    if (!scratch) {
        set_message(message, message_capacity, "out of memory for the row buffers");
        return CPNG_ERROR_OUT_OF_MEMORY;
    }
    if (deflater == CPNG_DEFLATE_ISAL) {
#ifdef CPNG_HAVE_ISAL
        if (level < ISAL_DEF_MIN_LEVEL || level > ISAL_DEF_MAX_LEVEL) {
            set_message(message, message_capacity, "ISA-L's compression level must be 0…3");
            return CPNG_ERROR_ARGUMENT;
        }
        return deflate_with_isal(scratch, pixels, width, height, stride, premultiplied, level, rows_per_chunk,
                                 sink, context, message, message_capacity);
#else
        set_message(message, message_capacity,
                    "this build has no ISA-L (install libisal-dev, e.g. with scripts/bootstrap, and rebuild)");
        return CPNG_ERROR_ARGUMENT;
#endif
    }
    if (level < 0 || level > 9) {
        set_message(message, message_capacity, "zlib's compression level must be 0…9");
        return CPNG_ERROR_ARGUMENT;
    }
    return deflate_with_zlib(scratch, pixels, width, height, stride, premultiplied, level, zlib_strategy,
                             rows_per_chunk, sink, context, message, message_capacity);
}

// MARK: - The public entry points

typedef struct memory_sink {
    uint8_t *data;
    size_t size;
    size_t capacity;
} memory_sink;

static int append_to_memory(void *context, const uint8_t *bytes, size_t length) {
    memory_sink *sink = (memory_sink *)context;
    if (sink->size + length > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity : 65536;
        while (capacity < sink->size + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(sink->data, capacity);
        if (!grown) return 1;
        sink->data = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->data + sink->size, bytes, length);
    sink->size += length;
    return 0;
}

int cpng_compress_image_data(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                             int premultiplied, int deflater, int level, int zlib_strategy,
                             uint8_t **out_data, size_t *out_size, char *message, size_t message_capacity) {
    if (!pixels || !out_data || !out_size || width == 0 || height == 0 || stride < (size_t)width * 4) {
        set_message(message, message_capacity, "invalid arguments to the image data compressor");
        return CPNG_ERROR_ARGUMENT;
    }
    memory_sink sink = {NULL, 0, 0};
    int status = deflate_image_rows(pixels, width, height, stride, premultiplied, deflater, level, zlib_strategy,
                                    append_to_memory, &sink, message, message_capacity);
    if (status != CPNG_OK) {
        if (status == CPNG_ERROR_OUT_OF_MEMORY) set_message(message, message_capacity, "out of memory for the image data");
        free(sink.data);
        return status;
    }
    *out_data = sink.data;
    *out_size = sink.size;
    return CPNG_OK;
}

int cpng_isal_available(void) {
#ifdef CPNG_HAVE_ISAL
    return 1;
#else
    return 0;
#endif
}

const char *cpng_isal_version(void) {
#ifdef CPNG_HAVE_ISAL
#define CPNG_STRINGIFY_(x) #x
#define CPNG_STRINGIFY(x) CPNG_STRINGIFY_(x)
    return CPNG_STRINGIFY(ISAL_MAJOR_VERSION) "." CPNG_STRINGIFY(ISAL_MINOR_VERSION) "." CPNG_STRINGIFY(ISAL_PATCH_VERSION);
#else
    return NULL;
#endif
}
