/// SwiftUI's `DragGesture.Value` (Apple's page; SwipeMotion README, "Gestures and the display clock"). Points and seconds.
public struct DragValue: Equatable, Sendable {
    /// Time of the latest touch sample, seconds.
    public var time: Double
    /// Where the touch went down (not where the drag was recognised).
    public var startLocation: Vector2
    public var location: Vector2
    /// location − startLocation.
    public var translation: Vector2
    /// Estimated finger velocity in points per second (see `DragTracker`).
    public var velocity: Vector2
    /// location + 0.25 s × velocity.
    public var predictedEndLocation: Vector2
    /// translation + 0.25 s × velocity (not UIScrollView's deceleration projection).
    public var predictedEndTranslation: Vector2
}

/// Turns touch samples into `DragValue`s, as `DragGesture(minimumDistance:)` does.
///
/// The drag is recognised once a delivered location is at least `minimumDistance` points
/// (Euclidean) from where the finger went down; before that `deliver` returns nil.
///
/// Velocity (SwiftUI's filter is undocumented, so this is our documented estimate): the
/// slope between the newest sample and the oldest sample no more than `velocityWindow`
/// (default 0.1 s) older than it; when no older sample is that recent, the slope from the
/// previous sample. A single sample has zero velocity.
public struct DragTracker: Sendable {
    public let minimumDistance: Double
    public let velocityWindow: Double
    public private(set) var startLocation: Vector2?
    public private(set) var isActive = false
    /// Recent samples (time, location), oldest first, within the velocity window.
    var recent: [(time: Double, location: Vector2)] = []
    public private(set) var lastValue: DragValue?

    /// How far ahead the predicted end looks, seconds.
    public static var predictionInterval: Double { 0.25 }

    public init(minimumDistance: Double = 10, velocityWindow: Double = 0.1) {
        self.minimumDistance = minimumDistance
        self.velocityWindow = velocityWindow
    }

    /// Feeds a touch sample (seconds, points) and delivers it: `record` then `deliver`.
    public mutating func update(time: Double, x: Double, y: Double) -> DragValue? {
        record(time: time, x: x, y: y)
        return deliver()
    }

    /// Records a touch sample (seconds, points) for the velocity estimate without delivering
    /// it to the gesture: a coalesced touch between display frames (Apple, "Getting high-fidelity input with coalesced touches").
    public mutating func record(time: Double, x: Double, y: Double) {
        let location = Vector2(x: x, y: y)
        if startLocation == nil { startLocation = location }
        if let last = recent.last, time <= last.time {
            recent.removeLast()
        }
        recent.append((time, location))
        trimWindow(now: time)
    }

    /// Delivers the latest recorded sample to the gesture (one update per display frame):
    /// returns the gesture value once the drag is recognised (SwiftUI's onChanged), nil
    /// before. Recognition looks at the delivered location only; velocity uses every
    /// recorded sample of the window.
    public mutating func deliver() -> DragValue? {
        guard let start = startLocation, let newest = recent.last else { return nil }
        let location = newest.location
        let translation = location - start
        if !isActive {
            guard translation.magnitudeSquared >= minimumDistance * minimumDistance else { return nil }
            isActive = true
        }
        let velocity = estimateVelocity()
        let ahead = velocity.scaled(by: DragTracker.predictionInterval)
        let value = DragValue(
            time: newest.time, startLocation: start, location: location, translation: translation,
            velocity: velocity, predictedEndLocation: location + ahead,
            predictedEndTranslation: translation + ahead)
        lastValue = value
        return value
    }

    /// Ends the touch: returns the final value (SwiftUI's onEnded) if the drag was recognised,
    /// and resets the tracker for the next touch.
    public mutating func end() -> DragValue? {
        let value = isActive ? lastValue : nil
        self = DragTracker(minimumDistance: minimumDistance, velocityWindow: velocityWindow)
        return value
    }

    /// Keeps the newest sample, the previous one, and every sample within the window.
    mutating func trimWindow(now: Double) {
        while recent.count > 2 && now - recent[1].time > velocityWindow {
            recent.removeFirst()
        }
    }

    func estimateVelocity() -> Vector2 {
        guard recent.count >= 2, let newest = recent.last else { return .zero }
        var oldest = recent[recent.count - 2]
        for sample in recent where newest.time - sample.time <= velocityWindow {
            oldest = sample
            break
        }
        if oldest.time >= newest.time { oldest = recent[recent.count - 2] }
        let dt = newest.time - oldest.time
        guard dt > 0 else { return .zero }
        return (newest.location - oldest.location).scaled(by: 1 / dt)
    }
}
