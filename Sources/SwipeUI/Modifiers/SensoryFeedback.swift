/// SwiftUI's `SensoryFeedback` (iOS 17): the haptic a view plays when a value changes.
///
/// SwipeSim renders frames: a haptic has nothing to draw, so `.sensoryFeedback` is accepted
/// for the deck to compile and changes no frame (a like that plays `.success` looks the same
/// with or without it).
public struct SensoryFeedback: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange
        case impact(weight: Int, intensity: Double)
        case impactFlexibility(Int, intensity: Double)
    }
    let kind: Kind

    public static let success = SensoryFeedback(kind: .success)
    public static let warning = SensoryFeedback(kind: .warning)
    public static let error = SensoryFeedback(kind: .error)
    public static let selection = SensoryFeedback(kind: .selection)
    public static let increase = SensoryFeedback(kind: .increase)
    public static let decrease = SensoryFeedback(kind: .decrease)
    public static let start = SensoryFeedback(kind: .start)
    public static let stop = SensoryFeedback(kind: .stop)
    public static let alignment = SensoryFeedback(kind: .alignment)
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    public static let impact = SensoryFeedback(kind: .impact(weight: 1, intensity: 1))

    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: weight.rawValue, intensity: intensity))
    }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(kind: .impactFlexibility(flexibility.rawValue, intensity: intensity))
    }

    /// An impact's weight.
    public struct Weight: Hashable, Sendable {
        let rawValue: Int
        public static let light = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 1)
        public static let heavy = Weight(rawValue: 2)
    }

    /// An impact's flexibility.
    public struct Flexibility: Hashable, Sendable {
        let rawValue: Int
        public static let rigid = Flexibility(rawValue: 0)
        public static let solid = Flexibility(rawValue: 1)
        public static let soft = Flexibility(rawValue: 2)
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes (nothing to draw: see `SensoryFeedback`).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    /// Plays `feedback` when `trigger` changes and `condition(old, new)` holds.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View { self }
    /// Plays the feedback `feedback(old, new)` returns, if any, when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }
}
