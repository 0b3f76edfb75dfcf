/// SwiftUI's animation modifiers, which change when and how often a base animation runs
/// (OpenSwiftUI `Animation/Animation/DelayAnimation.swift`, `SpeedAnimation.swift`,
/// `RepeatAnimation.swift`). Each one maps the time the animation is asked about; the base
/// animation never knows it was modified.
public enum AnimationModifier: Hashable, Sendable {
    /// `delay(_:)`: the base animation sees max(0, t − seconds), so it holds its start value for
    /// `seconds`, then runs as if started then.
    case delay(Double)
    /// `speed(_:)`: the base animation sees t × factor (2 runs twice as fast; 0 never moves).
    case speed(Double)
    /// `repeatCount(_:autoreverses:)` (count) and `repeatForever(autoreverses:)` (nil): when the
    /// base animation ends, its state resets and it starts again from that evaluation's time;
    /// with `autoreverses`, every second run plays backwards. After `count` runs the animation
    /// ends and the property shows its model value — so an even count with `autoreverses` ends
    /// with a jump from the start value to the model value, as in SwiftUI.
    case repeating(count: Int?, autoreverses: Bool)
    /// `logicallyComplete(after:)` (iOS 17): the animation reports logical completion `after`
    /// seconds, unless its base did earlier (Apple: "if it has not already logically
    /// completed"), and no later than the base ends ("the indicated duration will not cause the
    /// animation to continue running after the base animation has fully completed"). It moves
    /// nothing: the value runs as the base animation alone runs it (`withoutLogicalCompletion`).
    case logicallyComplete(after: Double)
}

extension Animation {
    /// Delays the start of the animation by `delay` seconds (SwiftUI `delay(_:)`).
    public func delay(_ delay: Double) -> Animation { .modified(self, .delay(delay)) }

    /// Runs the animation `speed` times as fast (SwiftUI `speed(_:)`): a one-second curve with
    /// speed 2 takes half a second.
    public func speed(_ speed: Double) -> Animation { .modified(self, .speed(speed)) }

    /// Repeats the animation `repeatCount` times in all (SwiftUI `repeatCount(_:autoreverses:)`);
    /// with `autoreverses`, the reverse runs count towards the total.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        .modified(self, .repeating(count: repeatCount, autoreverses: autoreverses))
    }

    /// Repeats the animation for as long as the view lives (SwiftUI `repeatForever(autoreverses:)`).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        .modified(self, .repeating(count: nil, autoreverses: autoreverses))
    }

    /// Reports logical completion `duration` seconds after the animation starts, if it has not
    /// already logically completed (SwiftUI `logicallyComplete(after:)`, iOS 17): when a
    /// `withAnimation(_:completionCriteria:_:completion:)` with `.logicallyComplete` runs its
    /// completion. The motion is the animation's own.
    public func logicallyComplete(after duration: Double) -> Animation { .modified(self, .logicallyComplete(after: duration)) }

    /// The animation without its `logicallyComplete(after:)` modifiers: what moves a value
    /// (`AnimatedProperty` runs this).
    public var withoutLogicalCompletion: Animation {
        guard case let .modified(base, modifier) = self else { return self }
        if case .logicallyComplete = modifier { return base.withoutLogicalCompletion }
        return .modified(base.withoutLogicalCompletion, modifier)
    }

    /// The animation under every modifier: itself when it has none.
    public var unmodified: Animation {
        if case let .modified(base, _) = self { return base.unmodified }
        return self
    }

    /// The modifiers applied to `unmodified`, innermost first.
    public var modifiers: [AnimationModifier] {
        if case let .modified(base, modifier) = self { return base.modifiers + [modifier] }
        return []
    }
}
