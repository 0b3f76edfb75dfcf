import SwipePNG

/// Assembles an animated PNG (APNG 1.0, https://wiki.mozilla.org/APNG_Specification) from
/// frames whose image data libpng has already compressed.
///
/// Layout: signature, IHDR, acTL (frame count, plays), then per frame an fcTL (region, delay,
/// dispose and blend ops) followed by its data — IDAT for frame 0, so a plain PNG viewer shows
/// frame 0, and fdAT (a sequence number, then the same zlib data) for the others — and IEND.
/// fcTL and fdAT chunks share one sequence counter starting at 0, as the specification requires.
public struct APNGWriter {
    /// How the region is treated before the next frame is drawn.
    public enum DisposeOp: UInt8, Sendable { case none = 0, background = 1, previous = 2 }
    /// Whether the frame's pixels replace the region (`source`) or are composited over it (`over`).
    public enum BlendOp: UInt8, Sendable { case source = 0, over = 1 }

    /// One stored frame: a rectangle of the canvas and its compressed scanlines.
    public struct Frame: Sendable {
        public var region: PixelRect
        /// Display time in seconds, `delayNumerator / delayDenominator`.
        public var delayNumerator: UInt16
        public var delayDenominator: UInt16
        public var dispose: DisposeOp
        public var blend: BlendOp
        /// A zlib stream of the region's filtered scanlines in the IHDR's pixel format.
        public var compressedData: [UInt8]

        public init(
            region: PixelRect, delayNumerator: UInt16, delayDenominator: UInt16,
            dispose: DisposeOp = .none, blend: BlendOp = .source, compressedData: [UInt8]
        ) {
            self.region = region
            self.delayNumerator = delayNumerator
            self.delayDenominator = delayDenominator
            self.dispose = dispose
            self.blend = blend
            self.compressedData = compressedData
        }
    }

    /// The canvas IHDR payload (13 bytes); its width and height are the animation's.
    public let header: [UInt8]
    /// Plays of the whole animation; 0 loops forever.
    public let plays: UInt32

    public init(header: [UInt8], plays: UInt32) throws {
        guard header.count == 13 else { throw ShareError("an IHDR payload is 13 bytes, got \(header.count)") }
        self.header = header
        self.plays = plays
    }

    public var width: Int { Int(PNGChunks.readUInt32(header, 0)) }
    public var height: Int { Int(PNGChunks.readUInt32(header, 4)) }

    /// The whole file. Frame 0 must cover the canvas at (0, 0) (it is also the default image)
    /// and every region must lie inside the canvas.
    public func bytes(frames: [Frame]) throws -> [UInt8] {
        guard let first = frames.first else { throw ShareError("an animated PNG needs at least one frame") }
        guard first.region == PixelRect(x: 0, y: 0, width: width, height: height) else {
            throw ShareError("frame 0 of an animated PNG must cover the whole \(width)×\(height) canvas, got \(first.region)")
        }
        var chunks = PNGChunkBuffer()
        chunks.append("IHDR", header)
        var control: [UInt8] = []
        control.appendBigEndian(UInt32(frames.count))
        control.appendBigEndian(plays)
        chunks.append("acTL", control)
        var sequence: UInt32 = 0
        for (position, frame) in frames.enumerated() {
            let region = frame.region
            guard region.width > 0, region.height > 0, region.x >= 0, region.y >= 0,
                region.x + region.width <= width, region.y + region.height <= height
            else {
                throw ShareError("frame \(position)'s region \(region) is not inside the \(width)×\(height) canvas")
            }
            guard frame.delayDenominator > 0 else { throw ShareError("frame \(position)'s delay denominator is 0") }
            var fcTL: [UInt8] = []
            fcTL.appendBigEndian(sequence)
            for value in [region.width, region.height, region.x, region.y] { fcTL.appendBigEndian(UInt32(value)) }
            fcTL.appendBigEndian(frame.delayNumerator)
            fcTL.appendBigEndian(frame.delayDenominator)
            fcTL.append(frame.dispose.rawValue)
            fcTL.append(frame.blend.rawValue)
            chunks.append("fcTL", fcTL)
            sequence += 1
            for part in Self.split(frame.compressedData) {
                if position == 0 {
                    chunks.append("IDAT", part)
                } else {
                    var fdAT: [UInt8] = []
                    fdAT.reserveCapacity(part.count + 4)
                    fdAT.appendBigEndian(sequence)
                    fdAT.append(contentsOf: part)
                    chunks.append("fdAT", fdAT)
                    sequence += 1
                }
            }
        }
        chunks.append("IEND", [])
        return chunks.bytes
    }

    /// Data chunks of at most 1 MiB, as libpng itself writes large images.
    static func split(_ data: [UInt8]) -> [[UInt8]] {
        let size = 1 << 20
        return stride(from: 0, to: max(data.count, 1), by: size).map { Array(data[$0..<min(data.count, $0 + size)]) }
    }
}
