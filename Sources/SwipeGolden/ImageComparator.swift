import Dispatch
import SwipePNG

/// Compares two straight-alpha RGBA8 images pixel by pixel.
///
/// Rows are split into a fixed number of bands compared in parallel (`BandComparer` walks one;
/// its doc says how it skips equal pixels); each band counts into its own slot and the slots
/// are summed in band order, so the result is the same at any thread count.
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
            expected.pixels.count == expected.width * expected.height * 4
        else {
            return result
        }
        let width = expected.width, height = expected.height
        if width == 0 || height == 0 {
            result.isExact = true
            return result
        }
        var diffPixels = producingDiffImage ? ImageMemory.zeros(count: width * height * 4) : []
        var bands = [BandTally](repeating: BandTally(), count: bandCount)
        expected.pixels.withUnsafeBufferPointer { expectedBuffer in
            actual.pixels.withUnsafeBufferPointer { actualBuffer in
                diffPixels.withUnsafeMutableBufferPointer { diffBuffer in
                    bands.withUnsafeMutableBufferPointer { tallies in
                        let comparer = BandComparer(
                            expected: expectedBuffer.baseAddress!, actual: actualBuffer.baseAddress!,
                            diff: producingDiffImage ? diffBuffer.baseAddress : nil, width: width, height: height,
                            tolerance: tolerance, style: diffStyle)
                        let rowsPerBand = (height + bandCount - 1) / bandCount
                        DispatchQueue.concurrentPerform(iterations: bandCount) { band in
                            let start = band * rowsPerBand
                            let end = min(height, start + rowsPerBand)
                            guard start < end else { return }
                            tallies[band] = comparer.compare(rows: start..<end)
                        }
                    }
                }
            }
        }
        var total = BandTally()
        for tally in bands { total.add(tally) }
        result.isExact = total.exact
        result.differingPixels = total.differing
        result.antiAliasedPixels = total.antiAliased
        result.largestDelta = total.largestDelta
        result.differingBounds = total.differingBounds
        if producingDiffImage {
            result.diffImage = PNGImage(width: width, height: height, pixels: diffPixels)
        }
        return result
    }
}
