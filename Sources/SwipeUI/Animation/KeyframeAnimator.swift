/// iOS 17's keyframe animations (Apple, "keyframeAnimator(initialValue:repeating:content:keyframes:)",
/// "KeyframeTrack", "LinearKeyframe", "SpringKeyframe", "CubicKeyframe", "MoveKeyframe"): the
/// API compiles, and the content is drawn at `initialValue` — the keyframes are not played
/// yet, which is named once in `Simulation.warnings` (`UnanimatedEffect`).
extension View {
    public func keyframeAnimator<Value, Content: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        content(PlaceholderContentView(content: AnyView(self)), initialValue)
            .modifier(
                UnanimatedEffect(
                    label: ".keyframeAnimator", isEffect: true,
                    note: "the keyframes are not played: the content is drawn at its initial value"))
    }

    public func keyframeAnimator<Value, Content: View, K: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        keyframeAnimator(initialValue: initialValue, repeating: false, content: content, keyframes: keyframes)
    }
}

/// Keyframes for a value (SwiftUI's `Keyframes`): one or more `KeyframeTrack`s.
public protocol Keyframes<Value> {
    associatedtype Value
}

/// The keyframes of one property of the animated value (or of the whole value).
/// (`Property` is the animated property's type; the track's `Value` is the whole value, `Root`.)
public struct KeyframeTrack<Root, Property, Content: KeyframeTrackContent>: Keyframes where Content.Value == Property {
    public typealias Value = Root
    public init(_ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> Content) {}
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Property {}
}

/// Several tracks (what `@KeyframesBuilder` makes of a block).
public struct KeyframeTracks<Value>: Keyframes {}

/// One keyframe or a sequence of them along a track.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value
}

/// A sequence of keyframes (what `@KeyframeTrackContentBuilder` makes of a block).
public struct KeyframeSequence<Value>: KeyframeTrackContent {}

/// Moves to `to` in `duration` seconds along `timingCurve`.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {}
}

/// Moves to `to` on `spring` (over `duration` seconds when given).
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(duration: 0.5, bounce: 0), startVelocity: Value? = nil) {}
}

/// Moves to `to` in `duration` seconds on a cubic curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// Jumps to `to`.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeTracks<Value> where K.Value == Value { KeyframeTracks() }
    /// Keyframes written straight in the block animate the whole value (one implicit track).
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeTracks<Value> where K.Value == Value { KeyframeTracks() }
    public static func buildBlock(_ tracks: KeyframeTracks<Value>...) -> KeyframeTracks<Value> { KeyframeTracks() }
    public static func buildOptional(_ tracks: KeyframeTracks<Value>?) -> KeyframeTracks<Value> { KeyframeTracks() }
    public static func buildEither(first: KeyframeTracks<Value>) -> KeyframeTracks<Value> { first }
    public static func buildEither(second: KeyframeTracks<Value>) -> KeyframeTracks<Value> { second }
    public static func buildArray(_ tracks: [KeyframeTracks<Value>]) -> KeyframeTracks<Value> { KeyframeTracks() }
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeSequence<Value> where K.Value == Value { KeyframeSequence() }
    public static func buildBlock(_ parts: KeyframeSequence<Value>...) -> KeyframeSequence<Value> { KeyframeSequence() }
    public static func buildOptional(_ part: KeyframeSequence<Value>?) -> KeyframeSequence<Value> { KeyframeSequence() }
    public static func buildEither(first: KeyframeSequence<Value>) -> KeyframeSequence<Value> { first }
    public static func buildEither(second: KeyframeSequence<Value>) -> KeyframeSequence<Value> { second }
    public static func buildArray(_ parts: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> { KeyframeSequence() }
}
