extension BandComparer {
    /// Compares the 8 pixels from (x, y) at once (`PixelOctet`); all of them and their
    /// neighbours lie inside the image (1 ≤ x, x + 8 ≤ width − 1, 0 < y < height − 1).
    ///
    /// Each differing opaque lane is sorted by bounds of its delta — first those from |d|²
    /// (`PixelOctet.Differences`: most octets of a moved gradient or shadow end there), then,
    /// for octets with lanes left, the approximate delta ± its error:
    /// - certainly within the threshold and not above the largest delta so far: an equal pixel
    ///   (most pixels of a moved gradient or a shadow);
    /// - certainly over the threshold, certainly not above the largest delta so far, certainly
    ///   above the edge rule's limit (when it is on) and, when the diff image has an alternative
    ///   colour, with a certain sign of ΔY: a differing pixel whose exact delta changes nothing,
    ///   so it goes straight to the anti-aliasing test. Lanes with more than 2 identical
    ///   neighbours in both images (counted for all 8 at once) are not anti-aliasing; the
    ///   others take pixelmatch's test in each image whose count leaves it open.
    /// Every other lane — translucent in either image, near a limit, possibly a new largest
    /// delta — is compared by `comparePixel`, the exact scalar rules.
    @inline(__always)
    func compareOctet(x: Int, y: Int, into tally: inout BandTally) {
        let i = (y &* width &+ x) &* 4
        let octet = PixelOctet(expected, actual, at: i)
        let differing = octet.differingLanes
        if differing == 0 {
            if let diff { style.drawFadedRow(expected + i, into: diff + i, count: PixelOctet.count) }
            return
        }
        let differences = octet.differences()
        let opaque = octet.opaque
        let largestBelow = tally.largestDeltaBelow
        let equalLimit = min(largestBelow, maximumEqualDeltaBelow)
        let edgeRule = detectsAntiAliasing && maximumEdgeShadeDelta != nil
        let signMatters = diff != nil && style.diffColorAlternative != nil
        // Within the threshold and the largest delta so far by the bound from |d|² alone ...
        var settled = differing & PixelOctet.laneBits(opaque .& (differences.deltaUpperBound .<= equalLimit))
        if settled == differing {
            if let diff { style.drawFadedRow(expected + i, into: diff + i, count: PixelOctet.count) }
            return
        }
        // Certainly over the threshold, not a new largest delta, beyond the edge rule, by the
        // bounds from |d|² (not when the diff image needs the sign of ΔY) ...
        var over: UInt32 = 0
        if !signMatters {
            let low = differences.deltaLowerBound
            var overMask =
                opaque .& (low .> maximumEqualDeltaAbove)
                .& (differences.deltaUpperBoundAlongSteepest .<= largestBelow)
            if edgeRule { overMask = overMask .& (low .> maximumEdgeShadeDeltaAbove) }
            over = differing & PixelOctet.laneBits(overMask)
        }
        // ... and both questions of the approximate delta ± its error for the lanes left.
        var luma = SIMD8<Float>()
        if differing & ~settled & ~over != 0 {
            let approximate = differences.approximateDelta()
            let error = approximate.error
            let upper = approximate.value + error, lower = approximate.value - error
            settled |= differing & PixelOctet.laneBits(opaque .& (upper .<= equalLimit))
            var overMask = opaque .& (lower .> maximumEqualDeltaAbove) .& (upper .<= largestBelow)
            if edgeRule { overMask = overMask .& (lower .> maximumEdgeShadeDeltaAbove) }
            if signMatters { overMask = overMask .& approximate.hasCertainLumaSign }
            over |= differing & ~settled & PixelOctet.laneBits(overMask)
            luma = approximate.luma
        }
        let exact = differing & ~settled & ~over

        var antiAliased: UInt32 = 0
        if detectsAntiAliasing && over != 0 {
            let stride = width &* 4
            let inExpected = PixelOctet.identicalNeighbours(expected, at: i, stride: stride, decidingLanes: over)
            let inActual = PixelOctet.identicalNeighbours(actual, at: i, stride: stride, decidingLanes: over)
            let two = SIMD8<Int32>(repeating: 2)
            let flatInExpected = PixelOctet.laneBits(inExpected .> two), flatInActual = PixelOctet.laneBits(inActual .> two)
            var open = over & ~(flatInExpected & flatInActual)
            // The test both ways (`isAntiAliasedInEither`), skipping an image whose count (exact,
            // or a lower bound) is over 2 already: such a pixel is not anti-aliasing in it.
            while open != 0 {
                let k = open.trailingZeroBitCount
                open &= open &- 1
                let centre = i &+ k &* 4, bit: UInt32 = 1 << k
                if flatInExpected & bit == 0,
                    AntiAliasingDetector.isAntiAliased(
                        expected, actual, Neighbourhood(expected, centre: centre, offsets: neighbourOffsets),
                        x: x &+ k, y: y, width: width, height: height)
                {
                    antiAliased |= bit
                } else if flatInActual & bit == 0,
                    AntiAliasingDetector.isAntiAliased(
                        actual, expected, Neighbourhood(actual, centre: centre, offsets: neighbourOffsets),
                        x: x &+ k, y: y, width: width, height: height)
                {
                    antiAliased |= bit
                }
            }
        }
        let different = over & ~antiAliased
        tally.antiAliased &+= PixelOctet.laneCount(antiAliased)
        if different != 0 {
            tally.addDiffering(
                count: PixelOctet.laneCount(different), y: y,
                fromX: x &+ different.trailingZeroBitCount, toX: x &+ 31 &- different.leadingZeroBitCount)
        }
        if let diff {
            for k in 0..<PixelOctet.count where exact & (1 << k) == 0 {
                let offset = i &+ k &* 4
                if antiAliased & (1 << k) != 0 {
                    style.drawAntiAliased(into: diff + offset)
                } else if different & (1 << k) != 0 {
                    style.drawDifferent(expectedIsBrighter: luma[k] > 0, into: diff + offset)
                } else {
                    style.drawFaded(expected + offset, into: diff + offset)
                }
            }
        }
        var rest = exact
        while rest != 0 {
            let k = rest.trailingZeroBitCount
            rest &= rest &- 1
            comparePixel(x: x &+ k, y: y, into: &tally)
        }
    }

    /// The largest Float no greater than `value`.
    static func float(atMost value: Double) -> Float {
        let nearest = Float(value)
        return Double(nearest) > value ? nearest.nextDown : nearest
    }

    /// The smallest Float no smaller than `value`.
    static func float(atLeast value: Double) -> Float {
        let nearest = Float(value)
        return Double(nearest) < value ? nearest.nextUp : nearest
    }
}
