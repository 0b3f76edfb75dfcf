import SwipeMath
import SwipeRaster

/// `swipesim bench --stage raster`: milliseconds to draw the standard card-stack frame
/// (`BenchmarkScene`) at 390 × 844 pt × `scale`, with and without shadows.
///
/// The shadow cache is shared across frames as in a real render, so the first frame (which
/// blurs the masks) is reported separately. Prints figures; never asserts a time.
public enum RasterBench {
    public static func run(scale: Double, frames: Int = 20, print: (String) -> Void) throws {
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw BenchError("raster bench: --scale \(scale) is out of range; use 0 < scale ≤ 8")
        }
        let width = Int((BenchmarkScene.size.width * scale).rounded())
        let height = Int((BenchmarkScene.size.height * scale).rounded())
        let count = max(1, frames)
        let cache = ShadowCache()
        let canvas = try Canvas(width: width, height: height)

        func drawOnce(shadows: Bool, phase: Double) throws -> Double {
            canvas.clear(.clear)
            let watch = Stopwatch()
            try BenchmarkScene.draw(on: canvas, scale: scale, shadows: shadows, phase: phase, cache: cache)
            return watch.elapsedSeconds * 1000
        }

        let first = try drawOnce(shadows: true, phase: 0)
        let fingerprint = BenchmarkScene.fingerprint(canvas.pixmap)
        var withShadows: [Double] = []
        var withoutShadows: [Double] = []
        for i in 0..<count {
            // The phase changes the top card's angle and position, never its local shape, so
            // the cached shadow masks are reused as in an animation.
            withShadows.append(try drawOnce(shadows: true, phase: Double(i % 2)))
            withoutShadows.append(try drawOnce(shadows: false, phase: Double(i % 2)))
        }
        print("raster: standard card-stack frame \(width)×\(height) (scale \(DecimalFormat.fixed(scale, decimals: 2))), \(count) frames")
        print("  with shadows:    median \(DecimalFormat.fixed(median(withShadows), decimals: 2)) ms, min \(DecimalFormat.fixed(withShadows.min()!, decimals: 2)) ms")
        print("  without shadows: median \(DecimalFormat.fixed(median(withoutShadows), decimals: 2)) ms, min \(DecimalFormat.fixed(withoutShadows.min()!, decimals: 2)) ms")
        print("  first frame (blurs the shadow masks): \(DecimalFormat.fixed(first, decimals: 2)) ms")
        if width == 1170 && height == 2532 {
            // Skia's CPU backend on a comparable frame, measured on this kind of machine through
            // skia-python 144.1 (REFERENCES.md); the goal is under a quarter of its time.
            let skiaWith = 228.0, skiaWithout = 134.0
            print(
                "  vs Skia CPU (REFERENCES.md: \(DecimalFormat.fixed(skiaWith, decimals: 2)) ms with blur shadows, \(DecimalFormat.fixed(skiaWithout, decimals: 2)) ms without): "
                    + "\(DecimalFormat.fixed(skiaWith / median(withShadows), decimals: 2))× and \(DecimalFormat.fixed(skiaWithout / median(withoutShadows), decimals: 2))× faster")
        }
        print("  frame fingerprint (FNV-1a of the pixels): \(String(fingerprint, radix: 16))")
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
