import Dispatch
import SwipePNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares two straight-alpha RGBA8 images pixel by pixel.
///
/// Speed: each row is first compared with `memcmp` (the exact fast path); only rows that differ
/// are walked pixel by pixel, comparing 32-bit words and computing the YIQ delta only for words
/// that differ. Rows are split into a fixed number of bands compared in parallel; each band
/// counts into its own slot and the slots are summed in band order, so the result is the same
/// at any thread count.
public enum ImageComparator {
    /// Bands per image; fixed so the work split never depends on the machine.
    static let bandCount = 16

    /// Compares `actual` against `expected`. Sizes that differ fail without a pixel walk.
    /// With `producingDiffImage`, the result carries a diff image the size of the inputs, drawn
    /// in `diffStyle`.
    public static func compare(
        expected: PNGImage, actual: PNGImage, tolerance: ComparisonTolerance = .pixelmatch,
        producingDiffImage: Bool = false, diffStyle: DiffStyle = .standard
    ) -> ImageComparison {
        let expectedSize = PixelSize(width: expected.width, height: expected.height)
        let actualSize = PixelSize(width: actual.width, height: actual.height)
        var result = ImageComparison(
            expectedSize: expectedSize, actualSize: actualSize, tolerance: tolerance,
            isExact: false, differingPixels: 0, antiAliasedPixels: 0, largestDelta: 0, differingBounds: nil,
            allowedDifferingPixels: tolerance.allowedDifferingPixels(pixelCount: actual.width * actual.height),
            diffImage: nil)
        guard expectedSize == actualSize, expected.pixels.count == actual.pixels.count,
              expected.pixels.count == expected.width * expected.height * 4 else {
            return result
        }
        let width = expected.width, height = expected.height
        if width == 0 || height == 0 {
            result.isExact = true
            return result
        }
        var diffPixels = producingDiffImage ? [UInt8](repeating: 0, count: width * height * 4) : []
        var bands = [BandTally](repeating: BandTally(), count: bandCount)
        let maximumEqualDelta = tolerance.maximumEqualDelta
        let detectsAA = tolerance.detectsAntiAliasing
        let maximumEdgeShadeDelta = tolerance.maximumEdgeShadeDelta
        expected.pixels.withUnsafeBufferPointer { expectedBuffer in
            actual.pixels.withUnsafeBufferPointer { actualBuffer in
                diffPixels.withUnsafeMutableBufferPointer { diffBuffer in
                    bands.withUnsafeMutableBufferPointer { tallies in
                        let e = expectedBuffer.baseAddress!, a = actualBuffer.baseAddress!
                        let diff = producingDiffImage ? diffBuffer.baseAddress : nil
                        let rowsPerBand = (height + bandCount - 1) / bandCount
                        DispatchQueue.concurrentPerform(iterations: bandCount) { band in
                            let start = band * rowsPerBand
                            let end = min(height, start + rowsPerBand)
                            guard start < end else { return }
                            tallies[band] = compareRows(
                                e, a, diff, width: width, height: height, rows: start..<end,
                                maximumEqualDelta: maximumEqualDelta, detectsAntiAliasing: detectsAA,
                                maximumEdgeShadeDelta: maximumEdgeShadeDelta, style: diffStyle)
                        }
                    }
                }
            }
        }
        var exact = true
        var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for tally in bands {
            if let b = tally.bounds {
                bounds = bounds.map { (min($0.minX, b.minX), min($0.minY, b.minY), max($0.maxX, b.maxX), max($0.maxY, b.maxY)) } ?? b
            }
            exact = exact && tally.exact
            result.differingPixels += tally.differing
            result.antiAliasedPixels += tally.antiAliased
            result.largestDelta = max(result.largestDelta, tally.largestDelta)
        }
        result.isExact = exact
        result.differingBounds = bounds.map { PixelRect(x: $0.minX, y: $0.minY, width: $0.maxX - $0.minX + 1, height: $0.maxY - $0.minY + 1) }
        if producingDiffImage {
            result.diffImage = PNGImage(width: width, height: height, pixels: diffPixels)
        }
        return result
    }

    struct BandTally {
        var exact = true
        var differing = 0
        var antiAliased = 0
        var largestDelta = 0.0
        var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    }

    static func compareRows(
        _ e: UnsafePointer<UInt8>, _ a: UnsafePointer<UInt8>, _ diff: UnsafeMutablePointer<UInt8>?,
        width: Int, height: Int, rows: Range<Int>, maximumEqualDelta: Double, detectsAntiAliasing: Bool,
        maximumEdgeShadeDelta: Double?, style: DiffStyle
    ) -> BandTally {
        var tally = BandTally()
        let rowBytes = width * 4
        for y in rows {
            let rowStart = y * rowBytes
            if memcmp(e + rowStart, a + rowStart, rowBytes) == 0 {
                if let diff { style.drawFadedRow(e + rowStart, into: diff + rowStart, count: width) }
                continue
            }
            tally.exact = false
            for x in 0..<width {
                let i = rowStart + x * 4
                let same = UnsafeRawPointer(e + i).loadUnaligned(as: UInt32.self)
                    == UnsafeRawPointer(a + i).loadUnaligned(as: UInt32.self)
                if same {
                    if let diff { style.drawFaded(e + i, into: diff + i) }
                    continue
                }
                let signedDelta = YIQColorDelta.delta(e, i, a, i)
                let delta = abs(signedDelta)
                if delta > tally.largestDelta { tally.largestDelta = delta }
                if delta > maximumEqualDelta {
                    if detectsAntiAliasing
                        && (AntiAliasingDetector.isAntiAliased(e, a, x: x, y: y, width: width, height: height)
                            || AntiAliasingDetector.isAntiAliased(a, e, x: x, y: y, width: width, height: height)
                            || EdgeShade.isEdgeShade(e, a, x: x, y: y, width: width, height: height,
                                                     delta: delta, maximumDelta: maximumEdgeShadeDelta)) {
                        tally.antiAliased += 1
                        if let diff { style.drawAntiAliased(into: diff + i) }
                    } else {
                        tally.differing += 1
                        tally.bounds = tally.bounds.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
                        if let diff { style.drawDifferent(delta: signedDelta, into: diff + i) }
                    }
                } else if let diff {
                    style.drawFaded(e + i, into: diff + i)
                }
            }
        }
        return tally
    }
}
