import SwipePNG
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Compares one band of rows of two straight RGBA8 images, by pixelmatch 7.2.0's per-pixel
/// rules (`YIQColorDelta`, `AntiAliasingDetector`, `EdgeShade`), and draws that band of the
/// diff image.
///
/// Speed without changing a count: the rules only ever look at pixels whose bytes differ, so
/// the walk spends its time there.
/// - Each row is first compared with `memcmp`; an equal row is done (its diff row is faded grey).
/// - A differing row off the border is compared 8 pixels at a time (`compareOctet`): bounds of
///   the delta settle most lanes, and only lanes they leave open come here (`comparePixel`).
/// - Elsewhere (border rows and columns, the row's tail) equal pixels are skipped two at a
///   time (64-bit words); only pixels whose 32-bit words differ get a colour delta.
/// - Opaque pairs (the usual case) take the delta straight from the loaded words
///   (`YIQColorDelta.opaqueDelta`): the same Doubles in the same order as the general formula.
///   Before that, an integer bound (`opaqueDeltaPerSquaredDifference`) settles changes that
///   can neither pass the threshold nor raise the largest delta: they need no delta at all.
/// - Anti-aliasing is tested only for pixels over the threshold, as pixelmatch does; most
///   pixels are answered by counting identical neighbours in both images
///   (`isAntiAliasedInEither`), before any Double.
struct BandComparer {
    let expected: UnsafePointer<UInt8>
    let actual: UnsafePointer<UInt8>
    /// The diff image to draw, or nil when none is wanted.
    let diff: UnsafeMutablePointer<UInt8>?
    let width: Int
    let height: Int
    /// The largest delta that counts as equal (`ComparisonTolerance.maximumEqualDelta`).
    let maximumEqualDelta: Double
    let detectsAntiAliasing: Bool
    /// The edge rule's largest delta, or nil when the rule is off.
    let maximumEdgeShadeDelta: Double?
    let style: DiffStyle
    let neighbourOffsets: Neighbourhood.Offsets
    /// `maximumEqualDelta` as the nearest Floats no greater and no smaller, and the edge rule's
    /// largest delta as one no smaller (−1 when the rule is off): the octets' limits
    /// (`compareOctet`).
    let maximumEqualDeltaBelow: Float
    let maximumEqualDeltaAbove: Float
    let maximumEdgeShadeDeltaAbove: Float

    init(
        expected: UnsafePointer<UInt8>, actual: UnsafePointer<UInt8>, diff: UnsafeMutablePointer<UInt8>?,
        width: Int, height: Int, tolerance: ComparisonTolerance, style: DiffStyle
    ) {
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.width = width
        self.height = height
        maximumEqualDelta = tolerance.maximumEqualDelta
        detectsAntiAliasing = tolerance.detectsAntiAliasing
        maximumEdgeShadeDelta = tolerance.maximumEdgeShadeDelta
        self.style = style
        neighbourOffsets = Neighbourhood.Offsets(width: width)
        maximumEqualDeltaBelow = Self.float(atMost: tolerance.maximumEqualDelta)
        maximumEqualDeltaAbove = Self.float(atLeast: tolerance.maximumEqualDelta)
        maximumEdgeShadeDeltaAbove = tolerance.maximumEdgeShadeDelta.map { Self.float(atLeast: $0) } ?? -1
    }

    /// Compares the rows `rows` (a band) and returns its counts.
    func compare(rows: Range<Int>) -> BandTally {
        var tally = BandTally()
        let rowBytes = width * 4
        // Octets cover x = 1 ..< octetEnd of rows off the border; the rest is walked pixel by pixel.
        let octets = width > PixelOctet.count + 1 ? (width - 2) / PixelOctet.count : 0
        let octetEnd = 1 + octets * PixelOctet.count
        for y in rows {
            let rowStart = y * rowBytes
            if memcmp(expected + rowStart, actual + rowStart, rowBytes) == 0 {
                if let diff { style.drawFadedRow(expected + rowStart, into: diff + rowStart, count: width) }
                continue
            }
            tally.exact = false
            guard octets > 0, y > 0, y < height - 1 else {
                walk(y: y, columns: 0..<width, into: &tally)
                continue
            }
            walk(y: y, columns: 0..<1, into: &tally)
            var x = 1
            while x < octetEnd {
                compareOctet(x: x, y: y, into: &tally)
                x &+= PixelOctet.count
            }
            walk(y: y, columns: octetEnd..<width, into: &tally)
        }
        return tally
    }

