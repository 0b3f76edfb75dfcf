#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwipeDeck
import SwipeMath
import SwipePNG
import SwipeRaster

/// `swipesim bench --stage pipeline`: the default scene end to end — milliseconds per frame to
/// simulate, draw and encode, frames per second with 1 and 2 threads, and peak memory.
public enum PipelineBench {
    public static func run(scale: Double, frames: Int, print: (String) -> Void) throws {
        guard var scene = PresetCatalog.preset(named: PresetCatalog.defaultName)?.defaultScene else {
            throw BenchError("pipeline bench: the default preset '\(PresetCatalog.defaultName)' is missing")
        }
        scene.canvas.scale = scale
        let renderer = try SceneRenderer(scene: scene)
        let total = renderer.simulation.frameCount
        let count = min(frames, total)
        print("pipeline: default scene (\(scene.preset)) at \(scene.canvas.pixelWidth)×\(scene.canvas.pixelHeight), \(total) frames in all, \(count) measured")

        var simulated: [SimulatedFrame] = []
        let simulateSeconds = try Stopwatch.median(repetitions: 3) { simulated = try renderer.simulation.run() }
        print("  simulate: \(DecimalFormat.fixed(simulateSeconds * 1000 / Double(total), decimals: 3)) ms per frame (\(DecimalFormat.fixed(simulateSeconds * 1000, decimals: 1)) ms for all \(total))")

        // Each frame is drawn, encoded and dropped before the next, as the renderer's workers do.
        let sample = (0..<count).map { simulated[$0 * (total - 1) / max(1, count - 1)] }
        var drawSeconds = 0.0, encodeSeconds = 0.0, bytes = 0
        for frame in sample {
            let drawWatch = Stopwatch()
            let pixmap = try renderer.draw(frame)
            drawSeconds += drawWatch.elapsedSeconds
            let encodeWatch = Stopwatch()
            bytes += try PNGEncoder.encode(premultipliedRGBA: pixmap.bytes, width: pixmap.width, height: pixmap.height).count
            encodeSeconds += encodeWatch.elapsedSeconds
        }
        let drawMs = drawSeconds * 1000 / Double(count), encodeMs = encodeSeconds * 1000 / Double(count)
        print("  draw:     \(DecimalFormat.fixed(drawMs, decimals: 1)) ms per frame")
        print("  encode:   \(DecimalFormat.fixed(encodeMs, decimals: 1)) ms per frame (\(bytes / count / 1024) KiB a frame, PNG frame default)")
        print("  draw / encode: \(DecimalFormat.fixed(drawMs / encodeMs, decimals: 2))")

        let folder = "/tmp/swipesim-bench-\(getpid())"
        defer { removeFolder(folder) }
        let selection = try FrameSelection(sample.map { String($0.index) }.joined(separator: ","))
        var rates: [Double] = []
        for threads in [1, 2] {
            let watch = Stopwatch()
            _ = try FolderRender(outputDirectory: folder, selection: selection, threads: threads).render(renderer)
            let rate = Double(count) / watch.elapsedSeconds
            rates.append(rate)
            print("  end to end, \(threads) thread\(threads == 1 ? "" : "s"): \(DecimalFormat.fixed(rate, decimals: 1)) frames/s")
        }
        print("  2 threads / 1 thread: \(DecimalFormat.fixed(rates[1] / rates[0], decimals: 2))×")
        print("  peak memory (VmHWM): \(peakResidentKiB().map { "\($0 / 1024) MiB" } ?? "unknown")")
    }

    /// The process's peak resident set size from /proc (Linux); nil elsewhere.
    static func peakResidentKiB() -> Int? {
        guard let text = try? FileIO.readBytes(at: "/proc/self/status") else { return nil }
        for line in String(decoding: text, as: UTF8.self).split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.dropFirst(6).filter { $0.isNumber })
        }
        return nil
    }

    private static func removeFolder(_ path: String) {
        for name in (try? FileIO.contentsOfDirectory(path)) ?? [] { FileIO.removeFile(path + "/" + name) }
        rmdir(path)
    }
}
