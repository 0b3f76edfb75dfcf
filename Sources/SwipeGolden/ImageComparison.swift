import SwipePNG
import SwipeMath

/// A width × height pair in pixels, printed as `390×844`.
public struct PixelSize: Equatable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    public var description: String { "\(width)×\(height)" }
}

/// The figures of one image comparison, for reports and for deciding pass or fail.
public struct ImageComparison: Sendable {
    public var expectedSize: PixelSize
    public var actualSize: PixelSize
    public var tolerance: ComparisonTolerance
    /// Whether every pixel's RGBA bytes are identical (the fast path's answer).
    public var isExact: Bool
    /// Pixels whose YIQ delta exceeds the threshold and that are not anti-aliasing.
    public var differingPixels: Int
    /// Pixels over the threshold that were classified as anti-aliasing and not counted.
    public var antiAliasedPixels: Int
    /// The largest YIQ delta of any pixel, 0…`YIQColorDelta.maximum`.
    public var largestDelta: Double
    /// The smallest rectangle holding every differing pixel (anti-aliased ones excluded), or nil.
    public var differingBounds: PixelRect?
    /// The differing-pixel budget, from `ComparisonTolerance.allowedDifferingPixels`.
    public var allowedDifferingPixels: Int
    /// The diff image (grey where equal, red where different, yellow for anti-aliasing),
    /// when one was asked for and the sizes match.
    public var diffImage: PNGImage?

    public var sizeMatches: Bool { expectedSize == actualSize }
    public var pixelCount: Int { actualSize.width * actualSize.height }

    /// The sizes match and the differing pixels fit the budget.
    public var passed: Bool { sizeMatches && differingPixels <= allowedDifferingPixels }

    /// The largest delta on the threshold scale: the smallest threshold at which every
    /// pixel would be equal (√(delta / 35215)).
    public var largestDeltaAsThreshold: Double { YIQColorDelta.thresholdEquivalent(of: largestDelta) }

    /// The share of the budget used: differing / allowed; 0 when nothing differs, infinity when
    /// something differs and the budget is 0.
    public var budgetUsed: Double {
        if differingPixels == 0 { return 0 }
        if allowedDifferingPixels == 0 { return .infinity }
        return Double(differingPixels) / Double(allowedDifferingPixels)
    }

    /// Differing pixels still allowed before failing (negative when over budget).
    public var headroomPixels: Int { allowedDifferingPixels - differingPixels }

    /// One line, e.g. `12 differing pixels (0.0040%), 3 anti-aliased ignored, largest delta 0.3100
    /// (threshold 0.1), within budget: 12 of 100 px (12.0% used, 88 px headroom)`.
    public var summary: String {
        guard sizeMatches else {
            return "size mismatch: expected \(expectedSize), actual \(actualSize)"
        }
        if isExact { return "identical pixels" }
        let percent = pixelCount == 0 ? 0 : Double(differingPixels) * 100 / Double(pixelCount)
        var text = "\(differingPixels) differing pixel\(differingPixels == 1 ? "" : "s") (\(DecimalFormat.fixed(percent, decimals: 4))%)"
        text += ", \(antiAliasedPixels) anti-aliased ignored"
        text += ", largest delta \(DecimalFormat.fixed(largestDeltaAsThreshold, decimals: 4)) (threshold \(tolerance.threshold))"
        if differingPixels > allowedDifferingPixels {
            text += ", over budget: \(allowedDifferingPixels) px allowed, \(differingPixels - allowedDifferingPixels) px over"
        } else if allowedDifferingPixels > 0 {
            text +=
                ", within budget: \(differingPixels) of \(allowedDifferingPixels) px (\(DecimalFormat.fixed(budgetUsed * 100, decimals: 1))% used, \(headroomPixels) px headroom)"
        }
        return text
    }
}
