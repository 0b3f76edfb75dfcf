import SwipeMath
import SwipeRaster
import SwipeBase

/// A grid of sampled frames, each labelled with its time, for review and bug reports.
public enum ContactSheet {
    /// Frames to show when the user chose none: about `count` spread evenly, first and last included.
    public static func sampleIndices(frameCount: Int, count: Int = 12) -> [Int] {
        guard frameCount > 1 else { return [0] }
        let n = min(count, frameCount)
        return Array(Set((0..<n).map { ($0 * (frameCount - 1) + (n - 1) / 2) / max(1, n - 1) })).sorted()
    }

    static let background = SwipeRaster.Color(red: UInt8(28), green: 28, blue: 30)

    /// `pixmap` scaled to `width` pixels wide (height in proportion, at least 1) on the sheets'
    /// dark background, so a sheet can keep small images instead of whole frames.
    public static func thumbnail(of pixmap: Pixmap, width: Int) throws -> Pixmap {
        let scale = Double(width) / Double(max(1, pixmap.width))
        let canvas = try SwipeRaster.Canvas(width: width, height: thumbnailHeight(frameWidth: pixmap.width, frameHeight: pixmap.height, width: width))
        canvas.clear(background)
        let rect = Rect(x: 0, y: 0, width: Double(pixmap.width), height: Double(pixmap.height))
        try canvas.fill(.rect(rect), paint: .image(ImagePattern(pixmap), transform: .identity), transform: .scale(scale))
        return canvas.pixmap
    }

    static func thumbnailHeight(frameWidth: Int, frameHeight: Int, width: Int) -> Int {
        max(1, Int((Double(frameHeight) * Double(width) / Double(max(1, frameWidth))).rounded()))
    }

    /// Collects the thumbnails of a contact sheet while frames are drawn, from any thread:
    /// each chosen frame is scaled down to `thumbnailWidth` pixels as it arrives, so the sheet
    /// never holds a full-size frame (a 48-frame sheet at scale 8 keeps 48 small images).
    public final class Thumbnails: @unchecked Sendable {
        public let thumbnailWidth: Int
        public let thumbnailHeight: Int
        private let wanted: Set<Int>
        private var collected: [Int: (time: Double, pixmap: Pixmap)] = [:]
        private let lock = Lock()

        public init(indices: [Int], frameWidth: Int, frameHeight: Int, thumbnailWidth: Int = 180) throws {
            wanted = Set(indices)
            self.thumbnailWidth = thumbnailWidth
            thumbnailHeight = ContactSheet.thumbnailHeight(frameWidth: frameWidth, frameHeight: frameHeight, width: thumbnailWidth)
        }

        /// Whether frame `index` is one of the sheet's.
        public func wants(_ index: Int) -> Bool { wanted.contains(index) }

        /// Keeps a thumbnail of `frame` when it is one of the sheet's.
        public func add(_ frame: SimulatedFrame, _ pixmap: Pixmap) throws {
            guard wanted.contains(frame.index) else { return }
            let thumbnail = try ContactSheet.thumbnail(of: pixmap, width: thumbnailWidth)
            lock.withLock { collected[frame.index] = (frame.time, thumbnail) }
        }

        /// The sheet of every thumbnail collected, in frame order.
        public func sheet(title: String?, font: SwipeRaster.Font, columns: Int = 6) throws -> Pixmap {
            let frames = lock.withLock { collected.keys.sorted().map { (index: $0, time: collected[$0]!.time, pixmap: collected[$0]!.pixmap) } }
            return try ContactSheet.make(frames, columns: columns, title: title, font: font)
        }
    }

    /// Lays `thumbnails` (all the same size) out in rows of `columns`, each with its time
    /// ("t = 0.250 s", frame number) above it.
    static func make(
        _ thumbnails: [(index: Int, time: Double, pixmap: Pixmap)], columns: Int, title: String?, font: SwipeRaster.Font
    ) throws -> Pixmap {
        guard let first = thumbnails.first else { throw RasterError(.invalidSize, "a contact sheet needs at least one frame") }
        let columns = max(1, min(columns, thumbnails.count))
        let rows = (thumbnails.count + columns - 1) / columns
        let thumbnailWidth = first.pixmap.width, thumbHeight = first.pixmap.height
        let gap = 12, label = 22, header = title == nil ? 0 : 34
        let width = gap + columns * (thumbnailWidth + gap)
        let height = header + gap + rows * (label + thumbHeight + gap)
        guard width <= 8192, height <= 8192 else {
            throw RasterError(
                .invalidSize,
                "the contact sheet would be \(width)×\(height) pixels; the limit is 8192 a side — choose fewer frames (--frames) or a smaller scale")
        }
        let canvas = try SwipeRaster.Canvas(width: width, height: height)
        canvas.clear(background)
        let labelPaint = Paint.solid(SwipeRaster.Color(red: UInt8(235), green: 235, blue: 245))
        if let title {
            try canvas.drawText(title, font: font, size: 16, at: Point(Double(gap), 24), maxWidth: Double(width - 2 * gap), paint: labelPaint)
        }
        for (position, frame) in thumbnails.enumerated() {
            let x = Double(gap + (position % columns) * (thumbnailWidth + gap))
            let y = Double(header + gap + (position / columns) * (label + thumbHeight + gap))
            try canvas.drawText(
                "t = \(DecimalFormat.fixed(frame.time, decimals: 3)) s  ·  #\(frame.index)", font: font, size: 12,
                at: Point(x, y + 15), maxWidth: Double(thumbnailWidth), paint: labelPaint)
            let rect = Rect(x: 0, y: 0, width: Double(frame.pixmap.width), height: Double(frame.pixmap.height))
            try canvas.fill(
                .rect(rect), paint: .image(ImagePattern(frame.pixmap), transform: .identity),
                transform: .translation(x: x, y: y + Double(label)))
        }
        return canvas.pixmap
    }
}
