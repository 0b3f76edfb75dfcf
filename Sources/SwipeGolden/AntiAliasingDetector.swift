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
/// (integer compares only); otherwise brightness differences are computed, all 8 at once in
/// SIMD Doubles when the neighbourhood is opaque (`opaqueGradient`). Pixels on the border take pixelmatch's general walk. Both
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
            return isAntiAliased(
                image, other, Neighbourhood(image, centre: centre, offsets: offsets),
                x: x, y: y, width: width, height: height)
        }
        return isAntiAliasedOnBorder(image, other, x: x, y: y, width: width, height: height)
    }

    /// `isAntiAliased` for pixel (x, y) off the border, from its neighbourhood in `image`.
    static func isAntiAliased(
        _ image: UnsafePointer<UInt8>, _ other: UnsafePointer<UInt8>, _ neighbourhood: Neighbourhood,
        x: Int, y: Int, width: Int, height: Int
    ) -> Bool {
        if neighbourhood.identical > 2 { return false }
        let gradient =
            neighbourhood.isOpaque
            ? opaqueGradient(neighbourhood)
            : gradient(image, neighbourhood, offsets: Neighbourhood.Offsets(width: width))
        // Three neighbours of equal brightness, or no gradient across this pixel.
        guard let (brightest, darkest) = gradient else { return false }
        let (bx, by) = Neighbourhood.step(brightest), (dx, dy) = Neighbourhood.step(darkest)
        if hasManySiblings(image, x: x &+ bx, y: y &+ by, width: width, height: height)
            && hasManySiblings(other, x: x &+ bx, y: y &+ by, width: width, height: height)
        {
            return true
        }
        return hasManySiblings(image, x: x &+ dx, y: y &+ dy, width: width, height: height)
            && hasManySiblings(other, x: x &+ dx, y: y &+ dy, width: width, height: height)
    }

    /// The indices (in `Neighbourhood` order) of the brightest and the darkest neighbour, or
    /// nil when 3 neighbours have the centre's brightness or no neighbour is brighter or none
    /// darker. At equal extremes the first in order wins, as in pixelmatch's loop.
    @inline(__always)
    static func extremes(_ deltas: SIMD8<Double>) -> (brightest: Int, darkest: Int)? {
        var equalBrightness = 0
        var lowest = 0.0, highest = 0.0
        var lowestIndex = 0, highestIndex = 0
        for k in 0..<8 {
            // Centre brightness minus neighbour brightness: the lowest is the brightest neighbour.
            let delta = deltas[k]
            if delta == 0 {
                equalBrightness &+= 1
            } else if delta < lowest {
                lowest = delta
                lowestIndex = k
            } else if delta > highest {
                highest = delta
                highestIndex = k
            }
        }
        if equalBrightness > 2 || lowest == 0 || highest == 0 { return nil }
        return (lowestIndex, highestIndex)
    }

    /// `extremes` of a neighbourhood where the centre and all 8 neighbours are opaque: the 8
    /// brightness differences ΔY = 0.29889531·Δr + 0.58662247·Δg + 0.11448223·Δb at once, in
    /// SIMD Doubles — the same multiplies and adds in the same order as the scalar formula, so
    /// bit for bit the same values (identical neighbours give exactly 0).
    @inline(__always)
    static func opaqueGradient(_ neighbourhood: Neighbourhood) -> (brightest: Int, darkest: Int)? {
        let centre = SIMD8<UInt32>(repeating: neighbourhood.centreWord), words = neighbourhood.wordVector
        let byte = SIMD8<UInt32>(repeating: 0xFF)
        @inline(__always) func difference(_ shift: UInt32) -> SIMD8<Double> {
            let d =
                SIMD8<Int32>(truncatingIfNeeded: (centre &>> shift) & byte)
                &- SIMD8<Int32>(truncatingIfNeeded: (words &>> shift) & byte)
            // Lane by lane: the generic SIMD conversion is not specialised here.
            return SIMD8<Double>(
                Double(d[0]), Double(d[1]), Double(d[2]), Double(d[3]),
                Double(d[4]), Double(d[5]), Double(d[6]), Double(d[7]))
        }
        let dr = difference(0), dg = difference(8), db = difference(16)
        return extremes(dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223)
    }

    /// `extremes` of any neighbourhood off the border: translucent pairs are blended over the
    /// checkerboard (`YIQColorDelta.brightnessDelta`).
    static func gradient(
        _ image: UnsafePointer<UInt8>, _ neighbourhood: Neighbourhood, offsets: Neighbourhood.Offsets
    ) -> (brightest: Int, darkest: Int)? {
        let centre = neighbourhood.centre, centreWord = neighbourhood.centreWord
        let words = neighbourhood.wordVector
        var deltas = SIMD8<Double>()
        for k in 0..<8 where words[k] != centreWord {
            deltas[k] =
                YIQColorDelta.bothOpaque(centreWord, words[k])
                ? YIQColorDelta.opaqueBrightnessDelta(centreWord, words[k])
                : YIQColorDelta.brightnessDelta(image, centre: centre, neighbour: centre &+ offsets[k])
        }
        return extremes(deltas)
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
            && hasManySiblings(other, x: lowestX, y: lowestY, width: width, height: height)
        {
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
                    UnsafeRawPointer(image + (ny * width + nx) * 4).loadUnaligned(as: UInt32.self) == value
                {
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
