import SwipeMath
import SwipeRaster

/// A grid of sampled frames, each labelled with its time, for review and bug reports.
public enum ContactSheet {
    /// Frames to show when the user chose none: about `count` spread evenly, first and last included.
    public static func sampleIndices(frameCount: Int, count: Int = 12) -> [Int] {
        guard frameCount > 1 else { return [0] }
        let n = min(count, frameCount)
        return Array(Set((0..<n).map { ($0 * (frameCount - 1) + (n - 1) / 2) / max(1, n - 1) })).sorted()
    }

    /// Lays `frames` out in rows of `columns`, each scaled to `thumbnailWidth` pixels wide with
    /// its time ("t = 0.250 s", frame number) above it.
    public static func make(
        _ frames: [(index: Int, time: Double, pixmap: Pixmap)], columns: Int = 6, thumbnailWidth: Int = 180,
        title: String? = nil, font: Font
    ) throws -> Pixmap {
        guard let first = frames.first else { throw RasterError(.invalidSize, "a contact sheet needs at least one frame") }
        let columns = max(1, min(columns, frames.count))
        let rows = (frames.count + columns - 1) / columns
        let scale = Double(thumbnailWidth) / Double(first.pixmap.width)
        let thumbHeight = Int((Double(first.pixmap.height) * scale).rounded())
        let gap = 12, label = 22, header = title == nil ? 0 : 34
        let width = gap + columns * (thumbnailWidth + gap)
        let height = header + gap + rows * (label + thumbHeight + gap)
        guard width <= 8192, height <= 8192 else {
            throw RasterError(.invalidSize, "the contact sheet would be \(width)×\(height) pixels; the limit is 8192 a side — choose fewer frames (--frames) or a smaller scale")
        }
        let canvas = try Canvas(width: width, height: height)
        canvas.clear(Color(red: UInt8(28), green: 28, blue: 30))
        let labelPaint = Paint.solid(Color(red: UInt8(235), green: 235, blue: 245))
        if let title {
            try canvas.drawText(title, font: font, size: 16, at: Point(Double(gap), 24), maxWidth: Double(width - 2 * gap), paint: labelPaint)
        }
        for (position, frame) in frames.enumerated() {
            let x = Double(gap + (position % columns) * (thumbnailWidth + gap))
            let y = Double(header + gap + (position / columns) * (label + thumbHeight + gap))
            try canvas.drawText("t = \(DecimalFormat.fixed(frame.time, decimals: 3)) s  ·  #\(frame.index)", font: font, size: 12,
                                at: Point(x, y + 15), maxWidth: Double(thumbnailWidth), paint: labelPaint)
            let place = Transform.scale(scale).concatenating(.translation(x: x, y: y + Double(label)))
            let rect = Rect(x: 0, y: 0, width: Double(frame.pixmap.width), height: Double(frame.pixmap.height))
            try canvas.fill(.rect(rect), paint: .image(ImagePattern(frame.pixmap), transform: .identity), transform: place)
        }
        return canvas.pixmap
    }
}
