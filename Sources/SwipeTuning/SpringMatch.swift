/// The known presets nearest to a motion by curve distance (`--match`).
///
/// Distance: the root mean square difference of the two unit step responses (0 → 1 from rest),
/// sampled at t = n/1000 s over [0, T], T = the later of the two settle times (±0.1 %, or the
/// timing curve's duration). 0 means identical curves; 0.01 is a 1 % typical gap.
public enum SpringMatch {
    public struct Result {
        public var known: KnownSpring
        public var distance: Double
    }

    public static let samplesPerSecond = 1000.0

    public static func nearest(to curve: ResponseCurve, count: Int = 5) -> [Result] {
        let mine = settleTime(curve)
        var results = KnownSprings.all.map { known -> Result in
            let other = ResponseCurve.spring(known.spring)
            return Result(known: known, distance: distance(curve, other, over: max(mine, settleTime(other))))
        }
        // Stable: equal distances keep the table's order.
        results = results.enumerated().sorted { a, b in
            a.element.distance != b.element.distance ? a.element.distance < b.element.distance : a.offset < b.offset
        }.map(\.element)
        return Array(results.prefix(count))
    }

    public static func settleTime(_ curve: ResponseCurve) -> Double {
        switch curve {
        case .spring(let s):
            let t = s.settlingDuration(epsilon: 0.001)
            return t.isFinite ? min(t, 60) : min(10 * s.response, 60)
        case .timingCurve(_, let duration):
            return duration
        }
    }

    public static func distance(_ a: ResponseCurve, _ b: ResponseCurve, over duration: Double) -> Double {
        let count = max(1, min(Int((duration * samplesPerSecond).rounded(.up)), 60_000))
        var sum = 0.0
        for n in 0...count {
            let t = Double(n) / samplesPerSecond
            let d = a.value(from: 0, to: 1, initialVelocity: 0, time: t) - b.value(from: 0, to: 1, initialVelocity: 0, time: t)
            sum += d * d
        }
        return (sum / Double(count + 1)).squareRoot()
    }
}
