import SwipePNG

/// `swipesim bench --stage png`: encode speed and size of libpng settings on one frame.
///
/// Prints, per setting, milliseconds per encode (median), throughput in MB/s of raw RGBA, the
/// encoded size, and both as ratios against libpng's own defaults, so the choice of
/// `PNGEncodingOptions.frameDefault` can be re-checked on any machine.
enum PNGBench {
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
    static func run(pixels: [UInt8], width: Int, height: Int, description: String, repetitions: Int,
                    context: CommandContext) throws {
        let megabytes = Double(width * height * 4) / 1e6
        context.print("PNG encoding: \(description), \(width)×\(height) (\(format(megabytes, 1)) MB raw), median of \(repetitions)")
        var rows: [(setting: Setting, seconds: Double, bytes: Int)] = []
        for setting in settings where setting.options.deflater.isAvailable {
            var size = 0
            let seconds = try Stopwatch.median(repetitions: repetitions) {
                size = try PNGEncoder.encode(premultipliedRGBA: pixels, width: width, height: height, options: setting.options).count
            }
            rows.append((setting, seconds, size))
        }
        let base = rows[0]
        context.print(pad("setting", 36) + pad("ms", 9) + pad("MB/s", 9) + pad("KiB", 9) + pad("time×", 8) + "size×")
        for row in rows {
            let marker = row.setting.options == .frameDefault ? "  ← default for frames" : ""
            context.print(
                pad(row.setting.name, 36) + pad(format(row.seconds * 1000, 1), 9) + pad(format(megabytes / row.seconds, 0), 9)
                    + pad(String(row.bytes / 1024), 9) + pad(format(row.seconds / base.seconds, 2), 8)
                    + format(Double(row.bytes) / Double(base.bytes), 2) + marker)
        }
        guard let chosen = rows.first(where: { $0.setting.options == .frameDefault }) else { return }
        context.print("default for frames (\(PNGEncodingOptions.frameDefault.deflater.libraryDescription)): "
                      + "\(format(base.seconds / chosen.seconds, 1))× as fast as libpng's defaults, "
                      + "\(format(Double(chosen.bytes) / Double(base.bytes), 2))× the bytes")
        if let zlibFrames = rows.first(where: { $0.setting.options == .zlibFrames }), chosen.setting.options != .zlibFrames {
            context.print("default for frames / zlib level 1 (\(PNGDeflater.zlib.libraryDescription)): "
                          + "\(format(zlibFrames.seconds / chosen.seconds, 1))× as fast, "
                          + "\(format(Double(chosen.bytes) / Double(zlibFrames.bytes), 2))× the bytes")
        }
    }
}

/// Fixed-point formatting without Foundation's locale-dependent formatters.
func format(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
    if decimals > 0 {
        let digits = String(fraction)
        text += "." + String(repeating: "0", count: decimals - digits.count) + digits
    }
    return text
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}
