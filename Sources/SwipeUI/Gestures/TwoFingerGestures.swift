/// SwiftUI's two-finger gestures: `RotationGesture` and `MagnificationGesture` (iOS 13) and
/// their iOS 17 names `RotateGesture` and `MagnifyGesture`. Each needs two fingers on the view:
/// UIKit's `UIRotationGestureRecognizer` and `UIPinchGestureRecognizer` behind them recognise
/// "a gesture that involves two touches" (Apple, "UIPinchGestureRecognizer"; "Handling rotation
/// gestures": "the user must place two fingers on the view"). A SwipeSim touch script is one
/// finger, so these gestures fail when it goes down: their callbacks never run, and the touch
/// stays for the view's other gestures (a deck's drag still moves its card).
public struct RotationGesture: Gesture, RecognizerMaking {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    func makeRecognizer() -> Recognizer<Angle>? { TwoFingerRecognizer() }
}

/// iOS 13's pinch gesture; its value is the scale since the fingers went down.
public struct MagnificationGesture: Gesture, RecognizerMaking {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    func makeRecognizer() -> Recognizer<CGFloat>? { TwoFingerRecognizer() }
}

/// iOS 17's rotation gesture.
public struct RotateGesture: Gesture, RecognizerMaking {
    public struct Value: Equatable, Sendable {
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    func makeRecognizer() -> Recognizer<Value>? { TwoFingerRecognizer() }
}

/// iOS 17's pinch gesture.
public struct MagnifyGesture: Gesture, RecognizerMaking {
    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    func makeRecognizer() -> Recognizer<Value>? { TwoFingerRecognizer() }
}

/// A two-finger gesture's recognizer under one finger: it fails at touch-down and claims nothing.
final class TwoFingerRecognizer<Value>: Recognizer<Value> {
    override func down(_ touch: TouchPoint, frameTime: Double) { phase = .failed }
}
