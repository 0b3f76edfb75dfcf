import SwipeMath
import SwipeBase
/// Compares the motion of every frame of a render with a golden's `motion.json`.
///
/// Frames are compared in order; within a frame, cards by id, and each card's channels
/// (`CardMotion.channels`: corners in points, opacity, z, animated values) against the
/// tolerance of their unit. The first value that moves beyond its tolerance is the headline
/// of a failure; its curve over the whole scene, expected against actual, goes to the report,
/// and a sub-frame timing-shift estimate tells "the same motion, earlier or later" from a
/// different motion.
public enum MotionComparator {
    public static func compare(
        expected: MotionRecording, actual: MotionRecording, tolerance: MotionTolerance = .standard
    ) -> MotionComparison {
        var result = MotionComparison(
            tolerance: tolerance, fps: actual.fps, expectedFrameCount: expected.frames.count,
            actualFrameCount: actual.frames.count)
        if expected.fps != actual.fps {
            result.first = MotionDeviation(
                frame: 0, cardID: "", channel: "fps", unit: .order,
                expected: Double(expected.fps), actual: Double(actual.fps), kind: .moved)
            result.deviatingFrames = max(expected.frames.count, actual.frames.count)
            return result
        }
        let common = min(expected.frames.count, actual.frames.count)
        for index in 0..<common {
            let deviations = compare(expected.frames[index], actual.frames[index], index: index, tolerance: tolerance)
            guard !deviations.isEmpty else { continue }
            result.deviatingFrames += 1
            if result.first == nil { result.first = deviations[0] }
            for deviation in deviations where deviation.kind == .moved {
                let amount = abs(deviation.amount)
                if amount > (result.largest[deviation.unit]?.amount).map(abs) ?? 0 {
                    result.largest[deviation.unit] = deviation
                }
            }
        }
        if expected.frames.count != actual.frames.count {
            result.deviatingFrames += abs(expected.frames.count - actual.frames.count)
            if result.first == nil {
                result.first = MotionDeviation(
                    frame: common, cardID: "", channel: "frame count", unit: .order,
                    expected: Double(expected.frames.count), actual: Double(actual.frames.count),
                    kind: expected.frames.count > actual.frames.count ? .frameMissing : .frameAdded)
            }
        }
        if let first = result.first, !first.cardID.isEmpty {
            let curve = MotionCurve(expected: expected, actual: actual, cardID: first.cardID, channel: first.channel)
            result.curve = curve
            result.timingShift = TimingShiftEstimate.estimate(curve, tolerance: tolerance.allowed(for: first.unit))
        }
        return result
    }

    /// The deviations of one frame: cards missing or added, then moved values, in card order.
    static func compare(_ expected: FrameMotion, _ actual: FrameMotion, index: Int, tolerance: MotionTolerance) -> [MotionDeviation] {
        var deviations: [MotionDeviation] = []
        for card in expected.cards where !actual.cards.contains(where: { $0.id == card.id }) {
            deviations.append(
                MotionDeviation(
                    frame: index, cardID: card.id, channel: "on screen", unit: .order,
                    expected: 1, actual: 0, kind: .cardMissing))
        }
        for card in actual.cards where !expected.cards.contains(where: { $0.id == card.id }) {
            deviations.append(
                MotionDeviation(
                    frame: index, cardID: card.id, channel: "on screen", unit: .order,
                    expected: 0, actual: 1, kind: .cardAdded))
        }
        for card in expected.cards {
            guard let other = actual.cards.first(where: { $0.id == card.id }) else { continue }
            let actualChannels = other.channels
            for channel in card.channels {
                guard let match = actualChannels.first(where: { $0.name == channel.name }) else {
                    deviations.append(
                        MotionDeviation(
                            frame: index, cardID: card.id, channel: channel.name, unit: channel.unit,
                            expected: channel.value, actual: nil, kind: .valueMissing))
                    continue
                }
                if abs(match.value - channel.value) > tolerance.allowed(for: channel.unit) {
                    deviations.append(
                        MotionDeviation(
                            frame: index, cardID: card.id, channel: channel.name, unit: channel.unit,
                            expected: channel.value, actual: match.value, kind: .moved))
                }
            }
            // A value the render has and the golden lacks (the deck gained an animated view).
            let expectedChannels = card.channels
            for channel in actualChannels where !expectedChannels.contains(where: { $0.name == channel.name }) {
                deviations.append(
                    MotionDeviation(
                        frame: index, cardID: card.id, channel: channel.name, unit: channel.unit,
                        expected: nil, actual: channel.value, kind: .valueAdded))
            }
        }
        // The largest move of the frame first, so the headline names what moved most.
        return deviations.enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element.severity, rhs.element.severity)
            return l != r ? l > r : lhs.offset < rhs.offset
        }.map(\.element)
    }
}

