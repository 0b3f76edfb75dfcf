import SwipeRaster
import SwipePNG

/// Streams rendered frames into a GIF through libimagequant (palettes) and giflib (file).
///
/// - **Timing.** GIF delays are whole centiseconds. Frame n starts at round(100 · T(n)) cs
///   (`PlaybackClock`), and each delay is the difference of two such rounded exact times, so
///   the delays never drift: every frame starts within 0.5 cs of its exact time, however long
///   the animation. Browsers show delays of 0 or 1 cs as 10 cs, so a frame that would start
///   less than 2 cs after the one on screen takes that one's place instead (the later picture
///   wins; at 60 fps the GIF runs at 40–50 frames a second).
/// - **Small frames.** Identical consecutive frames merge. A later frame stores only the
///   rectangle that must be redrawn, with disposal "leave in place"; pixels in it that did not
///   change, or whose shown colour is within `redrawTolerance` of the new one, are the
///   transparent index (`GIFCanvas`) — the palette and the bytes are spent on what moved.
/// - **Colour.** One palette per frame, built by libimagequant from that frame's changed
///   pixels with Floyd–Steinberg dithering at `ditheringLevel` (measured choice:
///   docs/sharing.md). GIF transparency is one bit, so partly transparent pixels are shown over white.
public final class GIFEncoder: AnimationEncoder {
    public let formatName = "GIF"
    public let path: String
    public let clock: PlaybackClock
    public let plays: Int
    public let ditheringLevel: Float
    /// Colours per frame palette, 2…256 (one of them is the transparent index).
    public let maximumColors: Int
    /// A pixel whose shown colour is within this of its rendered colour on every channel
    /// (0…255) is not redrawn (`GIFCanvas`).
    public let redrawTolerance: Int
    /// Whether to measure `colorError` (a full-frame comparison per written frame).
    public var measuresColorError = false
    /// How far what the GIF shows is from the rendered frames, over every written frame, when
    /// `measuresColorError` is on.
    public private(set) var colorError = ColorError()

    /// The default dithering level, chosen by measurement (docs/sharing.md).
    public static let defaultDitheringLevel: Float = 1.0
    /// The default redraw tolerance, chosen by measurement (docs/sharing.md).
    public static let defaultRedrawTolerance = 4

    private var file: GIFFile?
    /// The frame waiting for its delay: its pixels and start time in centiseconds.
    private var pending: (pixmap: Pixmap, startCentiseconds: Int)?
    private var lastIndex = -1
    private var written = 0
    /// What the GIF shows now, and what the next frame must redraw.
    private var canvas: GIFCanvas?

    public init(
        path: String, clock: PlaybackClock, plays: Int = 0,
        ditheringLevel: Float = GIFEncoder.defaultDitheringLevel, maximumColors: Int = 256,
        redrawTolerance: Int = GIFEncoder.defaultRedrawTolerance
    ) throws {
        guard (0...65535).contains(plays) else { throw ShareError("--loop must be 0 (forever) … 65535 plays, got \(plays)") }
        guard (0...1).contains(ditheringLevel) else { throw ShareError("GIF dithering must be 0…1, got \(ditheringLevel)") }
        self.path = path
        self.clock = clock
        self.plays = plays
        self.ditheringLevel = ditheringLevel
        guard (2...256).contains(maximumColors) else { throw ShareError("a GIF palette has 2…256 colours, got \(maximumColors)") }
        self.maximumColors = maximumColors
        guard (0...255).contains(redrawTolerance) else { throw ShareError("the GIF redraw tolerance must be 0…255, got \(redrawTolerance)") }
        self.redrawTolerance = redrawTolerance
    }

    /// Checks that a canvas fits a GIF before any frame is drawn.
    public static func checkSize(width: Int, height: Int) throws {
        guard width <= GIFFile.maximumDimension, height <= GIFFile.maximumDimension else {
            throw ShareError("a GIF is at most \(GIFFile.maximumDimension) px a side; \(width)×\(height) is too large: use a smaller --scale")
        }
    }

