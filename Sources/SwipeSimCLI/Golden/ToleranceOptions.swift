import SwipeGolden

/// The tolerance flags shared by `verify` and `diff`, and their parsing into a
/// `ComparisonTolerance`.
enum ToleranceOptions {
    static let specs: [OptionSpec] = [
        OptionSpec("threshold", value: "T", help: "per-pixel YIQ threshold 0…1 (default: verify 0.008, diff 0.1; 0 = any change differs)"),
        OptionSpec("edge-threshold", value: "T|off", help: "on high-contrast edges, ignore changes up to T (default: verify 0.05, diff off)"),
        OptionSpec("max-diff-pixels", value: "N", help: "differing pixels allowed per image (default: no count budget)"),
        OptionSpec(
            "max-diff-ratio", value: "R",
            help: "fraction 0…1 of pixels allowed to differ (default: verify 0.00005, diff 0); with --max-diff-pixels the stricter wins"),
        OptionSpec("aa-detection", value: "on|off", help: "ignore anti-aliased pixels (default on)"),
        .flag("no-aa-detection", help: "same as --aa-detection off: count anti-aliased pixels too"),
    ]

    static let discussion = """
        Tolerance: a pixel differs when its YIQ colour delta (pixelmatch 7.2.0's measure, translucent
        pixels over its checkerboard) exceeds 35215 × T²; pixels that look like anti-aliasing (an
        edge shade between two flat areas in both images) are ignored unless --no-aa-detection, and
        so are changes up to the edge threshold on high-contrast edges. An image fails when its
        differing pixels exceed the budget (--max-diff-pixels / --max-diff-ratio; either replaces
        the default budget), or when the sizes differ. diff defaults to pixelmatch's settings
        (threshold 0.1, no edge rule, budget 0); verify to the goldens' (threshold 0.008, edge
        threshold 0.05, budget 0.005 % of the pixels): our frames are deterministic, so only edge
        shades may differ between machines, while 8 levels in one channel of a card's fill must fail.
        """

    /// The tolerance the flags give, starting from `defaults` (`.standard` for verify, `.pixelmatch` for diff).
    static func tolerance(
        from arguments: ParsedArguments, spec: CommandSpec, defaults: ComparisonTolerance = .standard
    ) throws -> ComparisonTolerance {
        var tolerance = defaults
        if let threshold = try arguments.double("threshold", in: 0...1) {
            tolerance.threshold = threshold
        }
        if let edge = arguments.string("edge-threshold") {
            if edge == "off" {
                tolerance.edgeThreshold = nil
            } else if let value = Double(edge), value.isFinite, (0...1).contains(value) {
                tolerance.edgeThreshold = value
            } else {
                throw UsageError("--edge-threshold must be a number from 0 to 1 or off; got '\(edge)'", spec: spec)
            }
        }
        // Either budget flag replaces the default budget entirely, so a larger count is not
        // overruled by the default ratio.
        let count = try arguments.int("max-diff-pixels", in: 0...Int(Int32.max))
        let ratio = try arguments.double("max-diff-ratio", in: 0...1)
        if count != nil || ratio != nil {
            tolerance.maxDiffPixels = count
            tolerance.maxDiffRatio = ratio
        }
        let aa = try arguments.choice("aa-detection", from: ["on", "off"])
        if arguments.flag("no-aa-detection") {
            if aa == "on" {
                throw UsageError("--no-aa-detection contradicts --aa-detection on; give one of them", spec: spec)
            }
            tolerance.detectsAntiAliasing = false
        } else if let aa {
            tolerance.detectsAntiAliasing = aa == "on"
        }
        return tolerance
    }
}
