/// Decides whether a differing pixel is anti-aliasing, by pixelmatch's rule (written anew).
///
/// A pixel of image A is anti-aliased when, among its (up to 8) neighbours in A:
/// - at most 2 have exactly its brightness (a pixel on the image border counts one extra), and
/// - some are darker and some are brighter — it sits on a gradient between two colours, and
/// - its brightest or its darkest neighbour lies in a flat area in *both* images, i.e. that
///   neighbour has at least 3 identical neighbours in A and also in B (border counts one).
/// Such a pixel is a shade between two flat regions, which is what an edge drawn with partial
/// coverage produces; when such an edge moves by a pixel, only these shades change.
/// The comparator tests A against B and B against A.
///
/// Speed: a pixel with all 8 neighbours inside the image is tested from its `Neighbourhood`:
/// with 3 neighbours of identical bytes the answer is no, whatever the others' brightness
/// (integer compares only); otherwise brightness differences are computed, opaque pairs
/// straight from the loaded words. Pixels on the border take pixelmatch's general walk. Both
/// give exactly the answer of pixelmatch's loop.
enum AntiAliasingDetector {
    /// Whether pixel (x, y) of `image` is anti-aliasing given `other`; both are RGBA8 of
    /// `width` × `height` pixels.
    @inline(__always)
    static func isAntiAliased(
        _ image: UnsafePointer<UInt8>, _ other: UnsafePointer<UInt8>,
        x: Int, y: Int, width: Int, height: Int
    ) -> Bool {
        if x > 0, y > 0, x < width &- 1, y < height &- 1 {
            let centre = (y &* width &+ x) &* 4
            let offsets = Neighbourhood.Offsets(width: width)
            return isAntiAliased(image, other, Neighbourhood(image, centre: centre, offsets: offsets),
                                 offsets: offsets, width: width, height: height)
        }
        return isAntiAliasedOnBorder(image, other, x: x, y: y, width: width, height: height)
    }

    /// `isAntiAliased` for a pixel off the border, from its neighbourhood in `image`.
    static func isAntiAliased(
        _ image: UnsafePointer<UInt8>, _ other: UnsafePointer<UInt8>, _ neighbourhood: Neighbourhood,
        offsets: Neighbourhood.Offsets, width: Int, height: Int
    ) -> Bool {
        var equalBrightness = neighbourhood.identical
        if equalBrightness > 2 { return false }
        let centre = neighbourhood.centre, centreWord = neighbourhood.centreWord
        var lowest = 0.0, highest = 0.0
        var lowestOffset = 0, highestOffset = 0
        @inline(__always) func consider(_ word: UInt32, _ offset: Int) {
            // Identical neighbours have brightness delta 0 and are counted already.
            guard word != centreWord else { return }
            let delta = YIQColorDelta.bothOpaque(centreWord, word)
                ? YIQColorDelta.opaqueBrightnessDelta(centreWord, word)
                : YIQColorDelta.brightnessDelta(image, centre: centre, neighbour: centre &+ offset)
            if delta == 0 {
                equalBrightness &+= 1
            } else if delta < lowest {
                lowest = delta
                lowestOffset = offset
            } else if delta > highest {
                highest = delta
                highestOffset = offset
            }
        }
        let words = neighbourhood.words, o = offsets.values
        consider(words.0, o.0)
        consider(words.1, o.1)
        consider(words.2, o.2)
        consider(words.3, o.3)
        consider(words.4, o.4)
        consider(words.5, o.5)
        consider(words.6, o.6)
        consider(words.7, o.7)
        // Three neighbours of equal brightness, or no gradient across this pixel.
        if equalBrightness > 2 || lowest == 0 || highest == 0 { return false }
        let brightest = (centre &+ lowestOffset) / 4, darkest = (centre &+ highestOffset) / 4
        if hasManySiblings(image, x: brightest % width, y: brightest / width, width: width, height: height)
            && hasManySiblings(other, x: brightest % width, y: brightest / width, width: width, height: height) {
            return true
        }
        return hasManySiblings(image, x: darkest % width, y: darkest / width, width: width, height: height)
            && hasManySiblings(other, x: darkest % width, y: darkest / width, width: width, height: height)
    }

    /// `isAntiAliased` by pixelmatch's loop, for any pixel (used on the image border).
    static func isAntiAliasedOnBorder(
        _ image: UnsafePointer<UInt8>, _ other: UnsafePointer<UInt8>,
        x: Int, y: Int, width: Int, height: Int
    ) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let center = (y * width + x) * 4
        var equalBrightness = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var lowest = 0.0, highest = 0.0
        var lowestX = 0, lowestY = 0, highestX = 0, highestY = 0
        // Columns outer, rows inner: at equal extremes the first neighbour found in this order wins,
        // as in pixelmatch.
        var nx = x0
        while nx <= x2 {
            var ny = y0
            while ny <= y2 {
                if nx != x || ny != y {
                    // Centre brightness minus neighbour brightness: the lowest is the brightest
                    // neighbour, the highest the darkest.
                    let delta = YIQColorDelta.brightnessDelta(image, centre: center, neighbour: (ny * width + nx) * 4)
                    if delta == 0 {
                        equalBrightness += 1
                        if equalBrightness > 2 { return false }
                    } else if delta < lowest {
                        lowest = delta
                        lowestX = nx
                        lowestY = ny
                    } else if delta > highest {
                        highest = delta
                        highestX = nx
                        highestY = ny
                    }
                }
                ny += 1
            }
            nx += 1
        }
        // No gradient across this pixel: neighbours are all on one side.
        if lowest == 0 || highest == 0 { return false }
        if hasManySiblings(image, x: lowestX, y: lowestY, width: width, height: height)
            && hasManySiblings(other, x: lowestX, y: lowestY, width: width, height: height) {
            return true
        }
        return hasManySiblings(image, x: highestX, y: highestY, width: width, height: height)
            && hasManySiblings(other, x: highestX, y: highestY, width: width, height: height)
    }

    /// Whether pixel (x, y) has at least 3 neighbours with identical RGBA bytes (a pixel on the
    /// border starts with one, as pixelmatch counts it).
    @inline(__always)
    static func hasManySiblings(_ image: UnsafePointer<UInt8>, x: Int, y: Int, width: Int, height: Int) -> Bool {
        if x > 0, y > 0, x < width &- 1, y < height &- 1 {
            return Neighbourhood(image, centre: (y &* width &+ x) &* 4, offsets: Neighbourhood.Offsets(width: width))
                .identical > 2
        }
        return hasManySiblingsOnBorder(image, x: x, y: y, width: width, height: height)
    }

    /// `hasManySiblings` by pixelmatch's loop, for any pixel (used on the image border).
    static func hasManySiblingsOnBorder(_ image: UnsafePointer<UInt8>, x: Int, y: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let center = (y * width + x) * 4
        let value = UnsafeRawPointer(image + center).loadUnaligned(as: UInt32.self)
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var ny = y0
        while ny <= y2 {
            var nx = x0
            while nx <= x2 {
                if nx != x || ny != y,
                   UnsafeRawPointer(image + (ny * width + nx) * 4).loadUnaligned(as: UInt32.self) == value {
                    equal += 1
                    if equal > 2 { return true }
                }
                nx += 1
            }
            ny += 1
        }
        return false
    }
}
