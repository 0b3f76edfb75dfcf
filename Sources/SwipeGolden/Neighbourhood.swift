/// The 8 neighbours of a pixel that is not on the image border, loaded once as little-endian
/// RGBA words, with the number identical to the centre.
///
/// The anti-aliasing test (`AntiAliasingDetector`) looks at these neighbours in both images
/// for every pixel over the threshold; loading them once per image and counting identical
/// words with integer compares answers most pixels (3 identical neighbours: not anti-aliased)
/// without a single Double.
struct Neighbourhood {
    /// Byte offsets from a pixel to its neighbours in pixelmatch's order: columns outer
    /// (x − 1, x, x + 1), rows inner (y − 1, y, y + 1), the centre left out. At equal extremes
    /// the first neighbour in this order wins, as in pixelmatch.
    struct Offsets {
        let values: (Int, Int, Int, Int, Int, Int, Int, Int)

        /// The offsets in an image `width` pixels wide.
        init(width: Int) {
            let stride = width &* 4
            values = (-stride &- 4, -4, stride &- 4, -stride, stride, -stride &+ 4, 4, stride &+ 4)
        }

        /// The offset of neighbour `index` (0…7).
        subscript(index: Int) -> Int {
            withUnsafeBytes(of: values) { $0.load(fromByteOffset: index &* MemoryLayout<Int>.stride, as: Int.self) }
        }
    }

    /// The (dx, dy) of neighbour `index` in this order.
    @inline(__always)
    static func step(_ index: Int) -> (Int, Int) {
        // Columns outer: indices 0–2 at dx = −1, 3–4 at dx = 0 (dy −1, +1), 5–7 at dx = +1.
        switch index {
        case 0: return (-1, -1)
        case 1: return (-1, 0)
        case 2: return (-1, 1)
        case 3: return (0, -1)
        case 4: return (0, 1)
        case 5: return (1, -1)
        case 6: return (1, 0)
        default: return (1, 1)
        }
    }

    /// The centre's byte offset in the image.
    let centre: Int
    let centreWord: UInt32
    let words: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)
    /// How many of the 8 neighbours have exactly the centre's bytes.
    let identical: Int

    /// The 8 neighbours' words as one vector, in the same order.
    @inline(__always)
    var wordVector: SIMD8<UInt32> {
        SIMD8(words.0, words.1, words.2, words.3, words.4, words.5, words.6, words.7)
    }

    /// Whether the centre and all 8 neighbours have alpha 255.
    @inline(__always)
    var isOpaque: Bool {
        let all = words.0 & words.1 & words.2 & words.3 & words.4 & words.5 & words.6 & words.7 & centreWord
        return all >= 0xFF00_0000
    }

    /// The neighbourhood of the pixel at byte offset `centre` of `image`; the pixel must have
    /// all 8 neighbours inside the image.
    @inline(__always)
    init(_ image: UnsafePointer<UInt8>, centre: Int, offsets: Offsets) {
        let o = offsets.values
        self.centre = centre
        let c = YIQColorDelta.word(image, centre)
        centreWord = c
        words = (
            YIQColorDelta.word(image, centre &+ o.0), YIQColorDelta.word(image, centre &+ o.1),
            YIQColorDelta.word(image, centre &+ o.2), YIQColorDelta.word(image, centre &+ o.3),
            YIQColorDelta.word(image, centre &+ o.4), YIQColorDelta.word(image, centre &+ o.5),
            YIQColorDelta.word(image, centre &+ o.6), YIQColorDelta.word(image, centre &+ o.7)
        )
        @inline(__always) func same(_ word: UInt32) -> Int { word == c ? 1 : 0 }
        identical =
            same(words.0) &+ same(words.1) &+ same(words.2) &+ same(words.3)
            &+ same(words.4) &+ same(words.5) &+ same(words.6) &+ same(words.7)
    }
}
