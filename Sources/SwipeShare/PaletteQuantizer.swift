import CImageQuant
import SwipeRaster

/// Reduces an RGBA image to at most 256 colours with libimagequant (pngquant's library).
///
/// Fully transparent input pixels all map to one transparent palette entry, which the GIF
/// writer uses for "unchanged since the previous frame".
struct PaletteQuantizer {
    /// 0 (none) … 1 (full Floyd–Steinberg error diffusion).
    var ditheringLevel: Float
    /// Palette entries, 2…256.
    var maximumColors: Int32 = 256
    /// libimagequant's speed/quality trade-off, 1 (slowest, best) … 10.
    var speed: Int32 = 4

    struct Result {
        /// One palette index per pixel, row by row.
        var indices: [UInt8]
        /// Straight RGBA palette entries.
        var palette: [PaletteColor]
        /// The entry fully transparent pixels map to, if any pixel was.
        var transparentIndex: Int?
    }

    /// Quantizes straight RGBA8 pixels (`width × height × 4` bytes).
    func quantize(straightRGBA pixels: [UInt8], width: Int, height: Int) throws -> Result {
        // Same palette whatever the machine's core count: see CImageQuant/shim.h.
        omp_set_num_threads(1)
        guard let attributes = liq_attr_create() else { throw ShareError("libimagequant could not start (out of memory)") }
        defer { liq_attr_destroy(attributes) }
        liq_set_max_colors(attributes, maximumColors)
        liq_set_speed(attributes, speed)
        return try pixels.withUnsafeBytes { raw -> Result in
            guard let image = liq_image_create_rgba(attributes, raw.baseAddress!, Int32(width), Int32(height), 0) else {
                throw ShareError("libimagequant refused a \(width)×\(height) image")
            }
            defer { liq_image_destroy(image) }
            var quantized: OpaquePointer?
            let status = liq_image_quantize(image, attributes, &quantized)
            guard status == LIQ_OK, let quantized else {
                throw ShareError("libimagequant could not build a palette (error \(status.rawValue))")
            }
            defer { liq_result_destroy(quantized) }
            liq_set_dithering_level(quantized, ditheringLevel)
            var indices = [UInt8](repeating: 0, count: width * height)
            let remapped = indices.withUnsafeMutableBytes { liq_write_remapped_image(quantized, image, $0.baseAddress!, $0.count) }
            guard remapped == LIQ_OK else { throw ShareError("libimagequant could not remap the image (error \(remapped.rawValue))") }
            let palette = liq_get_palette(quantized)!.pointee
            let entries: [PaletteColor] = withUnsafeBytes(of: palette.entries) { raw in
                (0..<Int(palette.count)).map { (i: Int) -> PaletteColor in
                    PaletteColor(r: raw[i * 4], g: raw[i * 4 + 1], b: raw[i * 4 + 2], a: raw[i * 4 + 3])
                }
            }
            return Result(indices: indices, palette: entries, transparentIndex: entries.firstIndex { $0.a < 128 })
        }
    }
}

/// A straight RGBA palette entry.
struct PaletteColor: Equatable {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8
}
