import SwipeRaster
import SwipeBase

/// Streams rendered frames into an MP4 (H.264) or WebM (VP9) through `ffmpeg`, a subprocess
/// found on PATH; there is no video encoder of ours.
///
/// - Frames are piped as raw RGB (partly transparent pixels shown over white; video has no
///   alpha) at a constant rate of fps × speed / step frames a second, given to ffmpeg as an
///   exact fraction, where `step` is the greatest common divisor of the gaps between the
///   selected frames: a frame selected after a longer gap is repeated, so every frame is on
///   screen for its exact time.
/// - yuv420p (every player's format) needs even sides: an odd side gets one white row or column.
/// - ffmpeg writes to a temporary name beside the destination; the file is renamed into place
///   only when ffmpeg succeeded. `--loop N` repeats the clip N times in the file by a second,
///   copying ffmpeg pass (MP4 and WebM have no loop flag; players loop on their own).
/// - x264 and libvpx are deterministic for the same input and settings.
public final class VideoEncoder: AnimationEncoder {
    public enum Codec: String, Sendable {
        case mp4, webm

        var ffmpegArguments: [String] {
            switch self {
            case .mp4:
                return [
                    "-c:v", "libx264", "-preset", "medium", "-crf", "18", "-pix_fmt", "yuv420p",
                    "-movflags", "+faststart", "-f", "mp4",
                ]
            case .webm: return ["-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-pix_fmt", "yuv420p", "-f", "webm"]
            }
        }
    }

    public var formatName: String { codec == .mp4 ? "MP4" : "WebM" }
    public let path: String
    public let codec: Codec
    public let clock: PlaybackClock
    /// Source frames between two video frames.
    public let step: Int
    public let plays: Int
    private let ffmpeg: String

    private var process: Subprocess?
    private var pending: (rgb: [UInt8], index: Int)?
    private var width = 0, height = 0
    private var lastIndex = -1
    private var writtenFrames = 0
    private let temporaryPath: String

    /// The ffmpeg executable on `searchPath` (a PATH value), or a clear error naming the package.
    public static func findFFmpeg(searchPath: String?) throws -> String {
        guard let path = Subprocess.find("ffmpeg", searchPath: searchPath) else {
            throw ShareError(
                "--mp4 and --webm need ffmpeg on PATH, which has none: install it (Debian/Ubuntu: apt-get install ffmpeg; macOS: brew install ffmpeg)")
        }
        return path
    }

    public init(path: String, codec: Codec, clock: PlaybackClock, step: Int = 1, plays: Int = 1, ffmpeg: String) throws {
        guard step >= 1 else { throw ShareError("the video frame step must be at least 1, got \(step)") }
        guard (0...100).contains(plays) else { throw ShareError("--loop for a video repeats the clip 1…100 times (0 means once), got \(plays)") }
        self.path = path
        self.codec = codec
        self.clock = clock
        self.step = step
        self.plays = max(1, plays)
        self.ffmpeg = ffmpeg
        temporaryPath = FileIO.temporaryPath(for: path) + "." + codec.rawValue
    }

    /// Video frames a second: fps × speed / step, exactly.
    public var frameRate: Fraction {
        Fraction(clock.fps * clock.speed.numerator, clock.speed.denominator * step)
    }

    public func add(_ pixmap: Pixmap, frameIndex: Int) throws {
        guard frameIndex > lastIndex, lastIndex < 0 || (frameIndex - lastIndex) % step == 0 else {
            throw ShareError("video frames must come in increasing order, \(step) source frame(s) apart; got \(frameIndex) after \(lastIndex)")
        }
        if process == nil { try start(width: pixmap.width, height: pixmap.height) }
        guard pixmap.width == width, pixmap.height == height else {
            throw ShareError("video frames must all be \(width)×\(height), got \(pixmap.width)×\(pixmap.height)")
        }
        try flush(until: frameIndex)
        pending = (Self.rgbOverWhite(pixmap), frameIndex)
        lastIndex = frameIndex
    }

    public func finish(endIndex: Int) throws -> AnimationSummary {
        guard let process else { throw ShareError("no frames to write to \(path)") }
        try flush(until: max(endIndex, lastIndex + step))
        self.process = nil
        let result = process.finish()
        guard result.succeeded else {
            removeTemporary()
            throw ShareError("\(FileIO.quoted(path)): ffmpeg failed (\(result.message))")
        }
        if plays > 1 {
            let looped = FileIO.temporaryPath(for: path) + "." + codec.rawValue
            let copy = try Subprocess(
                executable: ffmpeg,
                arguments: [
                    "-hide_banner", "-loglevel", "error", "-y", "-stream_loop", String(plays - 1), "-i", temporaryPath,
                    "-c", "copy", "-fflags", "+bitexact", "-map_metadata", "-1", "-f", codec.rawValue, looped,
                ], logPath: temporaryPath + ".log")
            let copied = copy.finish()
            removeTemporary()
            guard copied.succeeded else {
                FileIO.removeFile(looped)
                throw ShareError("\(FileIO.quoted(path)): ffmpeg could not repeat the clip (\(copied.message))")
            }
            try AtomicOutput.moveIntoPlace(looped, path)
        } else {
            try AtomicOutput.moveIntoPlace(temporaryPath, path)
        }
        return AnimationSummary(path: path, storedFrames: writtenFrames * plays, bytes: try AtomicOutput.fileSize(path))
    }

    public func cancel() {
        process?.terminate()
        process = nil
        removeTemporary()
    }

    private func start(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        let rate = frameRate
        var arguments = [
            "-hide_banner", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "\(width)x\(height)",
            "-framerate", "\(rate.numerator)/\(rate.denominator)", "-i", "pipe:0",
        ]
        if width % 2 == 1 || height % 2 == 1 {
            arguments += ["-vf", "pad=\(width + width % 2):\(height + height % 2):0:0:white"]
        }
        arguments += codec.ffmpegArguments + ["-fflags", "+bitexact", "-map_metadata", "-1", temporaryPath]
        process = try Subprocess(executable: ffmpeg, arguments: arguments, logPath: temporaryPath + ".log")
    }

    /// Sends the pending frame once per video frame until source frame `end`.
    private func flush(until end: Int) throws {
        guard let current = pending, let process else { return }
        pending = nil
        let repeats = (end - current.index + step - 1) / step
        try current.rgb.withUnsafeBytes { bytes in
            for _ in 0..<repeats {
                try process.send(bytes)
                writtenFrames += 1
            }
        }
    }

    private func removeTemporary() { FileIO.removeFile(temporaryPath) }

    /// RGB bytes, premultiplied colour over white: c = c' + (255 − a).
    static func rgbOverWhite(_ pixmap: Pixmap) -> [UInt8] {
        let count = pixmap.width * pixmap.height
        return [UInt8](unsafeUninitializedCapacity: count * 3) { buffer, initialized in
            pixmap.bytes.withUnsafeBufferPointer { source in
                for pixel in 0..<count {
                    let cover = 255 - source[pixel * 4 + 3]
                    buffer[pixel * 3] = source[pixel * 4] + cover
                    buffer[pixel * 3 + 1] = source[pixel * 4 + 1] + cover
                    buffer[pixel * 3 + 2] = source[pixel * 4 + 2] + cover
                }
            }
            initialized = count * 3
        }
    }
}
