import Dispatch
import SwipeBench
import XCTest
import SwipeRaster
import SwipeBase

final class DeterminismTests: XCTestCase {
    func frame(phase: Double, cache: ShadowCache?) throws -> Pixmap {
        let canvas = try Canvas(width: 390, height: 844)
        try BenchmarkScene.draw(on: canvas, scale: 1, phase: phase, cache: cache)
        return canvas.pixmap
    }

    func testSameDisplayListTwiceGivesIdenticalBytes() throws {
        let cache = ShadowCache()
        let first = try frame(phase: 0, cache: cache)
        let again = try frame(phase: 0, cache: cache)
        let uncached = try frame(phase: 0, cache: nil)
        XCTAssertEqual(first.bytes, again.bytes)
        XCTAssertEqual(first.bytes, uncached.bytes)
    }

    /// Skipping the pixels later cards replace (`Canvas.occlusion`, the default) draws the same
    /// bytes as drawing every pixel of every shape, with and without shadows, at rest and with
    /// the top card swung (at scale 3 too, where the benchmark runs).
    func testSkippingHiddenPixelsDrawsTheSameBytes() throws {
        for (scale, shadows, phase) in [(1.0, true, 0.0), (1.0, false, 0.0), (1.0, true, 1.0), (1.0, false, 1.0), (3.0, false, 1.0)] {
            var frames: [Pixmap] = []
            for skipping in [true, false] {
                let canvas = try Canvas(width: Int(390 * scale), height: Int(844 * scale))
                try BenchmarkScene.draw(
                    on: canvas, scale: scale, shadows: shadows, phase: phase, cache: ShadowCache(), skippingHiddenPixels: skipping)
                XCTAssertNil(canvas.occlusion, "the scene leaves no occlusion set")
                frames.append(canvas.pixmap)
            }
            XCTAssertTrue(frames[0].bytes == frames[1].bytes, "scale \(scale), shadows \(shadows), phase \(phase)")
        }
    }

    /// The fingerprint printed by the release-built `swipesim bench --stage raster --scale 1`
    /// for its first frame: this debug-built test drawing the same bytes proves debug and
    /// release agree. (Any intended change of drawing changes this value; update it from a
    /// release run of the bench.)
    func testDebugBuildMatchesReleaseFingerprint() throws {
        let pixmap = try frame(phase: 0, cache: ShadowCache())
        XCTAssertEqual(String(BenchmarkScene.fingerprint(pixmap), radix: 16), "8fae43aba2aaff1d")
    }

    func testParallelCanvasesShareCachesAndAgree() throws {
        let cache = ShadowCache()
        let reference = try frame(phase: 0.5, cache: nil)
        var results = [[UInt8]](repeating: [], count: 6)
        let lock = TestMutex()
        DispatchQueue.concurrentPerform(iterations: 6) { i in
            let bytes = (try? self.frame(phase: 0.5, cache: cache).bytes) ?? []
            lock.run { results[i] = bytes }
        }
        for bytes in results { XCTAssertEqual(bytes, reference.bytes) }
    }

    func testNonFiniteInputsThrowInsteadOfTrapping() throws {
        let canvas = try Canvas(width: 20, height: 20)
        var bad = Path()
        bad.move(to: Point(0, 0)); bad.line(to: Point(.nan, 4)); bad.line(to: Point(3, 9))
        XCTAssertThrowsError(try canvas.fill(bad, color: .black))
        let square = Path.rect(Rect(x: 0, y: 0, width: 5, height: 5))
        XCTAssertThrowsError(try canvas.fill(square, color: .black, transform: .translation(x: .infinity, y: 0)))
        XCTAssertThrowsError(try canvas.clip(to: bad))
        // A collapsed (non-invertible) transform draws nothing rather than trapping.
        XCTAssertNoThrow(
            try canvas.fill(
                square,
                paint: .linearGradient(
                    LinearGradient(start: .zero, end: Point(1, 0), colors: [.black, .white])), transform: .scale(x: 0, y: 1)))
        XCTAssertThrowsError(
            try canvas.fill(
                square,
                paint: .linearGradient(
                    LinearGradient(start: .zero, end: Point(1, 0), stops: []))))
        XCTAssertThrowsError(try Color(hex: "#12345"))
        XCTAssertEqual(try Color(hex: "#FF3B30"), Color(red: 255, green: 59, blue: 48, alpha: 255))
        // Huge coordinates are clipped, not overflowed.
        XCTAssertNoThrow(try canvas.fill(.rect(Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)), color: .black))
        XCTAssertEqual(canvas.pixmap.pixel(x: 10, y: 10), 0xFF00_0000)
        var extreme = Path()
        extreme.move(to: Point(-1e308, -1e308)); extreme.line(to: Point(1e308, 5)); extreme.line(to: Point(3, 1e308))
        XCTAssertNoThrow(try canvas.fill(extreme, color: .white))
        XCTAssertNoThrow(try canvas.drawShadow(extreme, sigma: 4))
        XCTAssertNoThrow(try canvas.fill(square, color: .black, transform: .scale(1e300)))
    }
}

/// A tiny mutex for the test's result array.
final class TestMutex: @unchecked Sendable {
    private let lock = Lock()
    func run(_ body: () -> Void) { lock.withLock(body) }
}
