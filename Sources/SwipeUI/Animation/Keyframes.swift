/// iOS 17's keyframes (Apple, "Keyframes", "KeyframeTrack", "KeyframeTrackContent",
/// "LinearKeyframe", "SpringKeyframe", "CubicKeyframe", "MoveKeyframe"): tracks, each a
/// sequence of keyframes moving one property of a value (or the whole value). The builders keep
/// what is written; `KeyframeTimeline` evaluates it (`KeyframeTrackPath.swift` has the curves).

/// Keyframes for a value (SwiftUI's `Keyframes`, "A type that defines changes to a value over
/// time"): one or more `KeyframeTrack`s.
public protocol Keyframes<Value> {
    associatedtype Value
}

/// One keyframe or a sequence of them along a track (SwiftUI's `KeyframeTrackContent`).
public protocol KeyframeTrackContent<Value> {
    associatedtype Value
}

/// What a track of `Root` does: how long it runs (seconds) and how it sets its property at a
/// time, starting from the property's value in the timeline's initial value.
struct KeyframeTrackPlan<Root> {
    let duration: Double
    let apply: (_ initial: Root, _ time: Double, _ value: inout Root) -> Void
}

/// Keyframes that hold tracks of some root type.
protocol KeyframeTrackList {
    func plans<Root>(for root: Root.Type) -> [KeyframeTrackPlan<Root>]
}

/// Track content that holds keyframe segments.
protocol KeyframeSegmentList {
    func segments<Value>(of value: Value.Type) -> [KeyframeSegment<Value>]
}

/// The keyframes of one property of the animated value (or of the whole value): they play in
/// order from the start of the timeline, the first from the property's initial value, each
/// from where the one before ended. (`Property` is the property's type; the track's `Value` is
/// the whole value, `Root`.)
public struct KeyframeTrack<Root, Property, Content: KeyframeTrackContent>: Keyframes, KeyframeTrackList where Content.Value == Property {
    public typealias Value = Root
    let plan: KeyframeTrackPlan<Root>

    public init(_ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> Content) {
        self.init(keyPath: keyPath, segments: KeyframeSequence<Property>.segments(of: content()))
    }

    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Property {
        self.init(\Root.self, content: content)
    }

    init(keyPath: WritableKeyPath<Root, Property>, segments: [KeyframeSegment<Property>]) {
        let path = KeyframeTrackPath(segments: segments)
        plan = KeyframeTrackPlan(duration: path.duration) { initial, time, value in
            value[keyPath: keyPath] = path.value(from: initial[keyPath: keyPath], at: time)
        }
    }

    func plans<R>(for root: R.Type) -> [KeyframeTrackPlan<R>] { [plan] as? [KeyframeTrackPlan<R>] ?? [] }
}

/// Several tracks (what `@KeyframesBuilder` makes of a block), applied in the order written:
/// "if multiple nested plans change the same property of the root value, the value from the
/// last competing track will be used" (Apple, `KeyframeTimeline`). Keyframes written straight
/// in the block, without a track, are one track of the whole value, in the order written.
public struct KeyframeTracks<Value>: Keyframes, KeyframeTrackList {
    let plans: [KeyframeTrackPlan<Value>]
    /// Keyframes written without a track, not yet made into one.
    let segments: [KeyframeSegment<Value>]

    init(plans: [KeyframeTrackPlan<Value>] = [], segments: [KeyframeSegment<Value>] = []) {
        self.plans = plans
        self.segments = segments
    }

    /// The tracks of `keyframes`, a track or several.
    static func plans<K: Keyframes>(of keyframes: K) -> [KeyframeTrackPlan<Value>] {
        (keyframes as? KeyframeTrackList)?.plans(for: Value.self) ?? []
    }

    /// The tracks, the keyframes written without one as a last track of the whole value.
    var allPlans: [KeyframeTrackPlan<Value>] {
        segments.isEmpty ? plans : plans + [KeyframeTrack<Value, Value, KeyframeSequence<Value>>(keyPath: \Value.self, segments: segments).plan]
    }

    func plans<R>(for root: R.Type) -> [KeyframeTrackPlan<R>] { allPlans as? [KeyframeTrackPlan<R>] ?? [] }
}

/// A sequence of keyframes (what `@KeyframeTrackContentBuilder` makes of a block).
public struct KeyframeSequence<Value>: KeyframeTrackContent, KeyframeSegmentList {
    let segments: [KeyframeSegment<Value>]

    static func segments<K: KeyframeTrackContent>(of content: K) -> [KeyframeSegment<Value>] {
        (content as? KeyframeSegmentList)?.segments(of: Value.self) ?? []
    }

