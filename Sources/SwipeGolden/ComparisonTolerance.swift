/// How different two images may be and still match.
///
/// The per-pixel test is pixelmatch's: a pixel differs when the YIQ delta of its colours
/// (see `YIQColorDelta`) exceeds `YIQColorDelta.maximum × threshold²`. The image test is a
/// budget of differing pixels: `maxDiffPixels` (a count) and `maxDiffRatio` (a fraction of all
/// pixels); when both are given the stricter (smaller) one wins, and when neither is given no
/// differing pixel is allowed. Pixels classified as anti-aliasing are never counted.
///
/// Two sets of defaults:
/// - `pixelmatch` (threshold 0.1, AA detection, nothing else) for `swipesim diff`: the counts of
///   pixelmatch 7.2.0 for any two images;
/// - `standard` for goldens (`verify`, `assertGoldenFrames`): our renderer is deterministic —
///   integer pixel arithmetic, our own coverage and maths — so a golden frame re-rendered on
///   another machine differs only where FreeType (glyph outlines) differs: edge shades. The
///   threshold is therefore 0.008, below the 0.0086 of the smallest "8 levels in one channel of
///   a card's fill" (blue, the channel YIQ weighs least, under an 85 % gradient), and edge shades
///   are let through by pixelmatch's AA rule plus an edge rule (`edgeThreshold`, 0.05): on an
///   edge between two colours, a change up to 0.05 is a shade, not a regression; a budget of
///   0.005 % of the pixels takes the rare stray shade. Figures: `Sources/SwipeGolden/README.md`.
public struct ComparisonTolerance: Equatable, Sendable {
    /// Per-pixel perceptual threshold, 0…1; 0 makes any colour change a difference.
    public var threshold: Double
    /// Whether anti-aliased pixels (pixelmatch's rule, `AntiAliasingDetector`) are ignored.
    public var detectsAntiAliasing: Bool
    /// With AA detection on: a pixel on an edge (a neighbour of another colour, YIQ threshold
    /// above 0.1, in either image; `EdgeShade`) whose change is at most this
    /// threshold is an edge shade and ignored like anti-aliasing; nil (pixelmatch) turns the rule off.
    public var edgeThreshold: Double?
    /// The number of differing pixels allowed, or nil for no count budget.
    public var maxDiffPixels: Int?
    /// The fraction (0…1) of all pixels allowed to differ, or nil for no ratio budget.
    public var maxDiffRatio: Double?

    public init(
        threshold: Double = 0.008, detectsAntiAliasing: Bool = true, edgeThreshold: Double? = 0.05,
        maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil
    ) {
        self.threshold = threshold
        self.detectsAntiAliasing = detectsAntiAliasing
        self.edgeThreshold = edgeThreshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// The goldens' defaults: threshold 0.008, AA detection on, edge threshold 0.05, and 0.005 %
    /// of the pixels (16 of a 390×844 frame) allowed to differ: room for a stray shade where an
    /// edge leaves the screen or crosses a shadow, far below any real change of a card or icon.
    /// (`init`'s defaults are the same per-pixel rules with no budget.)
    public static let standard = ComparisonTolerance(maxDiffRatio: 0.00005)

    /// pixelmatch 7.2.0's defaults: threshold 0.1, AA detection on, no edge rule, no budget.
    public static let pixelmatch = ComparisonTolerance(threshold: 0.1, edgeThreshold: nil, maxDiffRatio: nil)

    /// The largest YIQ delta an edge shade may have, or nil when the edge rule is off.
    public var maximumEdgeShadeDelta: Double? {
        guard detectsAntiAliasing, let edge = edgeThreshold, !edge.isNaN else { return nil }
        let t = min(max(edge, 0), 1)
        return YIQColorDelta.maximum * t * t
    }

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
        if let edge = edgeThreshold, !(edge.isFinite && (0...1).contains(edge)) {
            throw GoldenError.invalidTolerance("edge-threshold must be from 0 to 1 or off; got \(edge)")
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
        if detectsAntiAliasing, let edge = edgeThreshold { parts.append("edge threshold \(edge)") }
        if let count = maxDiffPixels { parts.append("max-diff-pixels \(count)") }
        if let ratio = maxDiffRatio { parts.append("max-diff-ratio \(ratio)") }
        return parts.joined(separator: ", ")
    }
}
