/// One keyframe of a track: how it moves, to what, for how long (seconds; nil for a spring's
/// settling duration).
struct KeyframeSegment<Value> {
    enum Curve {
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value?)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case move
    }
    let curve: Curve
    let to: Value
    let duration: Double?

    /// The segment's length in seconds: its duration, a spring's settling duration
    /// (`Spring.settlingDuration`, to within 0.001 of a unit move), never negative.
    var length: Double {
        if let duration { return max(0, duration) }
        if case .spring(let spring, _) = curve { return spring.settlingDuration }
        return 0
    }
}

/// The path of one track's property over time. The keyframes play one after another from
/// time 0, the first from the property's initial value, each from where the one before ended;
/// before 0 the value is the initial one, after the last keyframe its end value. Velocities
/// are in value units per second. Each keyframe, from its start value p0 with start velocity
/// v0 to its value p1, over d seconds (s = elapsed / d):
///
/// - **Linear**: p0 + (p1 − p0)·curve(s) (Apple, `LinearKeyframe`); it starts at velocity
///   (p1 − p0)/d · curve′(0) and ends at (p1 − p0)/d · curve′(1).
/// - **Move**: p1 at once (zero length).
/// - **Spring**: the spring's motion from p0 toward p1 with v0 (`Spring.value(target:
///   initialVelocity:time:)`, SwipeMotion); the next keyframe starts where and as fast as the
///   spring is when the segment ends (at p1, at rest, to within 0.001 of the move with the
///   default settling duration).
/// - **Cubic**: the cubic Hermite curve h00·p0 + h10·d·v0 + h01·p1 + h11·d·v1 with
///   h00 = 2s³ − 3s² + 1, h10 = s³ − 2s² + s, h01 = −2s³ + 3s², h11 = s³ − s².
///
/// Velocities not given keep the motion smooth (Apple, `CubicKeyframe`): "Adjacent cubic
/// keyframes result in a Catmull-Rom spline" — at a point between two of them the velocity is
/// (next value − previous value) / (next time − previous time); "If a cubic keyframe follows a
/// different type of keyframe … the end velocity of the segment defined by the previous
/// keyframe will be used as the starting velocity", and "if a cubic keyframe is followed by a
/// different type of keyframe, the initial velocity of the next segment is used as the end
/// velocity". A spring without a start velocity takes the velocity the track had. SwipeSim's
/// reading where Apple says nothing: a track starts and ends at rest (velocity 0 at its first
/// point and after its last cubic keyframe), and a move stops the motion.
struct KeyframeTrackPath<Value> {
    let segments: [KeyframeSegment<Value>]
    /// Seconds from the start to the end of the last keyframe.
    let duration: Double

    init(segments: [KeyframeSegment<Value>]) {
        self.segments = segments
        duration = segments.reduce(0) { $0 + $1.length }
    }

    /// The property's value `time` seconds into the track, starting from `initial`.
    func value(from initial: Value, at time: Double) -> Value {
        guard let vector = Value.self as? any KeyframeVector.Type, let start = (initial as? any KeyframeVector)?.keyframeComponents else {
            return steppedValue(from: initial, at: time)
        }
        func components(_ value: Value?) -> [Double]? { (value as? any KeyframeVector)?.keyframeComponents }
        let result = vectorValue(from: start, at: time, components: components)
        return vector.fromKeyframeComponents(result) as? Value ?? initial
    }

    /// Values that are not vectors: each keyframe's start value until its time is up.
    private func steppedValue(from initial: Value, at time: Double) -> Value {
        guard time >= 0 else { return initial }
        var value = initial, end = 0.0
        for segment in segments {
            end += segment.length
            if time < end { return value }
            value = segment.to
        }
        return value
    }

    private func vectorValue(from initial: [Double], at time: Double, components: (Value?) -> [Double]?) -> [Double] {
        guard time >= 0 else { return initial }
        let zero = initial.map { _ in 0.0 }
        let targets = segments.map { components($0.to) ?? initial }
        var position = initial, velocity = zero, start = 0.0
        for (index, segment) in segments.enumerated() {
            let d = segment.length, p1 = targets[index]
            let elapsed = time - start
            let isCurrent = elapsed < d
            let t = min(elapsed, d)
            switch segment.curve {
            case .move:
                position = p1
                velocity = zero
            case .linear(let curve):
                let s = d > 0 ? t / d : 1
                let rate = d > 0 ? curve.slope(at: s) / d : 0
                let progress = curve.value(at: s)
                velocity = zip(position, p1).map { ($1 - $0) * rate }
                position = zip(position, p1).map { $0 + ($1 - $0) * progress }
            case .spring(let spring, let given):
                let v0 = components(given) ?? velocity
                let moved = (0..<p1.count).map { i in
                    (
                        position[i] + spring.value(target: p1[i] - position[i], initialVelocity: v0[i], time: t),
                        spring.velocity(target: p1[i] - position[i], initialVelocity: v0[i], time: t)
                    )
                }
                position = moved.map(\.0)
                velocity = moved.map(\.1)
            case .cubic(let givenStart, let givenEnd):
                let v0 = components(givenStart) ?? velocity
                let v1 = components(givenEnd) ?? endVelocity(ofCubicAt: index, from: position, startingAt: start, targets: targets, components: components)
                let s = d > 0 ? t / d : 1
                let (h00, h10, h01, h11) = (2 * s * s * s - 3 * s * s + 1, s * s * s - 2 * s * s + s, -2 * s * s * s + 3 * s * s, s * s * s - s * s)
                let (g00, g10, g01, g11) = (6 * s * s - 6 * s, 3 * s * s - 4 * s + 1, -6 * s * s + 6 * s, 3 * s * s - 2 * s)
                velocity = (0..<p1.count).map { i in d > 0 ? (g00 * position[i] + g01 * p1[i]) / d + g10 * v0[i] + g11 * v1[i] : v1[i] }
                position = (0..<p1.count).map { i in h00 * position[i] + h10 * d * v0[i] + h01 * p1[i] + h11 * d * v1[i] }
            }
            if isCurrent { return position }
            start += d
        }
        return position
    }

    /// The end velocity of the cubic keyframe `index` that starts at `p0` at time `start`
    /// when none is given: the next keyframe's start velocity if it is a linear one or a
    /// spring with a given velocity, the Catmull-Rom velocity before another cubic keyframe or
    /// a spring without one, 0 before a move or at the end.
    private func endVelocity(
        ofCubicAt index: Int, from p0: [Double], startingAt start: Double, targets: [[Double]], components: (Value?) -> [Double]?
    ) -> [Double] {
        let zero = p0.map { _ in 0.0 }
        guard index + 1 < segments.count else { return zero }
        let next = segments[index + 1], p1 = targets[index], p2 = targets[index + 1]
        let d1 = segments[index].length, d2 = next.length
        let catmullRom = d1 + d2 > 0 ? zip(p0, p2).map { ($1 - $0) / (d1 + d2) } : zero
        switch next.curve {
        case .move: return zero
        case .linear(let curve): return d2 > 0 ? zip(p1, p2).map { ($1 - $0) * curve.slope(at: 0) / d2 } : zero
        case .spring(_, let given): return components(given) ?? catmullRom
        case .cubic: return catmullRom
        }
    }
}
