import SwipeRaster

/// Streams rendered frames into a GIF through libimagequant (palettes) and giflib (file).
///
/// - **Timing.** GIF delays are whole centiseconds. Frame n starts at round(100 · T(n)) cs
///   (`PlaybackClock`), and each delay is the difference of two such rounded exact times, so
///   the delays never drift: every frame starts within 0.5 cs of its exact time, however long
///   the animation. Browsers show delays of 0 or 1 cs as 10 cs, so a frame that would start
///   less than 2 cs after the one on screen takes that one's place instead (the later picture
///   wins; at 60 fps the GIF runs at 40–50 frames a second).
/// - **Small frames.** Identical consecutive frames merge. A later frame stores only the
///   rectangle that changed since the last written frame, with disposal "leave in place", and
///   pixels in it that did not change are the transparent index — the palette is spent on
///   what moved.
/// - **Colour.** One palette per frame, built by libimagequant from that frame's changed
///   pixels with Floyd–Steinberg dithering at `ditheringLevel` (measured choice: README
///   "Share it"). GIF transparency is one bit, so partly transparent pixels are shown over white.
public final class GIFEncoder: AnimationEncoder {
    public let formatName = "GIF"
    public let path: String
    public let clock: PlaybackClock
    public let plays: Int
    public let ditheringLevel: Float

    /// The default dithering level, chosen by measurement (README "Share it").
    public static let defaultDitheringLevel: Float = 1.0

    private var file: GIFFile?
    /// The source pixels the GIF shows now (after the last written frame).
    private var shown: Pixmap?
    /// The frame waiting for its delay: its pixels and start time in centiseconds.
    private var pending: (pixmap: Pixmap, startCentiseconds: Int)?
    private var lastIndex = -1
    private var written = 0

    public init(path: String, clock: PlaybackClock, plays: Int = 0,
                ditheringLevel: Float = GIFEncoder.defaultDitheringLevel) throws {
        guard (0...65535).contains(plays) else { throw ShareError("--loop must be 0 (forever) … 65535 plays, got \(plays)") }
        guard (0...1).contains(ditheringLevel) else { throw ShareError("GIF dithering must be 0…1, got \(ditheringLevel)") }
        self.path = path
        self.clock = clock
        self.plays = plays
        self.ditheringLevel = ditheringLevel
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
        let region = shown.flatMap { FrameDifference.changedRegion(from: $0, to: pixmap) }
            ?? FrameRegion(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        let pixels = Self.quantizerInput(pixmap, region: region, shown: shown)
        let result = try PaletteQuantizer(ditheringLevel: ditheringLevel)
            .quantize(straightRGBA: pixels, width: region.width, height: region.height)
        // A still longer than GIF's 655.35 s delay field continues in 1×1 transparent frames.
        var remaining = centiseconds
        var first = true
        while first || remaining > 0 {
            let delay = min(remaining, 65535)
            if first {
                try file.appendFrame(region: region, indices: result.indices, palette: result.palette,
                                     transparentIndex: result.transparentIndex, centiseconds: delay)
            } else {
                try file.appendFrame(region: FrameRegion(x: 0, y: 0, width: 1, height: 1), indices: [0],
                                     palette: [PaletteColor(r: 0, g: 0, b: 0, a: 0)], transparentIndex: 0, centiseconds: delay)
            }
            written += 1
            remaining -= delay
            first = false
        }
        shown = pixmap
    }

    /// Straight RGBA of `region` over white, with pixels equal to what is shown made fully
    /// transparent (they keep the previous frame's colour).
    static func quantizerInput(_ pixmap: Pixmap, region: FrameRegion, shown: Pixmap?) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: region.width * region.height * 4)
        for row in 0..<region.height {
            let y = region.y + row
            for column in 0..<region.width {
                let source = (y * pixmap.width + region.x + column) * 4
                let target = (row * region.width + column) * 4
                if let shown, (0..<4).allSatisfy({ shown.bytes[source + $0] == pixmap.bytes[source + $0] }) { continue }
                // Premultiplied over white: c = c' + (255 − a).
                let cover = 255 - pixmap.bytes[source + 3]
                pixels[target] = pixmap.bytes[source] + cover
                pixels[target + 1] = pixmap.bytes[source + 1] + cover
                pixels[target + 2] = pixmap.bytes[source + 2] + cover
                pixels[target + 3] = 255
            }
        }
        return pixels
    }
}
