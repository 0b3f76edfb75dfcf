import SwipePNG
import SwipeRaster
import SwipeBase

/// Streams rendered frames into an animated PNG.
///
/// - Identical consecutive frames merge into one frame shown for their total time.
/// - Frame 0 is the whole canvas; every later frame stores only the rectangle that changed
///   since the previous one, with dispose op `none` (the canvas keeps what was drawn). When
///   every changed pixel is opaque, the unchanged pixels inside the rectangle are stored fully
///   transparent with blend op `over` (they compress to almost nothing and leave the canvas as
///   it is); otherwise blend op `source` replaces the rectangle, alpha included. Either way
///   every composited frame equals its rendered frame exactly.
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
    private var pending: (region: PixelRect, data: [UInt8], blend: APNGWriter.BlendOp, start: Int)?
    private var lastIndex = -1

    /// The rectangles are compressed with libpng's defaults (adaptive filters, zlib level 6):
    /// measured on the default scene (`swipesim bench --stage share`) they give 0.31 of the
    /// PNG frames' bytes in 1.5× their time; level 9 gives 0.28 in 5.5×, no filter at level 1
    /// 0.47 in 0.9×.
    public init(
        path: String, clock: PlaybackClock, plays: Int = 0,
        pngOptions: PNGEncodingOptions = .libpngDefault
    ) throws {
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
            let region = PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
            let chunks = try compress(pixmap)
            writer = try APNGWriter(header: chunks.header, plays: UInt32(plays))
            pending = (region, chunks.imageData, .source, frameIndex)
            self.previous = pixmap
            return
        }
        guard previous.width == pixmap.width, previous.height == pixmap.height else {
            throw ShareError("APNG frames must all be \(previous.width)×\(previous.height), got \(pixmap.width)×\(pixmap.height)")
        }
        guard let region = FrameDifference.changedRegion(from: previous, to: pixmap) else { return }
        try flush(until: frameIndex)
        let part = try pixmap.subPixmap(x: region.x, y: region.y, width: region.width, height: region.height)
        let before = try previous.subPixmap(x: region.x, y: region.y, width: region.width, height: region.height)
        if let overlay = Self.overlay(part, over: before) {
            pending = (region, try compress(overlay).imageData, .over, frameIndex)
        } else {
            pending = (region, try compress(part).imageData, .source, frameIndex)
        }
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
        var region = current.region, data = current.data, blend = current.blend
        while start < end {
            // The longest stretch from `start` whose delay APNG can store.
            var stop = end
            while Self.delay(clock, start, stop) == nil { stop = start + max(1, (stop - start) / 2) }
            let delay = Self.delay(clock, start, stop)!
            frames.append(
                APNGWriter.Frame(
                    region: region, delayNumerator: delay.numerator, delayDenominator: delay.denominator,
                    blend: blend, compressedData: data))
            start = stop
            if start < end {
                // A still frame too long for one delay: repeat one unchanged pixel.
                region = PixelRect(x: 0, y: 0, width: 1, height: 1)
                data = try compress(previous.subPixmap(x: 0, y: 0, width: 1, height: 1)).imageData
                blend = .source
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

    /// `part` with the pixels equal to `before` made fully transparent, for blend op `over`;
    /// nil when a changed pixel is not opaque (`over` would blend it with what is below).
    static func overlay(_ part: Pixmap, over before: Pixmap) -> Pixmap? {
        var bytes = part.bytes
        for pixel in stride(from: 0, to: bytes.count, by: 4) {
            if bytes[pixel] == before.bytes[pixel] && bytes[pixel + 1] == before.bytes[pixel + 1]
                && bytes[pixel + 2] == before.bytes[pixel + 2] && bytes[pixel + 3] == before.bytes[pixel + 3]
            {
                bytes[pixel] = 0
                bytes[pixel + 1] = 0
                bytes[pixel + 2] = 0
                bytes[pixel + 3] = 0
            } else if bytes[pixel + 3] != 255 {
                return nil
            }
        }
        return try? Pixmap(width: part.width, height: part.height, premultipliedBytes: bytes)
    }

    private func compress(_ part: Pixmap) throws -> PNGChunks {
        let png = try PNGEncoder.encode(premultipliedRGBA: part.bytes, width: part.width, height: part.height, options: pngOptions)
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
