#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SwipeMath
import SwipeDeck
import SwipePNG
import SwipeRaster
import SwipeUI
import SwipeBase

/// `swipesim bench --stage pipeline`: the default scene end to end — milliseconds per frame to
/// simulate, draw and encode, frames per second with 1 and 2 threads, and peak memory.
public enum PipelineBench {
    public static func run(scale: Double, frames: Int, print: (String) -> Void) throws {
        guard var scene = PresetCatalog.preset(named: PresetCatalog.defaultName)?.defaultScene else {
            throw BenchError("pipeline bench: the default preset '\(PresetCatalog.defaultName)' is missing")
        }
        scene.canvas.scale = scale
        let renderer = try FrameRenderer(scene: scene)
        let total = renderer.frameCount
        let count = min(frames, total)
        print("pipeline: default scene (\(scene.preset)) at \(scene.canvas.pixelWidth)×\(scene.canvas.pixelHeight), \(total) frames in all, \(count) measured")

        let simulateSeconds = try Stopwatch.median(repetitions: 3) { _ = try renderer.simulate() }
        print(
            "  simulate: \(DecimalFormat.fixed(simulateSeconds * 1000 / Double(total), decimals: 3)) ms per frame (\(DecimalFormat.fixed(simulateSeconds * 1000, decimals: 1)) ms for all \(total))"
        )

        // Each frame is drawn, encoded and dropped before the next, as the renderer's workers do.
        // The measured frames with what they draw recorded (as the renderer's frame source hands them out).
        let picked = (0..<count).map { $0 * (total - 1) / max(1, count - 1) }
        let wanted = Set(picked)
        let recorded = try renderer.simulate(recording: { wanted.contains($0) })
        let sample = picked.map { recorded[$0] }
        var drawSeconds = 0.0, drawCPUSeconds = 0.0, encodeSeconds = 0.0, zlibSeconds = 0.0, bytes = 0, zlibBytes = 0
        for frame in sample {
            let drawWatch = Stopwatch()
            let pixmap = try renderer.draw(frame)
            drawSeconds += drawWatch.elapsedSeconds
            drawCPUSeconds += drawWatch.elapsedThreadCPUSeconds
            let encodeWatch = Stopwatch()
            bytes += try PNGEncoder.encode(premultipliedRGBA: pixmap.bytes, width: pixmap.width, height: pixmap.height).count
            encodeSeconds += encodeWatch.elapsedSeconds
            let zlibWatch = Stopwatch()
            zlibBytes += try PNGEncoder.encode(
                premultipliedRGBA: pixmap.bytes, width: pixmap.width, height: pixmap.height,
                options: .zlibFrames
            ).count
            zlibSeconds += zlibWatch.elapsedSeconds
        }
        let drawMs = drawSeconds * 1000 / Double(count), encodeMs = encodeSeconds * 1000 / Double(count)
        let deflater = PNGEncodingOptions.frameDefault.deflater.libraryDescription
        print("  draw:     \(DecimalFormat.fixed(drawMs, decimals: 1)) ms per frame")
        // SwipeUI's share, both on the calling thread's CPU clock (a busy machine's other
        // processes do not count): body evaluation, layout, diff and animators per output frame
        // against drawing one.
        let simulateCPU = try Stopwatch.median(repetitions: 3, clock: .threadCPU) { _ = try renderer.simulate() }
        let swipeUIMs = simulateCPU * 1000 / Double(total), drawCPUMs = drawCPUSeconds * 1000 / Double(count)
        print(
            "  SwipeUI (body evaluation, layout, diff, animators), thread CPU: \(DecimalFormat.fixed(swipeUIMs, decimals: 3)) ms per frame, "
                + "\(DecimalFormat.fixed(100 * swipeUIMs / drawCPUMs, decimals: 1)) % of drawing a frame (\(DecimalFormat.fixed(drawCPUMs, decimals: 2)) ms)")
        print(
            "  encode:   \(DecimalFormat.fixed(encodeMs, decimals: 1)) ms per frame (\(bytes / count / 1024) KiB a frame, PNG frame default: \(deflater) level 1)"
        )
        print(
            "  encode with zlib level 1 (the anchor): \(DecimalFormat.fixed(zlibSeconds * 1000 / Double(count), decimals: 1)) ms per frame "
                + "(\(zlibBytes / count / 1024) KiB); frame default \(DecimalFormat.fixed(zlibSeconds / encodeSeconds, decimals: 2))× as fast")
        print("  draw / encode: \(DecimalFormat.fixed(drawMs / encodeMs, decimals: 2))")

        let folder = "/tmp/swipesim-bench-\(getpid())"
        defer { removeFolder(folder) }
        let selection = try FrameSelection(sample.map { String($0.index) }.joined(separator: ","))
        func framesPerSecond(_ job: FolderRender, _ renderer: FrameRenderer, frames: Int) throws -> Double {
            let watch = Stopwatch()
            _ = try job.render(renderer)
            return Double(frames) / watch.elapsedSeconds
        }
        var rates: [Double] = []
        for threads in [1, 2] {
            let rate = try framesPerSecond(FolderRender(outputDirectory: folder, selection: selection, threads: threads), renderer, frames: count)
            rates.append(rate)
            print("  end to end, \(threads) thread\(threads == 1 ? "" : "s"): \(DecimalFormat.fixed(rate, decimals: 1)) frames/s")
        }
        print("  2 threads / 1 thread: \(DecimalFormat.fixed(rates[1] / rates[0], decimals: 2))×")

        // The anchor in the same run: zlib level 1 and every frame drawn and encoded (the
        // pipeline before ISA-L and frame reuse), alternated with the default three times.
        var anchor = FolderRender(outputDirectory: folder, selection: selection, threads: 2, pngOptions: .zlibFrames)
        anchor.reusesRepeatedFrames = false
        var current: [Double] = [], anchored: [Double] = []
        for _ in 0..<3 {
            current.append(try framesPerSecond(FolderRender(outputDirectory: folder, selection: selection, threads: 2), renderer, frames: count))
            anchored.append(try framesPerSecond(anchor, renderer, frames: count))
        }
        let currentRate = median(current), anchorRate = median(anchored)
        print(
            "  end to end, 2 threads, zlib level 1 and no frame reuse (the anchor): \(DecimalFormat.fixed(anchorRate, decimals: 1)) frames/s; "
                + "default \(DecimalFormat.fixed(currentRate / anchorRate, decimals: 2))× (medians of 3, alternated)")

        try restingFrames(scene: scene, sampleCount: count, folder: folder, print: print)
        print("  peak memory (VmHWM): \(peakResidentKiB().map { "\($0 / 1024) MiB" } ?? "unknown")")
    }

