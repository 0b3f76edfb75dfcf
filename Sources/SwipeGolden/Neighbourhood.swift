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
    }

    /// The centre's byte offset in the image.
    let centre: Int
    let centreWord: UInt32
    let words: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)
    /// How many of the 8 neighbours have exactly the centre's bytes.
    let identical: Int

    /// The neighbourhood of the pixel at byte offset `centre` of `image`; the pixel must have
    /// all 8 neighbours inside the image.
    @inline(__always)
    init(_ image: UnsafePointer<UInt8>, centre: Int, offsets: Offsets) {
        let o = offsets.values
        self.centre = centre
        let c = YIQColorDelta.word(image, centre)
        centreWord = c
        words = (YIQColorDelta.word(image, centre &+ o.0), YIQColorDelta.word(image, centre &+ o.1),
                 YIQColorDelta.word(image, centre &+ o.2), YIQColorDelta.word(image, centre &+ o.3),
                 YIQColorDelta.word(image, centre &+ o.4), YIQColorDelta.word(image, centre &+ o.5),
                 YIQColorDelta.word(image, centre &+ o.6), YIQColorDelta.word(image, centre &+ o.7))
        @inline(__always) func same(_ word: UInt32) -> Int { word == c ? 1 : 0 }
        identical = same(words.0) &+ same(words.1) &+ same(words.2) &+ same(words.3)
            &+ same(words.4) &+ same(words.5) &+ same(words.6) &+ same(words.7)
    }
}