/// One value that differs in one frame.
public struct MotionDeviation: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case moved
        case cardMissing = "card missing"
        case cardAdded = "card added"
        case valueMissing = "value missing"
        case valueAdded = "value added"
        case frameMissing = "frames missing"
        case frameAdded = "frames added"
    }

    public var frame: Int
    public var cardID: String
    public var channel: String
    public var unit: MotionUnit
    public var expected: Double?
    public var actual: Double?
    public var kind: Kind

    /// Actual minus expected, in the channel's unit (0 when one side is absent).
    public var amount: Double {
        guard let expected, let actual else { return 0 }
        return actual - expected
    }

    /// Orders the deviations of one frame for the headline: a card or value that appeared or
    /// vanished first, then the larger numeric move.
    var severity: Double {
        kind == .moved ? abs(amount) : .infinity
    }

    /// E.g. `card-3 top-left.x moved by +9.8123 pt (expected 35.0000, actual 44.8123)`.
    /// Card ids and value names come from `motion.json`, so they are clipped and escaped (`EchoText`).
    public var summary: String {
        let card = cardID.isEmpty ? "" : EchoText.clip(cardID, limit: 100) + " "
        let channel = EchoText.clip(channel, limit: 100)
        switch kind {
        case .moved:
            let sign = amount > 0 ? "+" : ""
            return "\(card)\(channel) moved by \(sign)\(DecimalFormat.fixed(amount, decimals: 4))\(unit.suffix) "
                + "(expected \(DecimalFormat.fixed(expected ?? 0, decimals: 4)), actual \(DecimalFormat.fixed(actual ?? 0, decimals: 4)))"
        case .cardMissing:
            return "\(card)is on screen in the golden but not in the render"
        case .cardAdded:
            return "\(card)is on screen in the render but not in the golden"
        case .valueMissing:
            return "\(card)\(channel) is in the golden but the render has no such value"
        case .valueAdded:
            return "\(card)\(channel) is in the render but not in the golden (re-record if the deck gained it on purpose)"
        case .frameMissing, .frameAdded:
            return "the golden has \(Int(expected ?? 0)) frames, the render \(Int(actual ?? 0))"
        }
    }
}

/// The outcome of comparing two motion recordings.
public struct MotionComparison: Sendable {
    public var tolerance: MotionTolerance
    public var fps: Int
    public var expectedFrameCount: Int
    public var actualFrameCount: Int
    /// The first frame's deviation that matters most, or nil when the motion matches.
    public var first: MotionDeviation?
    /// Frames with any deviation (including frames only one recording has).
    public var deviatingFrames = 0
    /// The largest move per unit over all frames.
    public var largest: [MotionUnit: MotionDeviation] = [:]
    /// The curve of the first deviating value, for the report's plot.
    public var curve: MotionCurve?
    /// Whether the change looks like the same motion shifted in time.
    public var timingShift: TimingShiftEstimate?

    init(tolerance: MotionTolerance, fps: Int, expectedFrameCount: Int, actualFrameCount: Int) {
        self.tolerance = tolerance
        self.fps = fps
        self.expectedFrameCount = expectedFrameCount
        self.actualFrameCount = actualFrameCount
    }

    public var passed: Bool { first == nil }

    /// One line, e.g. `motion matches in all 235 frames` or `motion moved in 41 of 235 frames; first at frame 158 …`.
    public var summary: String {
        guard let first else {
            return "motion matches in all \(actualFrameCount) frames (\(tolerance.summary))"
        }
        var text = "motion moved in \(deviatingFrames) of \(max(expectedFrameCount, actualFrameCount)) frames; "
        text += "first at frame \(first.frame) (\(DecimalFormat.fixed(Double(first.frame) / Double(max(fps, 1)), decimals: 3)) s): \(first.summary)"
        let largestParts = [MotionUnit.points, .degrees, .opacity].compactMap { unit -> String? in
            guard let deviation = largest[unit] else { return nil }
            return
                "\(DecimalFormat.fixed(abs(deviation.amount), decimals: 4))\(unit == .opacity ? " opacity" : unit.suffix) (frame \(deviation.frame), \(EchoText.clip(deviation.cardID, limit: 100)) \(EchoText.clip(deviation.channel, limit: 100)))"
        }
        if !largestParts.isEmpty { text += "; largest: " + largestParts.joined(separator: ", ") }
        text += "; tolerance \(tolerance.summary)"
        if let shift = timingShift { text += "; " + shift.summary(fps: fps) }
        return text
    }
}
