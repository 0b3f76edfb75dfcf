import SwipeMath
import SwipeRaster
import SwipeTuning
import SwipeUI

/// The sweep's contact sheet: one row per run, its label above it, the same frames along every
/// row, and each column's time ("t = 0.250 s", frame number) on top — so the rows can be read
/// against each other at a glance. Dark background as `ContactSheet`.
public enum SweepSheet {
    public struct Row {
        public var label: String
        /// The run's frames, already scaled to the sheet's thumbnail width.
        public var frames: [Pixmap]
    }

    public static let gap = 14, titleHeight = 40, timeHeader = 38, rowLabel = 28
    public static let maximumSide = 8192

    /// The sheet's size in pixels, computed without overflow for any input.
    public static func size(rows: Int, columns: Int, frameWidth: Int, frameHeight: Int, thumbnailWidth: Int) -> (width: Int, height: Int) {
        let thumbHeight = thumbnailHeight(frameWidth: frameWidth, frameHeight: frameHeight, thumbnailWidth: thumbnailWidth)
        let width = Int64(gap) + Int64(columns) * Int64(thumbnailWidth + gap)
        let height = Int64(titleHeight + timeHeader) + Int64(rows) * Int64(rowLabel + thumbHeight + gap)
        return (Int(min(width, Int64(Int32.max))), Int(min(height, Int64(Int32.max))))
    }

    public static func thumbnailHeight(frameWidth: Int, frameHeight: Int, thumbnailWidth: Int) -> Int {
        guard frameWidth > 0 else { return 0 }
        return Int((Double(frameHeight) * Double(thumbnailWidth) / Double(frameWidth)).rounded())
    }

    public static func make(title: String, times: [(index: Int, time: Double)], rows: [Row], thumbnailWidth: Int, fonts: PlotFonts) throws -> Pixmap {
        guard let first = rows.first?.frames.first else { throw TuningError.input("a sweep sheet needs at least one run and one frame") }
        let columns = times.count
        let size = size(rows: rows.count, columns: columns, frameWidth: first.width, frameHeight: first.height, thumbnailWidth: thumbnailWidth)
        guard size.width <= maximumSide, size.height <= maximumSide else {
            throw TuningError.input(
                "the sweep sheet would be \(size.width)×\(size.height) pixels; the limit is \(maximumSide) a side — choose fewer frames (--frames), fewer values, or a smaller --thumb-width"
            )
        }
        let thumbHeight = thumbnailHeight(frameWidth: first.width, frameHeight: first.height, thumbnailWidth: thumbnailWidth)
        let canvas = try SwipeRaster.Canvas(width: size.width, height: size.height)
        canvas.clear(Color(red: UInt8(28), green: 28, blue: 30))
        let light = Paint.solid(Color(red: UInt8(235), green: 235, blue: 245))
        let dim = Paint.solid(Color(red: UInt8(152), green: 152, blue: 160))
        let accent = Paint.solid(Color(red: UInt8(255), green: 214, blue: 10))
        let full = Double(size.width - 2 * gap)
        try canvas.drawText(title, font: fonts.bold, size: 16, at: Point(Double(gap), 27), maxWidth: full, paint: light)
        for (column, time) in times.enumerated() {
            let center = Double(gap + column * (thumbnailWidth + gap)) + Double(thumbnailWidth) / 2
            let top = Double(titleHeight)
            try canvas.drawText(
                "t = \(DecimalFormat.fixed(time.time, decimals: 3)) s", font: fonts.bold, size: 13,
                at: Point(center, top + 14), alignment: .center, maxWidth: Double(thumbnailWidth), paint: light)
            try canvas.drawText(
                "frame \(time.index)", font: fonts.regular, size: 11,
                at: Point(center, top + 30), alignment: .center, maxWidth: Double(thumbnailWidth), paint: dim)
        }
        for (r, row) in rows.enumerated() {
            let y = titleHeight + timeHeader + r * (rowLabel + thumbHeight + gap)
            let number = try canvas.drawText("\(r + 1)", font: fonts.bold, size: 14, at: Point(Double(gap), Double(y + 19)), paint: accent)
            try canvas.drawText(
                row.label, font: fonts.regular, size: 14, at: Point(Double(gap) + number.width + 10, Double(y + 19)),
                maxWidth: full - number.width - 10, paint: light)
            for (column, pixmap) in row.frames.enumerated() where column < columns {
                let x = Double(gap + column * (thumbnailWidth + gap))
                let scale = Double(thumbnailWidth) / Double(pixmap.width)
                let place = Transform.scale(scale).concatenating(.translation(x: x, y: Double(y + rowLabel)))
                let rect = Rect(x: 0, y: 0, width: Double(pixmap.width), height: Double(pixmap.height))
                try canvas.fill(.rect(rect), paint: .image(ImagePattern(pixmap), transform: .identity), transform: place)
            }
        }
        return canvas.pixmap
    }
}
