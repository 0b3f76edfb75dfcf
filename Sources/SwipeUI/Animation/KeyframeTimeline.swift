import Foundation

/// "A description of how a value changes over time, modeled using keyframes" (Apple,
/// `KeyframeTimeline`): "keyframes fully define the path that a value takes over time using
/// the tracks that make up their body", and "you can scrub and evaluate them for any time
/// within the duration".
///
///     let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
///         CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///         CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
///     }
///     timeline.value(time: 0.45)
///
/// Each track starts from its property's value in `initialValue`; "multiple nested tracks
/// update the initial value in the order that they are declared", so of two tracks of one
/// property the last wins. How each keyframe moves: `KeyframeTrackPath`.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let plans: [KeyframeTrackPlan<Value>]

    /// A timeline of `content`'s tracks, from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    init<K: Keyframes>(initialValue: Value, keyframes: K) where K.Value == Value {
        self.initialValue = initialValue
        self.plans = KeyframeTracks<Value>.plans(of: keyframes)
    }

    /// "The duration of the content in seconds": the longest track's.
    public var duration: TimeInterval { plans.map(\.duration).max() ?? 0 }

    /// "Returns the interpolated value at the given time" (seconds from the start; before it
    /// the initial value, after the end the end value).
    public func value(time: Double) -> Value {
        var value = initialValue
        for plan in plans { plan.apply(initialValue, time, &value) }
        return value
    }

    /// "Returns the interpolated value at the given progress in the range zero to one": the
    /// value at `progress` × `duration`.
    public func value(progress: Double) -> Value {
        value(time: min(max(progress, 0), 1) * duration)
    }
}
