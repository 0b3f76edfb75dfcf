import SwipePNG
import SwipeRaster

/// Streams rendered frames into an animated PNG.
///
/// - Identical consecutive frames merge into one frame shown for their total time.
/// - Frame 0 is the whole canvas; every later frame stores only the rectangle that changed
///   since the previous one, with dispose op `none` (the canvas keeps what was drawn) and blend
///   op `source` (the rectangle's pixels, alpha included, replace the canvas's), so every
///   composited frame equals its rendered frame exactly.
/// - Delays are exact fractions of the playback clock (1/60 s is stored as 1/60); a delay that
///   does not fit APNG's 16-bit numerator and denominator is stored in milliseconds rounded
///   without drift (differences of rounded exact times), and a still frame longer than 65.535 s
///   is continued by 1×1 repeat frames.
/// - libpng compresses each rectangle (`PNGEncoder`); `APNGWriter` assembles the chunks.
public final class APNGEncoder: AnimationEncoder {
    public let formatName = "APNG"
    public let path: String
    public let clock: PlaybackClock
    public let plays: Int
    public let pngOptions: PNGEncodingOptions

    private var writer: APNGWriter?
    private var frames: [APNGWriter.Frame] = []
    private var previous: Pixmap?
    /// The frame being extended while identical frames arrive: its data and start index.
    private var pending: (region: FrameRegion, data: [UInt8], start: Int)?
    private var lastIndex = -1

    /// The rectangles are compressed with libpng's adaptive filters at zlib level 9 by default:
    /// they are small, and an animation is shared more often than it is written.
    public init(path: String, clock: PlaybackClock, plays: Int = 0,
                pngOptions: PNGEncodingOptions = .smallest) throws {
        guard (0...65535).contains(plays) else { throw ShareError("--loop must be 0 (forever) … 65535 plays, got \(plays)") }
        self.path = path
        self.clock = clock
        self.plays = plays
        self.pngOptions = pngOptions
    }

    public func add(_ pixmap: Pixmap, frameIndex: Int) throws {
        guard frameIndex > lastIndex else { throw ShareError("APNG frames must come in increasing order; got \(frameIndex) after \(lastIndex)") }
        lastIndex = frameIndex
        guard let previous else {
            let region = FrameRegion(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
            let chunks = try compress(pixmap, region)
            writer = try APNGWriter(header: chunks.header, plays: UInt32(plays))
            pending = (region, chunks.imageData, frameIndex)
            self.previous = pixmap
            return
        }
        guard previous.width == pixmap.width, previous.height == pixmap.height else {
            throw ShareError("APNG frames must all be \(previous.width)×\(previous.height), got \(pixmap.width)×\(pixmap.height)")
        }
        guard let region = FrameDifference.changedRegion(from: previous, to: pixmap) else { return }
        try flush(until: frameIndex)
        pending = (region, try compress(pixmap, region).imageData, frameIndex)
        self.previous = pixmap
    }

    public func finish(endIndex: Int) throws -> AnimationSummary {
        guard let writer else { throw ShareError("no frames to write to \(path)") }
        try flush(until: max(endIndex, lastIndex + 1))
        let bytes = try writer.bytes(frames: frames)
        try FileIO.writeAtomically(bytes, to: path)
        return AnimationSummary(path: path, storedFrames: frames.count, bytes: bytes.count)
    }

    public func cancel() {
        frames = []
        pending = nil
    }

    /// Stores the pending frame as shown from its start until source frame `end`.
    private func flush(until end: Int) throws {
        guard let current = pending, let previous else { return }
        pending = nil
        var start = current.start
        var region = current.region, data = current.data
        while start < end {
            // The longest stretch from `start` whose delay APNG can store.
            var stop = end
            while Self.delay(clock, start, stop) == nil { stop = start + max(1, (stop - start) / 2) }
            let delay = Self.delay(clock, start, stop)!
            frames.append(APNGWriter.Frame(region: region, delayNumerator: delay.numerator, delayDenominator: delay.denominator,
                                           compressedData: data))
            start = stop
            if start < end {
                // A still frame too long for one delay: repeat one unchanged pixel.
                region = FrameRegion(x: 0, y: 0, width: 1, height: 1)
                data = try compress(previous, region).imageData
            }
        }
    }

    /// The delay from `start` to `end` as APNG stores it: the exact fraction when both parts
    /// fit 16 bits, else milliseconds rounded without drift; nil when even that overflows.
    static func delay(_ clock: PlaybackClock, _ start: Int, _ end: Int) -> (numerator: UInt16, denominator: UInt16)? {
        let exact = clock.duration(from: start, to: end)
        if exact.numerator <= 65535, exact.denominator <= 65535 {
            return (UInt16(exact.numerator), UInt16(exact.denominator))
        }
        let milliseconds = clock.roundedDuration(from: start, to: end, unitsPerSecond: 1000)
        return milliseconds <= 65535 ? (UInt16(milliseconds), 1000) : nil
    }

    private func compress(_ pixmap: Pixmap, _ region: FrameRegion) throws -> PNGChunks {
        let part = try pixmap.subPixmap(x: region.x, y: region.y, width: region.width, height: region.height)
        let png = try PNGEncoder.encode(premultipliedRGBA: part.bytes, width: region.width, height: region.height, options: pngOptions)
        let chunks = try PNGChunks(png: png)
        if let writer {
            // APNG frames share the canvas's pixel format: only the size may differ.
            guard Array(chunks.header[8...]) == Array(writer.header[8...]) else {
                throw ShareError("the PNG encoder changed pixel format between frames; an APNG needs one format")
            }
        }
        return chunks
    }
}
