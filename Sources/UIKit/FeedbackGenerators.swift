/// UIKit's haptic feedback generators. A haptic has nothing to draw, so each call is accepted
/// and does nothing, as `.sensoryFeedback` does in SwipeUI: a deck that buzzes on a swipe
/// renders the same frames as one that does not.
public class UIFeedbackGenerator {
    public init() {}
    /// UIKit readies the Taptic Engine; here nothing needs readying.
    public func prepare() {}
}

/// `UIImpactFeedbackGenerator(style: .medium).impactOccurred()`.
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Hashable, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle) { self.style = style }
    public override convenience init() { self.init(style: .medium) }
    public func impactOccurred() {}
    /// `intensity` 0…1.
    public func impactOccurred(intensity: CGFloat) {}
}

/// `UINotificationFeedbackGenerator().notificationOccurred(.success)`.
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Hashable, Sendable { case success, warning, error }
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// `UISelectionFeedbackGenerator().selectionChanged()`.
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public func selectionChanged() {}
}
