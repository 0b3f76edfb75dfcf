import SwipePNG

/// Synthetic straight-RGBA8 `PNGImage`s for comparator and golden tests.
extension TestImages {
    public static let background: (UInt8, UInt8, UInt8) = (240, 240, 240)
    public static let cardColour: (UInt8, UInt8, UInt8) = (40, 80, 200)

    public static func solid(width: Int, height: Int, _ colour: (UInt8, UInt8, UInt8, UInt8)) -> PNGImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) {
            pixels += [colour.0, colour.1, colour.2, colour.3]
        }
        return PNGImage(width: width, height: height, pixels: pixels)
    }

    /// A card spanning x ∈ [left, left + cardWidth) and whole rows top..<bottom over a light
    /// background; the vertical edges are anti-aliased by exact column coverage
    /// (coverage of column x = clamp(min(x + 1, right) − max(x, left), 0, 1)), rounded half up.
    public static func card(width: Int, height: Int, left: Double, cardWidth: Double, top: Int, bottom: Int) -> PNGImage {
        var image = solid(width: width, height: height, (background.0, background.1, background.2, 255))
        let right = left + cardWidth
        for x in 0..<width {
            let coverage = max(0, min(Double(x + 1), right) - max(Double(x), left))
            guard coverage > 0 else { continue }
            func mix(_ b: UInt8, _ c: UInt8) -> UInt8 {
                UInt8((Double(b) + (Double(c) - Double(b)) * coverage + 0.5).rounded(.down))
            }
            let colour = (mix(background.0, cardColour.0), mix(background.1, cardColour.1), mix(background.2, cardColour.2))
            for y in top..<bottom {
                set(&image, x, y, (colour.0, colour.1, colour.2, 255))
            }
        }
        return image
    }

    public static func set(_ image: inout PNGImage, _ x: Int, _ y: Int, _ colour: (UInt8, UInt8, UInt8, UInt8)) {
        let i = (y * image.width + x) * 4
        image.pixels[i] = colour.0
        image.pixels[i + 1] = colour.1
        image.pixels[i + 2] = colour.2
        image.pixels[i + 3] = colour.3
    }

    public static func pixel(_ image: PNGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    /// A distinct picture per frame index: a card moving right by 7 px a frame.
    public static func frame(_ index: Int, width: Int = 64, height: Int = 48) -> PNGImage {
        card(width: width, height: height, left: 4 + 7 * Double(index) / 2, cardWidth: 20.5, top: 8, bottom: 40)
    }
}