    func segments<V>(of value: V.Type) -> [KeyframeSegment<V>] { segments as? [KeyframeSegment<V>] ?? [] }
}

/// "A keyframe that uses simple linear interpolation": to `to` in `duration` seconds, its
/// progress along `timingCurve` (Apple, `LinearKeyframe`).
public struct LinearKeyframe<Value>: KeyframeTrackContent, KeyframeSegmentList {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(curve: .linear(timingCurve), to: to, duration: duration)
    }
    func segments<V>(of value: V.Type) -> [KeyframeSegment<V>] { [segment] as? [KeyframeSegment<V>] ?? [] }
}

/// "A keyframe that uses a spring function to interpolate to the given value" (Apple,
/// `SpringKeyframe`): `duration` is "the duration of the segment defined by this keyframe, or
/// nil to use the settling duration of the spring"; `startVelocity` nil keeps the motion
/// smooth (the velocity the track had). `Spring()` is `Spring(duration: 0.5, bounce: 0)`.
public struct SpringKeyframe<Value>: KeyframeTrackContent, KeyframeSegmentList {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(duration: 0.5, bounce: 0), startVelocity: Value? = nil) {
        segment = KeyframeSegment(curve: .spring(spring, startVelocity: startVelocity), to: to, duration: duration)
    }
    func segments<V>(of value: V.Type) -> [KeyframeSegment<V>] { [segment] as? [KeyframeSegment<V>] ?? [] }
}

/// "A keyframe that uses a cubic curve to smoothly interpolate between values" (Apple,
/// `CubicKeyframe`); velocities in value units per second, nil for the smooth ones
/// (`KeyframeTrackPath`).
public struct CubicKeyframe<Value>: KeyframeTrackContent, KeyframeSegmentList {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(curve: .cubic(startVelocity: startVelocity, endVelocity: endVelocity), to: to, duration: duration)
    }
    func segments<V>(of value: V.Type) -> [KeyframeSegment<V>] { [segment] as? [KeyframeSegment<V>] ?? [] }
}

/// "A keyframe that immediately moves to the given value without interpolating" (Apple,
/// `MoveKeyframe`): it takes no time.
public struct MoveKeyframe<Value>: KeyframeTrackContent, KeyframeSegmentList {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value) {
        segment = KeyframeSegment(curve: .move, to: to, duration: 0)
    }
    func segments<V>(of value: V.Type) -> [KeyframeSegment<V>] { [segment] as? [KeyframeSegment<V>] ?? [] }
}

@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeTracks<Value> where K.Value == Value {
        KeyframeTracks(plans: KeyframeTracks.plans(of: keyframes))
    }
    /// Keyframes written straight in the block animate the whole value (one implicit track).
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeTracks<Value> where K.Value == Value {
        KeyframeTracks(segments: KeyframeSequence.segments(of: keyframe))
    }
    public static func buildBlock(_ tracks: KeyframeTracks<Value>...) -> KeyframeTracks<Value> { joined(tracks) }
    public static func buildOptional(_ tracks: KeyframeTracks<Value>?) -> KeyframeTracks<Value> { tracks ?? KeyframeTracks() }
    public static func buildEither(first: KeyframeTracks<Value>) -> KeyframeTracks<Value> { first }
    public static func buildEither(second: KeyframeTracks<Value>) -> KeyframeTracks<Value> { second }
    public static func buildArray(_ tracks: [KeyframeTracks<Value>]) -> KeyframeTracks<Value> { joined(tracks) }
    public static func buildFinalResult(_ tracks: KeyframeTracks<Value>) -> KeyframeTracks<Value> { KeyframeTracks(plans: tracks.allPlans) }

    static func joined(_ tracks: [KeyframeTracks<Value>]) -> KeyframeTracks<Value> {
        KeyframeTracks(plans: tracks.flatMap(\.plans), segments: tracks.flatMap(\.segments))
    }
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeSequence<Value> where K.Value == Value {
        KeyframeSequence(segments: KeyframeSequence.segments(of: keyframe))
    }
    public static func buildBlock(_ parts: KeyframeSequence<Value>...) -> KeyframeSequence<Value> { joined(parts) }
    public static func buildOptional(_ part: KeyframeSequence<Value>?) -> KeyframeSequence<Value> { part ?? KeyframeSequence(segments: []) }
    public static func buildEither(first: KeyframeSequence<Value>) -> KeyframeSequence<Value> { first }
    public static func buildEither(second: KeyframeSequence<Value>) -> KeyframeSequence<Value> { second }
    public static func buildArray(_ parts: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> { joined(parts) }

    static func joined(_ parts: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> { KeyframeSequence(segments: parts.flatMap(\.segments)) }
}
