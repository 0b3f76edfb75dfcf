import SwipePNG

/// The changed region of a failing frame, cut out and enlarged so single pixels can be seen.
///
/// The region is the differing pixels' bounding box plus `padding` pixels each side, limited to
/// `maximumSide` pixels a side (from the box's top-left corner, so the first change is always in
/// view), clamped to the image; each pixel becomes a `zoom` × `zoom` block (nearest neighbour,
/// no smoothing that would blur a one-level change).
enum ZoomedCrop {
    static let zoom = 4
    static let padding = 6
    static let maximumSide = 96

    /// The crop rectangle for `bounds` inside an image of `width` × `height`.
    static func region(around bounds: PixelRect, width: Int, height: Int) -> PixelRect {
        let x0 = max(0, bounds.x - padding), y0 = max(0, bounds.y - padding)
        let x1 = min(width, min(bounds.x + bounds.width + padding, x0 + maximumSide))
        let y1 = min(height, min(bounds.y + bounds.height + padding, y0 + maximumSide))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `region` of `image`, each pixel repeated `zoom` times across and down.
    static func crop(_ image: PNGImage, _ region: PixelRect) -> PNGImage {
        let width = region.width * zoom, height = region.height * zoom
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let sourceRow = region.y + y / zoom
            for x in 0..<width {
                let source = (sourceRow * image.width + region.x + x / zoom) * 4
                let target = (y * width + x) * 4
                for c in 0..<4 { pixels[target + c] = image.pixels[source + c] }
            }
        }
        return PNGImage(width: width, height: height, pixels: pixels)
    }
}
