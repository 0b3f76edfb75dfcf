#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SwipeDeck
import SwipeMath
import SwipePNG
import SwipeRaster
import SwipeShare
import SwipeUI
import SwipeBase

/// `swipesim bench --stage share`: size, time and colour error of the shared formats for the
/// whole default scene, side by side with the anchor that does the same drawing and writes the
/// PNG frames. GIF settings are compared here (dithering, palette size), which is how
/// `GIFEncoder.defaultDitheringLevel` and `defaultRedrawTolerance` were chosen.
public enum ShareBench {
    struct Variant {
        var name: String
        var make: (_ folder: String, _ clock: PlaybackClock, _ ffmpeg: String?) throws -> AnimationEncoder?
    }

    static let variants: [Variant] = [
        apng("APNG (adaptive, level 9)", .smallest),
        apng("APNG (adaptive, level 6)", .libpngDefault),
        apng("APNG (up, level 6)", PNGEncodingOptions(deflater: .zlib, compressionLevel: 6, filter: .up, strategy: .default)),
        apng("APNG (none, level 1)", .frameDefault),
        gif(dithering: 1, tolerance: 0),
        gif(dithering: 1, tolerance: 4),
        gif(dithering: 1, tolerance: 6),
        gif(dithering: 1, tolerance: 8),
        gif(dithering: 1, tolerance: 12),
        gif(dithering: 0.5, tolerance: 6),
        gif(dithering: 0, tolerance: 6),
        Variant(name: "MP4 (H.264, ffmpeg)") { folder, clock, ffmpeg in
            try ffmpeg.map { try VideoEncoder(path: folder + "/v.mp4", codec: .mp4, clock: clock, ffmpeg: $0) }
        },
        Variant(name: "WebM (VP9, ffmpeg)") { folder, clock, ffmpeg in
            try ffmpeg.map { try VideoEncoder(path: folder + "/v.webm", codec: .webm, clock: clock, ffmpeg: $0) }
        },
    ]

    static func apng(_ name: String, _ options: PNGEncodingOptions) -> Variant {
        Variant(name: name) { folder, clock, _ in try APNGEncoder(path: folder + "/a.png", clock: clock, pngOptions: options) }
    }

    static func gif(dithering: Float, tolerance: Int) -> Variant {
        let marker = dithering == GIFEncoder.defaultDitheringLevel && tolerance == GIFEncoder.defaultRedrawTolerance ? " (default)" : ""
        return Variant(name: "GIF, dither \(dithering), tolerance \(tolerance)\(marker)") { folder, clock, _ in
            let encoder = try GIFEncoder(path: folder + "/a.gif", clock: clock, ditheringLevel: dithering, redrawTolerance: tolerance)
            encoder.measuresColorError = true
            return encoder
        }
    }

    /// `searchPath`: the PATH to look for ffmpeg in (nil: video variants are skipped).
    /// Each variant's frames are drawn into its encoder as `swipesim render --apng/--gif/--mp4`
    /// draws them (`FrameRenderer.encode`, one thread), so the figures are those of the command.
    public static func run(
        scale: Double, searchPath: String?,
        print: (String) -> Void
    ) throws {
        guard var scene = PresetCatalog.preset(named: PresetCatalog.defaultName)?.defaultScene else {
            throw BenchError("share bench: the default preset '\(PresetCatalog.defaultName)' is missing")
        }
        scene.canvas.scale = scale
        let renderer = try FrameRenderer(scene: scene)
        let indices = Array(0..<renderer.frameCount)
        let clock = try PlaybackClock(fps: scene.fps)
        let ffmpeg = try? VideoEncoder.findFFmpeg(searchPath: searchPath)
        var template = Array("/tmp/swipesim-share-bench-XXXXXX".utf8CString)
        guard let created = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw BenchError("cannot create a temporary folder under /tmp")
        }
        let folder = String(cString: created)
        defer {
            for name in (try? FileIO.contentsOfDirectory(folder)) ?? [] { FileIO.removeFile(folder + "/" + name) }
            rmdir(folder)
        }
        print(
            "Sharing the default scene: \(indices.count) frames of \(scene.canvas.pixelWidth)×\(scene.canvas.pixelHeight) at \(scene.fps) fps, one run each (drawing included)"
        )

        // The anchor: the same drawing, each frame written as a PNG at the frame default.
        var pngBytes = 0
        let anchorWatch = Stopwatch()
        for start in stride(from: 0, to: indices.count, by: 4) {
            for (_, pixmap) in try renderer.pixmaps(Array(indices[start..<min(indices.count, start + 4)])) {
                pngBytes += try PNGEncoder.encode(premultipliedRGBA: pixmap.bytes, width: pixmap.width, height: pixmap.height).count
            }
        }
        let anchorSeconds = anchorWatch.elapsedSeconds
        print(pad("output", 40) + pad("s", 8) + pad("KiB", 9) + pad("time×", 8) + pad("size×", 8) + "colour error (mean / max)")
        print(
            pad("PNG frames (anchor)", 40) + pad(DecimalFormat.fixed(anchorSeconds, decimals: 2), 8) + pad(String(pngBytes / 1024), 9)
                + pad("1.00", 8) + pad("1.00", 8) + "0 / 0")
        for variant in variants {
            guard let encoder = try variant.make(folder, clock, ffmpeg) else {
                print(pad(variant.name, 40) + "skipped: no ffmpeg on PATH")
                continue
            }
            let watch = Stopwatch()
            let summary = try renderer.encode(indices, to: [encoder], threads: 1)[0]
            let seconds = watch.elapsedSeconds
            let error =
                (encoder as? GIFEncoder).map { "\(DecimalFormat.fixed($0.colorError.mean, decimals: 2)) / \($0.colorError.maximum)" }
                ?? (encoder is APNGEncoder ? "0 / 0 (lossless)" : "lossy (YUV 4:2:0)")
            print(
                pad(variant.name, 40) + pad(DecimalFormat.fixed(seconds, decimals: 2), 8) + pad(String(summary.bytes / 1024), 9)
                    + pad(DecimalFormat.fixed(seconds / anchorSeconds, decimals: 2), 8)
                    + pad(DecimalFormat.fixed(Double(summary.bytes) / Double(pngBytes), decimals: 3), 8)
                    + error)
        }
    }
}
