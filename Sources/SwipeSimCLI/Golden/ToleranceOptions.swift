import SwipeGolden

/// The tolerance flags shared by `verify` and `diff`, and their parsing into a
/// `ComparisonTolerance`.
enum ToleranceOptions {
    static let specs: [OptionSpec] = [
        OptionSpec("threshold", value: "T", help: "per-pixel YIQ threshold 0…1 (default 0.1; 0 = any change differs)"),
        OptionSpec("max-diff-pixels", value: "N", help: "differing pixels allowed per image (default 0)"),
        OptionSpec("max-diff-ratio", value: "R", help: "fraction 0…1 of pixels allowed to differ; with --max-diff-pixels the stricter wins"),
        OptionSpec("aa-detection", value: "on|off", help: "ignore anti-aliased pixels (default on)"),
        .flag("no-aa-detection", help: "same as --aa-detection off: count anti-aliased pixels too"),
    ]

    static let discussion = """
    Tolerance: a pixel differs when its YIQ colour delta (pixelmatch's measure) exceeds
    35215 × T²; pixels that look like anti-aliasing (an edge shade between two flat areas in
    both images) are ignored unless --no-aa-detection. An image fails when its differing pixels
    exceed the budget (0 unless --max-diff-pixels / --max-diff-ratio), or when the sizes differ.
    """

    static func tolerance(from arguments: ParsedArguments, spec: CommandSpec) throws -> ComparisonTolerance {
        var tolerance = ComparisonTolerance.standard
        if let threshold = try arguments.double("threshold", in: 0...1) {
            tolerance.threshold = threshold
        }
        tolerance.maxDiffPixels = try arguments.int("max-diff-pixels", in: 0...Int(Int32.max))
        tolerance.maxDiffRatio = try arguments.double("max-diff-ratio", in: 0...1)
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
