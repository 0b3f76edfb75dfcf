import SwipeMath
/// One value of one card over every frame, in the golden and in the render: what the report
/// plots and what the timing-shift estimate fits. A frame where the card is not on screen has
/// no value (nil).
public struct MotionCurve: Equatable, Sendable {
    public var cardID: String
    public var channel: String
    public var unit: MotionUnit
    public var expected: [Double?]
    public var actual: [Double?]

    init(expected: MotionRecording, actual: MotionRecording, cardID: String, channel: String) {
        self.cardID = cardID
        self.channel = channel
        func series(_ recording: MotionRecording) -> [Double?] {
            recording.frames.map { frame in
                frame.cards.first { $0.id == cardID }?.channels.first { $0.name == channel }?.value
            }
        }
        self.expected = series(expected)
        self.actual = series(actual)
        let sample = expected.frames.lazy.compactMap { frame in
            frame.cards.first { $0.id == cardID }?.channels.first { $0.name == channel }
        }.first
        self.unit = sample?.unit ?? MotionUnit(valueName: channel)
    }

    /// The golden's value at fractional frame `position`, linearly interpolated between the two
    /// frames around it; nil outside the scene or where the card is off screen.
    func expectedValue(at position: Double) -> Double? {
        guard position >= 0, position <= Double(expected.count - 1) else { return nil }
        let lower = Int(position.rounded(.down))
        let fraction = position - Double(lower)
        guard let a = expected[lower] else { return nil }
        if fraction == 0 { return a }
        guard lower + 1 < expected.count, let b = expected[lower + 1] else { return nil }
        return a + (b - a) * fraction
    }
}

/// A sub-frame estimate of how much earlier or later the render runs than the golden, fitted on
/// the curve of the first value that moved: the shift s (in frames, a multiple of 0.01 from
/// −`searchFrames` to +`searchFrames`) that minimises the largest |actual(n) − expected(n + s)|
/// over the frames both have, with the golden interpolated linearly between frames.
///
/// Positive s: the render reaches the golden's state s frames early. The shift explains the
/// change when what it leaves is within tolerance, or at most a quarter of the unshifted
/// difference; otherwise the motion itself changed, and the report says so.
public struct TimingShiftEstimate: Equatable, Sendable {
    /// Shifts searched either way, in frames.
    public static let searchFrames = 5
    /// Steps per frame of the search grid.
    static let stepsPerFrame = 100

    /// The best shift, in frames.
    public var frames: Double
    /// The largest difference left after shifting, in the curve's unit.
    public var residual: Double
    /// The largest difference without a shift.
    public var unshiftedResidual: Double
    /// Whether the shift explains the change (see above).
    public var explainsChange: Bool

    static func estimate(_ curve: MotionCurve, tolerance: Double) -> TimingShiftEstimate? {
        func residual(_ steps: Int) -> Double? {
            let shift = Double(steps) / Double(stepsPerFrame)
            var largest = 0.0
            var compared = 0
            for (n, value) in curve.actual.enumerated() {
                guard let value, let golden = curve.expectedValue(at: Double(n) + shift) else { continue }
                largest = max(largest, abs(value - golden))
                compared += 1
            }
            return compared * 2 >= curve.actual.count ? largest : nil
        }
        guard let unshifted = residual(0) else { return nil }
        var best = (steps: 0, residual: unshifted)
        let limit = searchFrames * stepsPerFrame
        for steps in -limit...limit {
            guard let value = residual(steps) else { continue }
            if value < best.residual || (value == best.residual && abs(steps) < abs(best.steps)) {
                best = (steps, value)
            }
        }
        guard best.steps != 0 else { return nil }
        let explains = best.residual <= tolerance || best.residual <= unshifted / 4
        return TimingShiftEstimate(
            frames: Double(best.steps) / Double(stepsPerFrame), residual: best.residual,
            unshiftedResidual: unshifted, explainsChange: explains)
    }

    /// E.g. `timing shift: the render runs 0.42 frames (7.0 ms) early; shifted, the curves differ by at most 0.0100 (unshifted 9.81)`.
    public func summary(fps: Int) -> String {
        let milliseconds = abs(frames) * 1000 / Double(max(fps, 1))
        let direction = frames > 0 ? "early" : "late"
        let figures =
            "shifted by that, the curves differ by at most \(DecimalFormat.fixed(residual, decimals: 4)) (unshifted \(DecimalFormat.fixed(unshiftedResidual, decimals: 4)))"
        if explainsChange {
            return
                "timing shift: the render runs \(DecimalFormat.fixed(abs(frames), decimals: 2)) frames (\(DecimalFormat.fixed(milliseconds, decimals: 1)) ms) \(direction); \(figures)"
        }
        return
            "not a plain timing shift: the best fit, \(DecimalFormat.fixed(abs(frames), decimals: 2)) frames \(direction), leaves a difference of \(DecimalFormat.fixed(residual, decimals: 4)) (unshifted \(DecimalFormat.fixed(unshiftedResidual, decimals: 4)))"
    }
}