    /// Compares the pixels `columns` of row `y` one by one, skipping runs of equal pixels two at
    /// a time (64-bit words).
    func walk(y: Int, columns: Range<Int>, into tally: inout BandTally) {
        let rowStart = y * width * 4
        let e = UnsafeRawPointer(expected + rowStart), a = UnsafeRawPointer(actual + rowStart)
        var x = columns.lowerBound
        let limit = columns.upperBound
        while x < limit {
            // The run of equal pixels from x.
            var end = x
            while end &+ 2 <= limit,
                e.loadUnaligned(fromByteOffset: end * 4, as: UInt64.self)
                    == a.loadUnaligned(fromByteOffset: end * 4, as: UInt64.self)
            {
                end &+= 2
            }
            while end < limit,
                e.loadUnaligned(fromByteOffset: end * 4, as: UInt32.self)
                    == a.loadUnaligned(fromByteOffset: end * 4, as: UInt32.self)
            {
                end &+= 1
            }
            if let diff, end > x {
                style.drawFadedRow(expected + rowStart + x * 4, into: diff + rowStart + x * 4, count: end - x)
            }
            if end == limit { break }
            comparePixel(x: end, y: y, into: &tally)
            x = end + 1
        }
    }

    /// Classifies pixel (x, y), whose bytes differ: equal within the threshold, anti-aliased
    /// (or an edge shade), or differing.
    @inline(__always)
    func comparePixel(x: Int, y: Int, into tally: inout BandTally) {
        let i = (y &* width &+ x) &* 4
        let expectedWord = YIQColorDelta.word(expected, i), actualWord = YIQColorDelta.word(actual, i)
        let signedDelta: Double
        if YIQColorDelta.bothOpaque(expectedWord, actualWord) {
            // A change too small to pass the threshold or the largest delta so far is settled by
            // its bound, without the Double formula (most pixels of a moved gradient).
            let bound =
                Double(YIQColorDelta.squaredDifference(expectedWord, actualWord))
                * YIQColorDelta.opaqueDeltaPerSquaredDifference
            if bound <= maximumEqualDelta, bound <= tally.largestDelta {
                if let diff { style.drawFaded(expected + i, into: diff + i) }
                return
            }
            signedDelta = YIQColorDelta.opaqueDelta(expectedWord, actualWord)
        } else {
            signedDelta = YIQColorDelta.delta(expected, i, actual, i)
        }
        let delta = abs(signedDelta)
        if delta > tally.largestDelta { tally.raiseLargestDelta(to: delta) }
        guard delta > maximumEqualDelta else {
            if let diff { style.drawFaded(expected + i, into: diff + i) }
            return
        }
        if detectsAntiAliasing
            && (isAntiAliasedInEither(x: x, y: y, centre: i)
                || EdgeShade.isEdgeShade(
                    expected, actual, x: x, y: y, width: width, height: height,
                    delta: delta, maximumDelta: maximumEdgeShadeDelta))
        {
            tally.antiAliased += 1
            if let diff { style.drawAntiAliased(into: diff + i) }
        } else {
            tally.addDiffering(x: x, y: y)
            if let diff { style.drawDifferent(delta: signedDelta, into: diff + i) }
        }
    }
}

