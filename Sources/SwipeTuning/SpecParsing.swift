import SwipeMotion

/// Entry points that take a spec as SwiftUI source text ("`.spring(response: 0.42,
/// dampingFraction: 0.74)`", `.snappy`, "`.easeInOut(duration: 0.2)`") or a preset's name, for
/// callers who do not want to parse it themselves. A malformed spec is a `TuningError.input`
/// whose message points at the column of the mistake.
extension AnimationSpec {
    /// Parses `text` as `swipesim spring SPEC` does.
    public static func parsing(_ text: String, semantics: AnimationSemantics = .ios17) throws -> AnimationSpec {
        do {
            return try AnimationParser.parseSpec(text, semantics: semantics)
        } catch let error as AnimationSpecError {
            throw TuningError.input("malformed spec at \(error)")
        }
    }
}

extension SpringReport {
    /// The report of `swipesim spring TEXT --from A --to B [--velocity V]`; `velocity` nil takes
    /// an interpolating spring's own initial velocity (× the interval), else 0.
    public init(parsing text: String, semantics: AnimationSemantics = .ios17, from: Double = 0, to: Double = 1, velocity: Double? = nil) throws {
        let spec = try AnimationSpec.parsing(text, semantics: semantics)
        self.init(
            spec: spec, semantics: semantics, from: from, to: to,
            velocity: SpringReport.effectiveVelocity(spec, from: from, to: to, velocity: velocity))
    }
}

extension SpringPlot.Series {
    /// A plotted motion of the spec `text`, labelled with the text itself.
    public init(parsing text: String, semantics: AnimationSemantics = .ios17, from: Double = 0, to: Double = 1, velocity: Double? = nil) throws {
        let spec = try AnimationSpec.parsing(text, semantics: semantics)
        self.init(
            label: text, curve: ResponseCurve(spec), from: from, to: to,
            initialVelocity: SpringReport.effectiveVelocity(spec, from: from, to: to, velocity: velocity))
    }
}
