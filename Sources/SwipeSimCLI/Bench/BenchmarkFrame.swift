/// Synthetic frame content for the PNG benchmark when no rendered frame is at hand: the three
/// kinds of content real frames hold — a smooth gradient background, flat card panels, and a
/// photo-like noisy band — as premultiplied, opaque RGBA8.
enum BenchmarkFrame {
    static func cardFrame(width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        var noise: UInt32 = 0x1234_5678
        let cardLeft = width / 12, cardRight = width - width / 12
        let cardTop = height / 6, cardBottom = height * 4 / 5
        let photoBottom = cardTop + (cardBottom - cardTop) * 2 / 3
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                var red = 88 + 167 * y / height, green = 86 - 41 * y / height, blue = 214 - 129 * y / height
                if x >= cardLeft, x < cardRight, y >= cardTop, y < cardBottom {
                    if y < photoBottom {
                        noise = noise &* 1_664_525 &+ 1_013_904_223
                        let grain = Int(noise >> 31)
                        let sky = 110 + (y - cardTop) * 110 / max(1, photoBottom - cardTop)
                        let hill = (x - cardLeft) * 40 / max(1, cardRight - cardLeft)
                        red = sky - grain - hill; green = sky - 10 + grain; blue = 235 - grain - hill
                    } else {
                        red = 242; green = 242; blue = 247
                    }
                }
                pixels[index] = UInt8(clamping: red)
                pixels[index + 1] = UInt8(clamping: green)
                pixels[index + 2] = UInt8(clamping: blue)
            }
        }
        return pixels
    }
}
