import SwipeMath
import SwipePNG

/// `swipesim bench --stage png`: encode speed and size of libpng settings on one frame.
///
/// Prints, per setting, milliseconds per encode (median), throughput in MB/s of raw RGBA, the
/// encoded size, and both as ratios against libpng's own defaults, so the choice of
/// `PNGEncodingOptions.frameDefault` can be re-checked on any machine.
public enum PNGBench {
    struct Setting {
        var name: String
        var options: PNGEncodingOptions
    }

    static let settings: [Setting] = [
        Setting(name: "libpng default (adaptive, level 6)", options: .libpngDefault),
        Setting(name: "none, ISA-L level 1 (frames)", options: PNGEncodingOptions(deflater: .isal, compressionLevel: 1)),
        Setting(name: "none, ISA-L level 2", options: PNGEncodingOptions(deflater: .isal, compressionLevel: 2)),
        Setting(name: "none, ISA-L level 3", options: PNGEncodingOptions(deflater: .isal, compressionLevel: 3)),
        Setting(name: "none, zlib level 1", options: PNGEncodingOptions(deflater: .zlib, compressionLevel: 1, filter: .none, strategy: .default)),
        Setting(name: "sub, level 1", options: PNGEncodingOptions(deflater: .zlib, compressionLevel: 1, filter: .sub, strategy: .default)),
        Setting(name: "up, level 1", options: PNGEncodingOptions(deflater: .zlib, compressionLevel: 1, filter: .up, strategy: .default)),
        Setting(name: "up, level 1, RLE", options: PNGEncodingOptions(deflater: .zlib, compressionLevel: 1, filter: .up, strategy: .rle)),
        Setting(name: "sub, level 1, RLE", options: PNGEncodingOptions(deflater: .zlib, compressionLevel: 1, filter: .sub, strategy: .rle)),
        Setting(name: "paeth, level 3, RLE", options: PNGEncodingOptions(deflater: .zlib, compressionLevel: 3, filter: .paeth, strategy: .rle)),
        Setting(name: "up, level 6", options: PNGEncodingOptions(deflater: .zlib, compressionLevel: 6, filter: .up, strategy: .default)),
        Setting(name: "adaptive, level 9 (goldens)", options: .smallest),
    ]

    /// Benchmarks every setting on `pixels` (premultiplied RGBA8) and prints a table.
    public static func run(
        pixels: [UInt8], width: Int, height: Int, description: String, repetitions: Int,
        print: (String) -> Void
    ) throws {
        let megabytes = Double(width * height * 4) / 1e6
        print("PNG encoding: \(description), \(width)×\(height) (\(DecimalFormat.fixed(megabytes, decimals: 1)) MB raw), median of \(repetitions)")
        var rows: [(setting: Setting, seconds: Double, bytes: Int)] = []
        for setting in settings where setting.options.deflater.isAvailable {
            var size = 0
            let seconds = try Stopwatch.median(repetitions: repetitions) {
                size = try PNGEncoder.encode(premultipliedRGBA: pixels, width: width, height: height, options: setting.options).count
            }
            rows.append((setting, seconds, size))
        }
        let base = rows[0]
        print(pad("setting", 36) + pad("ms", 9) + pad("MB/s", 9) + pad("KiB", 9) + pad("time×", 8) + "size×")
        for row in rows {
            let marker = row.setting.options == .frameDefault ? "  ← default for frames" : ""
            print(
                pad(row.setting.name, 36) + pad(DecimalFormat.fixed(row.seconds * 1000, decimals: 1), 9)
                    + pad(DecimalFormat.fixed(megabytes / row.seconds, decimals: 0), 9)
                    + pad(String(row.bytes / 1024), 9) + pad(DecimalFormat.fixed(row.seconds / base.seconds, decimals: 2), 8)
                    + DecimalFormat.fixed(Double(row.bytes) / Double(base.bytes), decimals: 2) + marker)
        }
        guard let chosen = rows.first(where: { $0.setting.options == .frameDefault }) else { return }
        print(
            "default for frames (\(PNGEncodingOptions.frameDefault.deflater.libraryDescription)): "
                + "\(DecimalFormat.fixed(base.seconds / chosen.seconds, decimals: 1))× as fast as libpng's defaults, "
                + "\(DecimalFormat.fixed(Double(chosen.bytes) / Double(base.bytes), decimals: 2))× the bytes")
        if let zlibFrames = rows.first(where: { $0.setting.options == .zlibFrames }), chosen.setting.options != .zlibFrames {
            print(
                "default for frames / zlib level 1 (\(PNGDeflater.zlib.libraryDescription)): "
                    + "\(DecimalFormat.fixed(zlibFrames.seconds / chosen.seconds, decimals: 1))× as fast, "
                    + "\(DecimalFormat.fixed(Double(chosen.bytes) / Double(zlibFrames.bytes), decimals: 2))× the bytes")
        }
    }
}

/// `text` left-aligned in a column `width` characters wide (one space after it at the least).
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}