    /// The default scene followed by 5 s at rest: milliseconds per frame for moving frames
    /// (sampled from the script) and for the frames at rest (all of the last 5 s), 2 threads.
    static func restingFrames(scene: Scene, sampleCount: Int, folder: String, print: (String) -> Void) throws {
        var resting = scene
        resting.script.append(.wait(5))
        let renderer = try FrameRenderer(scene: resting)
        let total = renderer.frameCount
        let restCount = 5 * resting.fps
        let movingEnd = total - restCount
        let moving = (0..<sampleCount).map { $0 * (movingEnd - 1) / max(1, sampleCount - 1) }
        let movingWatch = Stopwatch()
        _ = try FolderRender(
            outputDirectory: folder, selection: try FrameSelection(moving.map(String.init).joined(separator: ",")),
            threads: 2
        ).render(renderer)
        let movingMs = movingWatch.elapsedSeconds * 1000 / Double(moving.count)
        let restWatch = Stopwatch()
        let summary = try FolderRender(outputDirectory: folder, selection: try FrameSelection("\(movingEnd):"), threads: 2).render(renderer)
        let restMs = restWatch.elapsedSeconds * 1000 / Double(restCount)
        print(
            "  a scene ending in 5 s at rest, 2 threads: moving frames \(DecimalFormat.fixed(movingMs, decimals: 2)) ms each, "
                + "resting frames \(DecimalFormat.fixed(restMs, decimals: 2)) ms each (\(summary.reusedFrames) of \(restCount) reused): "
                + "\(DecimalFormat.fixed(movingMs / restMs, decimals: 1))× as fast")
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
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
