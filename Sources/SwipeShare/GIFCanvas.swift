import SwipeRaster
import SwipePNG

/// What a GIF being written shows, and which pixels the next frame must redraw.
///
/// A pixel is left to the previous frames (written as the transparent index) when its rendered
/// colour has not changed since the last written frame, or when the colour shown is already
/// within `redrawTolerance` of it on every channel; so the error a viewer sees is never more
/// than the tolerance or the palette's own error. Partly transparent pixels are shown over
/// white (GIF transparency is one bit).
struct GIFCanvas {
    let width: Int, height: Int
    /// Largest per-channel difference (0…255) left on screen instead of redrawn.
    let redrawTolerance: Int
    /// RGB as the GIF shows it now; white before the first frame.
    private(set) var shownRGB: [UInt8]
    /// The rendered frame last written.
    private var shownSource: Pixmap?

    init(width: Int, height: Int, redrawTolerance: Int) {
        self.width = width
        self.height = height
        self.redrawTolerance = redrawTolerance
        shownRGB = [UInt8](repeating: 255, count: width * height * 3)
    }

    /// The next frame's straight RGBA input for the quantizer — opaque where `pixmap` must be
    /// redrawn, fully transparent elsewhere — cropped to the pixels redrawn; nil when none is.
    func frameInput(for pixmap: Pixmap) -> (region: PixelRect, rgba: [UInt8])? {
        let changed =
            shownSource.map { FrameDifference.changedRegion(from: $0, to: pixmap) }
            ?? PixelRect(x: 0, y: 0, width: width, height: height)
        guard let changed else { return nil }
        var left = Int.max, right = -1, top = Int.max, bottom = -1
        var redraw = [Bool](repeating: false, count: changed.width * changed.height)
        var colors = [UInt8](repeating: 0, count: changed.width * changed.height * 3)
        for row in 0..<changed.height {
            for column in 0..<changed.width {
                let pixel = (changed.y + row) * width + changed.x + column
                let source = pixel * 4
                if let shownSource, shownSource.bytes[source] == pixmap.bytes[source], shownSource.bytes[source + 1] == pixmap.bytes[source + 1],
                    shownSource.bytes[source + 2] == pixmap.bytes[source + 2], shownSource.bytes[source + 3] == pixmap.bytes[source + 3]
                {
                    continue
                }
                // Premultiplied over white: c = c' + (255 − a).
                let cover = 255 - pixmap.bytes[source + 3]
                var needed = shownSource == nil
                for channel in 0..<3 {
                    let value = pixmap.bytes[source + channel] + cover
                    colors[(row * changed.width + column) * 3 + channel] = value
                    if abs(Int(value) - Int(shownRGB[pixel * 3 + channel])) > redrawTolerance { needed = true }
                }
                guard needed else { continue }
                redraw[row * changed.width + column] = true
                left = min(left, column)
                right = max(right, column)
                top = min(top, row)
                bottom = max(bottom, row)
            }
        }
        guard right >= 0 else { return nil }
        let region = PixelRect(x: changed.x + left, y: changed.y + top, width: right - left + 1, height: bottom - top + 1)
        var rgba = [UInt8](repeating: 0, count: region.width * region.height * 4)
        for row in 0..<region.height {
            for column in 0..<region.width {
                let inner = (row + top) * changed.width + column + left
                guard redraw[inner] else { continue }
                let target = (row * region.width + column) * 4
                rgba[target] = colors[inner * 3]
                rgba[target + 1] = colors[inner * 3 + 1]
                rgba[target + 2] = colors[inner * 3 + 2]
                rgba[target + 3] = 255
            }
        }
        return (region, rgba)
    }

    /// Records a written frame: `result` drawn at `region` (transparent entries keep what is
    /// below), and `pixmap` as the rendered frame now on screen.
    mutating func paint(_ result: PaletteQuantizer.Result?, at region: PixelRect?, source pixmap: Pixmap) {
        if let result, let region {
            for row in 0..<region.height {
                for column in 0..<region.width {
                    let index = Int(result.indices[row * region.width + column])
                    if index == result.transparentIndex { continue }
                    let target = ((region.y + row) * width + region.x + column) * 3
                    let color = result.palette[index]
                    shownRGB[target] = color.r
                    shownRGB[target + 1] = color.g
                    shownRGB[target + 2] = color.b
                }
            }
        }
        shownSource = pixmap
    }
}
