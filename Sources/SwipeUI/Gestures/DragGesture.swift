import SwipeMotion

/// SwiftUI's `DragGesture`: recognised once the finger has moved `minimumDistance` points
/// (default 10); values come from SwipeMotion's `DragTracker` (velocity from every touch
/// sample, `predictedEndTranslation` = translation + 0.25 s × velocity: Apple `DragGesture.Value`).
/// Locations are in the gesture view's local space as it was when the finger went down.
public struct DragGesture: Gesture, RecognizerMaking {
    public var minimumDistance: CGFloat

    public init(minimumDistance: CGFloat = 10) {
        self.minimumDistance = minimumDistance
    }
    /// Locations are measured in `.local` whatever `coordinateSpace` is. (Two initializers
    /// rather than a defaulted `coordinateSpace`: with `.named` holding an `AnyHashable`,
    /// `DragGesture()` crashed in a debug build here, Swift 6.3.1.)
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace) {
        self.minimumDistance = minimumDistance
    }

    public struct Value: Equatable, Sendable {
        public var time: Double
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        /// Points per second.
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize

        init(_ v: DragValue) {
            time = v.time
            location = CGPoint(x: v.location.x, y: v.location.y)
            startLocation = CGPoint(x: v.startLocation.x, y: v.startLocation.y)
            translation = CGSize(width: v.translation.x, height: v.translation.y)
            velocity = CGSize(width: v.velocity.x, height: v.velocity.y)
            predictedEndLocation = CGPoint(x: v.predictedEndLocation.x, y: v.predictedEndLocation.y)
            predictedEndTranslation = CGSize(width: v.predictedEndTranslation.x, height: v.predictedEndTranslation.y)
        }
    }

    func makeRecognizer() -> Recognizer<Value>? { DragRecognizer(minimumDistance: Double(minimumDistance)) }
}

final class DragRecognizer: Recognizer<DragGesture.Value> {
    var tracker: DragTracker

    init(minimumDistance: Double) { tracker = DragTracker(minimumDistance: minimumDistance) }

    override func down(_ touch: TouchPoint, frameTime: Double) {
        _ = tracker.update(time: touch.time, x: touch.location.x, y: touch.location.y)
    }

    override func move(_ touches: [TouchPoint], frameTime: Double) {
        guard phase == .possible || phase == .active else { return }
        var latest: DragValue?
        for touch in touches {
            if let value = tracker.update(time: touch.time, x: touch.location.x, y: touch.location.y) { latest = value }
        }
        if let latest {
            phase = .active
            claimsTouch = true
            emitChanged(DragGesture.Value(latest))
        }
    }

    override func record(_ touches: [TouchPoint]) {
        guard phase == .possible || phase == .active else { return }
        for touch in touches { tracker.record(time: touch.time, x: touch.location.x, y: touch.location.y) }
    }

    /// The lift sample counts for velocity and position, so onEnded sees every sample of its
    /// frame (a drag recognised only by them ends there too, as SwiftUI's does).
    override func up(_ touch: TouchPoint, frameTime: Double) {
        guard phase == .possible || phase == .active else { return }
        tracker.record(time: touch.time, x: touch.location.x, y: touch.location.y)
        if tracker.deliver() != nil, let value = tracker.end() {
            emitEnded(DragGesture.Value(value))
        } else {
            let begun = hasBegun
            phase = .failed
            if begun { reset() }
        }
    }
}