extension BandComparer {
    /// Whether pixel (x, y) at byte offset `centre` is anti-aliasing in the expected image
    /// (given the actual one) or in the actual image (given the expected one): pixelmatch's
    /// test both ways. Off the border, both neighbourhoods are loaded here; when each has 3
    /// neighbours identical to its centre, neither can be anti-aliasing and nothing else is read.
    @inline(__always)
    func isAntiAliasedInEither(x: Int, y: Int, centre: Int) -> Bool {
        guard x > 0, y > 0, x < width &- 1, y < height &- 1 else {
            return AntiAliasingDetector.isAntiAliasedOnBorder(expected, actual, x: x, y: y, width: width, height: height)
                || AntiAliasingDetector.isAntiAliasedOnBorder(actual, expected, x: x, y: y, width: width, height: height)
        }
        // 3 of the 4 edge neighbours identical in both images is enough for "no" (the usual
        // answer inside fills and gradients): 8 compares instead of 16.
        if Self.crossIdentical(expected, centre: centre, stride: width &* 4) > 2
            && Self.crossIdentical(actual, centre: centre, stride: width &* 4) > 2
        {
            return false
        }
        let inExpected = Neighbourhood(expected, centre: centre, offsets: neighbourOffsets)
        let inActual = Neighbourhood(actual, centre: centre, offsets: neighbourOffsets)
        if inExpected.identical > 2 && inActual.identical > 2 { return false }
        return AntiAliasingDetector.isAntiAliased(expected, actual, inExpected, x: x, y: y, width: width, height: height)
            || AntiAliasingDetector.isAntiAliased(actual, expected, inActual, x: x, y: y, width: width, height: height)
    }
}

extension BandComparer {
    /// How many of the left, right, upper and lower neighbours of the pixel at byte offset
    /// `centre` (not on the border) have its exact bytes; a lower bound of
    /// `Neighbourhood.identical`.
    @inline(__always)
    static func crossIdentical(_ image: UnsafePointer<UInt8>, centre: Int, stride: Int) -> Int {
        let c = YIQColorDelta.word(image, centre)
        @inline(__always) func same(_ offset: Int) -> Int { YIQColorDelta.word(image, centre &+ offset) == c ? 1 : 0 }
        return same(-4) &+ same(4) &+ same(-stride) &+ same(stride)
    }
}

/// The counts of one band; bands are added in band order (`add`), so the total never depends
/// on which thread finished first.
struct BandTally {
    var exact = true
    var differing = 0
    var antiAliased = 0
    /// The largest delta of the band so far (only `raiseLargestDelta` changes it), and the
    /// largest Float no greater than it (the octets' limit).
    private(set) var largestDelta = 0.0
    private(set) var largestDeltaBelow: Float = 0
    /// The bounding box of the differing pixels; empty (min > max) while there are none.
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

    @inline(__always)
    mutating func addDiffering(x: Int, y: Int) {
        differing += 1
        minX = min(minX, x)
        minY = min(minY, y)
        maxX = max(maxX, x)
        maxY = max(maxY, y)
    }

    /// `count` differing pixels of row `y`, the leftmost at `fromX` and the rightmost at `toX`.
    @inline(__always)
    mutating func addDiffering(count: Int, y: Int, fromX: Int, toX: Int) {
        differing += count
        minX = min(minX, fromX)
        minY = min(minY, y)
        maxX = max(maxX, toX)
        maxY = max(maxY, y)
    }

    @inline(__always)
    mutating func raiseLargestDelta(to delta: Double) {
        largestDelta = delta
        largestDeltaBelow = BandComparer.float(atMost: delta)
    }

    mutating func add(_ other: BandTally) {
        exact = exact && other.exact
        differing += other.differing
        antiAliased += other.antiAliased
        if other.largestDelta > largestDelta { raiseLargestDelta(to: other.largestDelta) }
        minX = min(minX, other.minX)
        minY = min(minY, other.minY)
        maxX = max(maxX, other.maxX)
        maxY = max(maxY, other.maxY)
    }

    /// The smallest rectangle holding every differing pixel, or nil when none differs.
    var differingBounds: PixelRect? {
        guard differing > 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
