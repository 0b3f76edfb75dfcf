/// How different two images may be and still match.
///
/// The per-pixel test is pixelmatch's: a pixel differs when the YIQ delta of its colours
/// (see `YIQColorDelta`) exceeds `YIQColorDelta.maximum × threshold²`. The image test is a
/// budget of differing pixels: `maxDiffPixels` (a count) and `maxDiffRatio` (a fraction of all
/// pixels); when both are given the stricter (smaller) one wins, and when neither is given no
/// differing pixel is allowed. Pixels classified as anti-aliasing are never counted.
public struct ComparisonTolerance: Equatable, Sendable {
    /// Per-pixel perceptual threshold, 0…1; 0 makes any colour change a difference.
    public var threshold: Double
    /// Whether anti-aliased pixels (pixelmatch's rule, `AntiAliasingDetector`) are ignored.
    public var detectsAntiAliasing: Bool
    /// The number of differing pixels allowed, or nil for no count budget.
    public var maxDiffPixels: Int?
    /// The fraction (0…1) of all pixels allowed to differ, or nil for no ratio budget.
    public var maxDiffRatio: Double?

    public init(
        threshold: Double = 0.1, detectsAntiAliasing: Bool = true,
        maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil
    ) {
        self.threshold = threshold
        self.detectsAntiAliasing = detectsAntiAliasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// threshold 0.1, anti-aliasing detection on, no differing pixel allowed.
    public static let standard = ComparisonTolerance()

    /// The largest YIQ delta that still counts as equal: `YIQColorDelta.maximum × threshold²`.
    /// The threshold is clamped to 0…1 (a NaN counts as 0) so a bad value cannot widen it.
    public var maximumEqualDelta: Double {
        let t = threshold.isNaN ? 0 : min(max(threshold, 0), 1)
        return YIQColorDelta.maximum * t * t
    }

    /// The number of differing pixels an image of `pixelCount` pixels may have:
    /// min(maxDiffPixels, ⌊maxDiffRatio × pixelCount⌋), counting only the budgets given; 0 when none.
    public func allowedDifferingPixels(pixelCount: Int) -> Int {
        var allowed: Int?
        if let count = maxDiffPixels {
            allowed = max(0, count)
        }
        if let ratio = maxDiffRatio, !ratio.isNaN {
            let clamped = min(max(ratio, 0), 1)
            let byRatio = Int((clamped * Double(max(0, pixelCount))).rounded(.down))
            allowed = min(allowed ?? byRatio, byRatio)
        }
        return allowed ?? 0
    }

    /// Checks the values a user can type; the message names the option to fix.
    public func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw GoldenError.invalidTolerance("threshold must be from 0 to 1; got \(threshold)")
        }
        if let count = maxDiffPixels, count < 0 {
            throw GoldenError.invalidTolerance("max-diff-pixels must be 0 or more; got \(count)")
        }
        if let ratio = maxDiffRatio, !(ratio.isFinite && (0...1).contains(ratio)) {
            throw GoldenError.invalidTolerance("max-diff-ratio must be from 0 to 1; got \(ratio)")
        }
    }

    /// One line for reports, e.g. `threshold 0.1, AA detection on, budget 0 px`.
    public var summary: String {
        var parts = ["threshold \(threshold)", "AA detection \(detectsAntiAliasing ? "on" : "off")"]
        if let count = maxDiffPixels { parts.append("max-diff-pixels \(count)") }
        if let ratio = maxDiffRatio { parts.append("max-diff-ratio \(ratio)") }
        return parts.joined(separator: ", ")
    }
}
