import SwipeDeck
import SwipeRaster
import SwipeShare
import SwipeBase

/// `render`'s sharing outputs: `--apng`, `--gif`, `--mp4`, `--webm`, with `--loop` and `--speed`.
///
/// Every option is checked before any frame is drawn: the paths before the command starts,
/// like every output (`output: .file`, `OutputPath`: a FIFO, device, symlink or folder in the
/// way, or a missing folder, is refused), then ffmpeg on PATH and sizes;
/// then the selected frames are drawn in order, a few at a time (memory stays flat), and each
/// drawn frame goes to every requested encoder; files appear only when all of them succeeded.
struct ShareOutputs {
    static let options: [OptionSpec] = [
        OptionSpec("apng", value: "FILE", help: "also write an animated PNG (exact delays, changed rectangles only)", output: .file),
        OptionSpec("gif", value: "FILE", help: "also write a GIF (giflib, libimagequant palettes)", output: .file),
        OptionSpec("mp4", value: "FILE", help: "also write an H.264 MP4 (needs ffmpeg on PATH)", output: .file),
        OptionSpec("webm", value: "FILE", help: "also write a VP9 WebM (needs ffmpeg on PATH)", output: .file),
        OptionSpec("loop", value: "N", help: "plays of an APNG/GIF, 0 forever (default); a video repeats N times"),
        OptionSpec("speed", value: "F", help: "playback speed of the shared files, 0.01...10 (0.25: four times slower)"),
    ]

    /// The requested files by format, in a fixed order.
    var apng: String?, gif: String?, mp4: String?, webm: String?
    var plays: Int?
    var speed: Fraction

    var isEmpty: Bool { [apng, gif, mp4, webm].allSatisfy { $0 == nil } }

    init(_ arguments: ParsedArguments, spec: CommandSpec) throws {
        apng = arguments.string("apng")
        gif = arguments.string("gif")
        mp4 = arguments.string("mp4")
        webm = arguments.string("webm")
        plays = try arguments.int("loop", in: 0...65535)
        if let text = arguments.string("speed") {
            guard let value = Fraction(decimal: text), PlaybackClock.speedRange.contains(value) else {
                throw UsageError(
                    "--speed must be a decimal number from 0.01 to 10 (1 is real time, 0.25 four times slower); got '\(EchoText.clip(text))'", spec: spec)
            }
            speed = value
        } else {
            speed = Fraction(1, 1)
        }
        if isEmpty && (plays != nil || arguments.string("speed") != nil) {
            throw UsageError("--loop and --speed apply to --apng, --gif, --mp4 and --webm; give one of them", spec: spec)
        }
        let paths = [apng, gif, mp4, webm].compactMap { $0 }
        if Set(paths).count != paths.count { throw UsageError("each of --apng, --gif, --mp4 and --webm needs its own file", spec: spec) }
    }

    /// Creates the encoders after checking everything that can be checked before drawing.
    func makeEncoders(scene: Scene, indices: [Int], environment: [String: String]) throws -> [AnimationEncoder] {
        let clock = try PlaybackClock(fps: scene.fps, speed: speed)
        var encoders: [AnimationEncoder] = []
        if let apng { encoders.append(try APNGEncoder(path: apng, clock: clock, plays: plays ?? 0)) }
        if let gif {
            try GIFEncoder.checkSize(width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight)
            encoders.append(try GIFEncoder(path: gif, clock: clock, plays: plays ?? 0))
        }
        let videos = [(mp4, VideoEncoder.Codec.mp4), (webm, .webm)].compactMap { path, codec in path.map { ($0, codec) } }
        if !videos.isEmpty {
            let ffmpeg = try VideoEncoder.findFFmpeg(searchPath: environment["PATH"])
            for (path, codec) in videos {
                encoders.append(
                    try VideoEncoder(
                        path: path, codec: codec, clock: clock, step: Self.step(indices),
                        plays: plays ?? 1, ffmpeg: ffmpeg))
            }
        }
        return encoders
    }

    /// Prints one line per shared file written.
    static func report(_ encoders: [AnimationEncoder], _ summaries: [AnimationSummary], frames: Int, context: CommandContext) {
        for (encoder, summary) in zip(encoders, summaries) {
            context.print("wrote \(encoder.formatName) \(summary.path) (\(summary.storedFrames) frame(s) from \(frames), \(summary.bytes / 1024) KiB)")
        }
    }

    /// The greatest common divisor of the gaps between selected frames (1 for one frame).
    static func step(_ indices: [Int]) -> Int {
        var divisor = 0
        for (a, b) in zip(indices, indices.dropFirst()) {
            var (x, y) = (divisor, b - a)
            while y != 0 { (x, y) = (y, x % y) }
            divisor = x
        }
        return max(divisor, 1)
    }
}
