#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwipeDeck
import SwipePNG
import SwipeRaster

/// `swipesim bench --stage pipeline`: the default scene end to end — milliseconds per frame to
/// simulate, draw and encode, frames per second with 1 and 2 threads, and peak memory.
enum PipelineBench {
    static func run(scale: Double, frames: Int, context: CommandContext) throws {
        var scene = try SceneLoading.preset(named: PresetCatalog.defaultName, spec: BenchCommand.spec).defaultScene
        scene.canvas.scale = scale
        let renderer = try SceneRenderer(scene: scene)
        let total = renderer.simulation.frameCount
        let count = min(frames, total)
        context.print("pipeline: default scene (\(scene.preset)) at \(scene.canvas.pixelWidth)×\(scene.canvas.pixelHeight), \(total) frames in all, \(count) measured")

        var simulated: [SimulatedFrame] = []
        let simulateSeconds = try Stopwatch.median(repetitions: 3) { simulated = try renderer.simulation.run() }
        context.print("  simulate: \(format(simulateSeconds * 1000 / Double(total), 3)) ms per frame (\(format(simulateSeconds * 1000, 1)) ms for all \(total))")

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
        context.print("  draw:     \(format(drawMs, 1)) ms per frame")
        context.print("  encode:   \(format(encodeMs, 1)) ms per frame (\(bytes / count / 1024) KiB a frame, PNG frame default)")
        context.print("  draw / encode: \(format(drawMs / encodeMs, 2))")

        let folder = "/tmp/swipesim-bench-\(getpid())"
        defer { removeFolder(folder) }
        let selection = try FrameSelection(sample.map { String($0.index) }.joined(separator: ","))
        var rates: [Double] = []
        for threads in [1, 2] {
            let watch = Stopwatch()
            _ = try FolderRender(outputDirectory: folder, selection: selection, threads: threads).render(renderer)
            let rate = Double(count) / watch.elapsedSeconds
            rates.append(rate)
            context.print("  end to end, \(threads) thread\(threads == 1 ? "" : "s"): \(format(rate, 1)) frames/s")
        }
        context.print("  2 threads / 1 thread: \(format(rates[1] / rates[0], 2))×")
        context.print("  peak memory (VmHWM): \(peakResidentKiB().map { "\($0 / 1024) MiB" } ?? "unknown")")
    }

    /// The process's peak resident set size from /proc (Linux); nil elsewhere.
    static func peakResidentKiB() -> Int? {
        guard let text = try? FileIO.readBytes(at: "/proc/self/status", maximumBytes: 1 << 20) else { return nil }
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
