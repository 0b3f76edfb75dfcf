#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SwipeDeck
import SwipeMath
import SwipePNG
import SwipeRaster
import SwipeUI

/// `swipesim bench --stage presets`: every built-in preset's default scene at each scale, beside
/// the floor a frame cannot go under — setting its bytes (a `memset` of a warm buffer, and of a
/// fresh one with its page faults) and deflating them (the frame default, ISA-L level 1).
///
/// Per preset and scale, `frames` frames spread evenly over the scene are simulated once, then
/// drawn `rounds` times on one thread as the renderer draws them (frame buffers given back and
/// reused); each round gives a thread-CPU ms per frame to draw, and the median with the
/// smallest and largest round is printed, with the frames per second of drawing and encoding
/// them on one thread and the ratio to card-stack's draw (the anchor, measured in the same run).
/// Prints figures; never asserts a time.
public enum PresetBench {
    public static let rounds = 5

    public static func run(scales: [Double], frames: Int, print: (String) -> Void) throws {
        let count = max(2, frames)
        print(
            "presets: default scenes, \(count) frames each spread over the scene, drawn \(rounds) times on 1 thread; "
                + "thread-CPU ms per frame to draw, median (min–max of \(rounds) rounds)")
        for scale in scales {
            var anchor: Double?
            var lines: [(name: String, line: String, cpu: Double)] = []
            var floorFrame: Pixmap?
            for definition in PresetCatalog.builtIn {
                var scene = definition.defaultScene
                scene.canvas.scale = scale
                let renderer = try FrameRenderer(scene: scene)
                let total = renderer.frameCount
                let picked = (0..<min(count, total)).map { $0 * (total - 1) / max(1, min(count, total) - 1) }
                let wanted = Set(picked)
                let sample = try renderer.simulate(recording: { wanted.contains($0) }).filter { wanted.contains($0.index) }
                var cpu: [Double] = [], wall: [Double] = []
                // A first round warms the caches (shadow masks, image levels, glyphs) and the buffers.
                for round in 0...rounds {
                    var roundCPU = 0.0, roundWall = 0.0
                    for frame in sample {
                        let watch = Stopwatch()
                        let pixmap = try renderer.draw(frame)
                        roundCPU += watch.elapsedThreadCPUSeconds
                        roundWall += watch.elapsedSeconds
                        if definition.name == PresetCatalog.defaultName && floorFrame == nil { floorFrame = pixmap }
                        renderer.recycle(pixmap)
                    }
                    if round > 0 {
                        cpu.append(roundCPU * 1000 / Double(sample.count))
                        wall.append(roundWall * 1000 / Double(sample.count))
                    }
                }
                var encodeSeconds = 0.0
                for frame in sample {
                    let pixmap = try renderer.draw(frame)
                    let watch = Stopwatch()
                    _ = try PNGEncoder.encode(premultipliedRGBA: pixmap.bytes, width: pixmap.width, height: pixmap.height)
                    encodeSeconds += watch.elapsedSeconds
                    renderer.recycle(pixmap)
                }
                let drawCPU = median(cpu), encodeMs = encodeSeconds * 1000 / Double(sample.count)
                if definition.name == PresetCatalog.defaultName { anchor = drawCPU }
                let rate = 1000 / (median(wall) + encodeMs)
                lines.append(
                    (
                        definition.name,
                        "\(DecimalFormat.fixed(drawCPU, decimals: 2)) ms (\(DecimalFormat.fixed(cpu.min() ?? 0, decimals: 2))–"
                            + "\(DecimalFormat.fixed(cpu.max() ?? 0, decimals: 2))), draw + encode \(DecimalFormat.fixed(rate, decimals: 1)) frames/s",
                        drawCPU
                    ))
            }
            let width = floorFrame?.width ?? 0, height = floorFrame?.height ?? 0
            print("  scale \(DecimalFormat.fixed(scale, decimals: 0)) (\(width)×\(height)):")
            for (name, line, drawCPU) in lines {
                let ratio = anchor.map { " = \(DecimalFormat.fixed(drawCPU / $0, decimals: 2))× \(PresetCatalog.defaultName)" } ?? ""
                print("    \(name.padding(toLength: 13, withPad: " ", startingAt: 0)) \(line)\(ratio)")
            }
            if let floorFrame { try printFloor(floorFrame, anchor: anchor, print: print) }
        }
    }

    /// The floor, timed on `frame` (card-stack's first sampled frame): a `memset` of a warm
    /// frame buffer, one of a fresh buffer (page faults included), and its PNG encoding with
    /// the frame default (ISA-L level 1 when present); medians of `rounds` + 2.
    static func printFloor(_ frame: Pixmap, anchor: Double?, print: (String) -> Void) throws {
        let bytes = frame.bytes.count
        let warm = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer { warm.deallocate() }
        memset(warm, 0, bytes)
        let memsetMs = Stopwatch.median(repetitions: rounds + 2, clock: .threadCPU) { memset(warm, 0x5A, bytes) } * 1000
        let freshMs =
            Stopwatch.median(repetitions: rounds + 2, clock: .threadCPU) {
                // New anonymous pages, as a frame-sized allocation gets them: each one faults in.
                guard let fresh = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
                    fresh != MAP_FAILED
                else { return }
                memset(fresh, 0x5A, bytes)
                munmap(fresh, bytes)
            } * 1000
        let deflater = PNGEncodingOptions.frameDefault.deflater.libraryDescription
        let deflateMs =
            try Stopwatch.median(repetitions: rounds + 2, clock: .threadCPU) {
                _ = try PNGEncoder.encode(premultipliedRGBA: frame.bytes, width: frame.width, height: frame.height)
            } * 1000
        func against(_ ms: Double) -> String {
            anchor.map { "; \(PresetCatalog.defaultName)'s draw = \(DecimalFormat.fixed($0 / ms, decimals: 1))× it" } ?? ""
        }
        print(
            "    floor: memset of a frame \(DecimalFormat.fixed(memsetMs, decimals: 2)) ms warm\(against(memsetMs)), "
                + "\(DecimalFormat.fixed(freshMs, decimals: 2)) ms into a fresh buffer (page faults)")
        print("    floor: PNG of a frame (\(deflater) level 1) \(DecimalFormat.fixed(deflateMs, decimals: 2)) ms\(against(deflateMs))")
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
