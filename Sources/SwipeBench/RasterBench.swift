import SwipeMath
import SwipeRaster

/// `swipesim bench --stage raster`: milliseconds to draw the standard card-stack frame
/// (`BenchmarkScene`) at 390 × 844 pt × `scale`, with and without shadows.
///
/// The shadow cache is shared across frames as in a real render, so the first frame (which
/// blurs the masks) is reported separately; the canvas is new for every frame, as in a render,
/// drawing into the same cleared pixels. Prints figures; never asserts a time.
public enum RasterBench {
    public static func run(scale: Double, frames: Int = 20, print: (String) -> Void) throws {
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw BenchError("raster bench: --scale \(scale) is out of range; use 0 < scale ≤ 8")
        }
        let width = Int((BenchmarkScene.size.width * scale).rounded())
        let height = Int((BenchmarkScene.size.height * scale).rounded())
        let count = max(1, frames)
        let cache = ShadowCache()
        // Each frame is drawn by a new canvas, as the renderer draws it (nothing a canvas
        // remembers, such as the opaque rows of recent shapes, carries over to the next frame),
        // into the same pixels cleared, as the Skia anchor reuses and clears its surface.
        var canvas = try Canvas(width: width, height: height)
        let placeholder = try Pixmap(width: 1, height: 1)

        /// Wall and thread-CPU milliseconds of one draw.
        func drawOnce(shadows: Bool, phase: Double, skippingHidden: Bool = true) throws -> (wall: Double, cpu: Double) {
            let pixels = canvas.pixmap
            canvas = Canvas(pixmap: placeholder)  // the last reference to the pixels is `pixels`
            canvas = Canvas(pixmap: consume pixels)
            canvas.clear(.clear)
            let watch = Stopwatch()
            try BenchmarkScene.draw(
                on: canvas, scale: scale, shadows: shadows, phase: phase, cache: cache, skippingHiddenPixels: skippingHidden)
            return (watch.elapsedSeconds * 1000, watch.elapsedThreadCPUSeconds * 1000)
        }

        let first = try drawOnce(shadows: true, phase: 0)
        let fingerprint = BenchmarkScene.fingerprint(canvas.pixmap)
        var withShadows: [(wall: Double, cpu: Double)] = []
        var withoutShadows: [(wall: Double, cpu: Double)] = []
        var everyPixel: [(wall: Double, cpu: Double)] = []
        for i in 0..<count {
            // The phase changes the top card's angle and position, never its local shape, so
            // the cached shadow masks are reused as in an animation.
            withShadows.append(try drawOnce(shadows: true, phase: Double(i % 2)))
            withoutShadows.append(try drawOnce(shadows: false, phase: Double(i % 2)))
            everyPixel.append(try drawOnce(shadows: false, phase: Double(i % 2), skippingHidden: false))
        }
        func summary(_ times: [(wall: Double, cpu: Double)]) -> String {
            "median \(DecimalFormat.fixed(median(times.map(\.wall)), decimals: 2)) ms, min \(DecimalFormat.fixed(times.map(\.wall).min()!, decimals: 2)) ms, "
                + "thread CPU median \(DecimalFormat.fixed(median(times.map(\.cpu)), decimals: 2)) ms"
        }
        print("raster: standard card-stack frame \(width)×\(height) (scale \(DecimalFormat.fixed(scale, decimals: 2))), \(count) frames")
        print("  with shadows:    \(summary(withShadows))")
        print("  without shadows: \(summary(withoutShadows))")
        print("  without shadows, every pixel drawn: \(summary(everyPixel))")
        print("  first frame (blurs the shadow masks): \(DecimalFormat.fixed(first.wall, decimals: 2)) ms")
        // Skia drawing the same frame needs Python and skia-python: scripts/bench-anchors runs
        // it beside this stage and prints the ratios (docs/performance.md, "Speed").
        print("  frame fingerprint (FNV-1a of the pixels): \(String(fingerprint, radix: 16))")
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
