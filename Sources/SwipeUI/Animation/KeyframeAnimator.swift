/// iOS 17's keyframe animations (Apple, "KeyframeAnimator": "A container that animates its
/// content with keyframes"; "keyframeAnimator(initialValue:repeating:content:keyframes:)",
/// "keyframeAnimator(initialValue:trigger:content:keyframes:)"), played on the simulation's
/// virtual clock: the content is built for the timeline's value at each display frame while
/// the keyframes play (`KeyframeTimeline`, `KeyframeTrackPath`).
///
/// - With `repeating:` it "loops the given keyframes continuously" from when it appears; "if
///   false, the value at the beginning of the keyframe timeline will be provided to the content
///   closure".
/// - With `trigger:` it "plays the given keyframes when the given trigger value changes" and
///   rests at the end value; before the first change the content gets `initialValue`.
///
/// The keyframes closure's argument "is equal to `initialValue` when the view first appears,
/// then is equal to the end value of the previous keyframe animation on subsequent calls" — so
/// each loop, and each play after a trigger, starts from where the one before ended (a play
/// triggered before the previous one ended starts from the value at that moment).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: AnyEquatableBox?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    /// The value the current play (or loop) started from; nil before any, `initialValue`.
    @State private var base: Value?
    /// When the current play (or loop) started, seconds of virtual time; nil when resting.
    @State private var start: Double?
    /// The virtual time the content was last built for.
    @State private var now = 0.0
    /// Counts plays: each one runs its own ticking task.
    @State private var play = 0

    /// Loops `keyframes` continuously while `repeating`.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays `keyframes` once each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = AnyEquatableBox(trigger)
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    private var loops: Bool { trigger == nil && repeating }

    private func timeline(from value: Value) -> KeyframeTimeline<Value> {
        KeyframeTimeline(initialValue: value, keyframes: keyframes(value))
    }

    /// The value at virtual time `time` of the current play, or the resting value.
    private func value(at time: Double) -> Value {
        let from = base ?? initialValue
        guard let start else { return from }
        return timeline(from: from).value(time: time - start)
    }

    public var body: some View {
        content(value(at: now))
            .onAppear { if loops { begin(from: base ?? initialValue) } }
            .onChange(of: trigger ?? AnyEquatableBox(0)) { begin(from: value(at: TimelineSteps.virtualNow())) }
            .onChange(of: repeating) {
                guard trigger == nil else { return }
                if repeating {
                    begin(from: base ?? initialValue)
                } else {
                    start = nil
                    play += 1
                }
            }
            .task(id: play) { await tick() }
    }

    private func begin(from value: Value) {
        let time = TimelineSteps.virtualNow()
        base = value
        start = time
        now = time
        play += 1
    }

    /// Rebuilds the content every display frame (`TimelineSteps.frameInterval`, as
    /// `TimelineView(.animation)` does) until a single play ends; a loop that ends starts the
    /// next from its end value.
    private func tick() async {
        guard var loopStart = start else { return }
        var loopBase = base ?? initialValue
        var duration = timeline(from: loopBase).duration
        while !Task.isCancelled {
            do { try await Task.sleep(for: .seconds(TimelineSteps.frameInterval)) } catch { return }
            let time = TimelineSteps.virtualNow()
            guard loops else {
                now = time
                if time - loopStart >= duration { return }
                continue
            }
            var looped = false
            while duration > 0, time - loopStart >= duration {
                loopBase = timeline(from: loopBase).value(time: duration)
                loopStart += duration
                duration = timeline(from: loopBase).duration
                looped = true
            }
            if looped {
                base = loopBase
                start = loopStart
            }
            now = time
            if duration <= 0 { return }
        }
    }
}

extension View {
    /// The view built by `content` for the keyframes' value, looping continuously while
    /// `repeating` (`KeyframeAnimator`).
    public func keyframeAnimator<Value, Content: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// The view built by `content` for the keyframes' value, played once each time `trigger`
    /// changes (`KeyframeAnimator`).
    public func keyframeAnimator<Value, Content: View, K: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