    public func add(_ pixmap: Pixmap, frameIndex: Int) throws {
        guard frameIndex > lastIndex else { throw ShareError("GIF frames must come in increasing order; got \(frameIndex) after \(lastIndex)") }
        lastIndex = frameIndex
        let start = clock.roundedTime(ofFrame: frameIndex, unitsPerSecond: 100)
        guard let waiting = pending else {
            try Self.checkSize(width: pixmap.width, height: pixmap.height)
            file = try GIFFile(path: path, width: pixmap.width, height: pixmap.height, plays: plays)
            pending = (pixmap, start)
            return
        }
        if waiting.pixmap == pixmap { return }
        if start - waiting.startCentiseconds < 2 {
            pending = (pixmap, waiting.startCentiseconds)
            return
        }
        try write(waiting.pixmap, centiseconds: start - waiting.startCentiseconds)
        pending = (pixmap, start)
    }

    public func finish(endIndex: Int) throws -> AnimationSummary {
        guard let waiting = pending, let file else { throw ShareError("no frames to write to \(path)") }
        let end = clock.roundedTime(ofFrame: max(endIndex, lastIndex + 1), unitsPerSecond: 100)
        try write(waiting.pixmap, centiseconds: max(2, end - waiting.startCentiseconds))
        pending = nil
        try file.commit()
        self.file = nil
        return AnimationSummary(path: path, storedFrames: written, bytes: try AtomicOutput.fileSize(path))
    }

    public func cancel() {
        file?.cancel()
        file = nil
        pending = nil
    }

    private func write(_ pixmap: Pixmap, centiseconds: Int) throws {
        guard let file else { return }
        if canvas == nil { canvas = GIFCanvas(width: pixmap.width, height: pixmap.height, redrawTolerance: redrawTolerance) }
        let input = canvas!.frameInput(for: pixmap)
        let result = try input.map {
            try PaletteQuantizer(ditheringLevel: ditheringLevel, maximumColors: Int32(maximumColors))
                .quantize(straightRGBA: $0.rgba, width: $0.region.width, height: $0.region.height)
        }
        // Nothing to redraw, or a still longer than GIF's 655.35 s delay field: 1×1 transparent frames.
        var remaining = centiseconds
        var first = true
        while first || remaining > 0 {
            let delay = min(remaining, 65535)
            if first, let input, let result {
                try file.appendFrame(
                    region: input.region, indices: result.indices, palette: result.palette,
                    transparentIndex: result.transparentIndex, centiseconds: delay)
            } else {
                try file.appendFrame(
                    region: PixelRect(x: 0, y: 0, width: 1, height: 1), indices: [0],
                    palette: [PaletteColor(r: 0, g: 0, b: 0, a: 0)], transparentIndex: 0, centiseconds: delay)
            }
            written += 1
            remaining -= delay
            first = false
        }
        canvas!.paint(result, at: input?.region, source: pixmap)
        if measuresColorError { colorError.add(shown: canvas!.shownRGB, expected: VideoEncoder.rgbOverWhite(pixmap)) }
    }
}

/// The difference between the colours a palette image shows and the exact ones, per RGB channel.
public struct ColorError: Equatable, Sendable {
    public private(set) var channelSamples = 0
    public private(set) var absoluteSum = 0
    /// The largest difference of one channel of one pixel, 0…255.
    public private(set) var maximum = 0

    /// The mean absolute difference per channel, 0…255.
    public var mean: Double { channelSamples == 0 ? 0 : Double(absoluteSum) / Double(channelSamples) }

    mutating func add(shown: [UInt8], expected: [UInt8]) {
        for (a, b) in zip(shown, expected) {
            let difference = abs(Int(a) - Int(b))
            absoluteSum += difference
            maximum = max(maximum, difference)
        }
        channelSamples += expected.count
    }
}
