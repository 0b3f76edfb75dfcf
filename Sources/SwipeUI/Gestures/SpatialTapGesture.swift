/// A tap that reports where it landed (SwiftUI's `SpatialTapGesture`, iOS 16; Apple: "A gesture
/// that recognizes one or more taps and reports their location"): recognised as `TapGesture`
/// is (the same slop, and for a multiple tap the same interval and reach, `PressGestures.swift`);
/// `location` is the lift's point in the view's local space (SwipeSim measures gestures in
/// `.local`, whatever `coordinateSpace` says).
public struct SpatialTapGesture: Gesture, RecognizerMaking {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    public var count: Int

    public init(count: Int = 1) { self.count = count }
    public init(count: Int = 1, coordinateSpace: CoordinateSpace) { self.count = count }

    func makeRecognizer() -> Recognizer<Value>? { SpatialTapRecognizer(count: max(count, 1)) }
}

/// A `TapRecognizer` whose success carries the lift's location.
final class SpatialTapRecognizer: Recognizer<SpatialTapGesture.Value> {
    let tap: TapRecognizer

    init(count: Int) { tap = TapRecognizer(count: count) }

    override func bind(to identity: ViewIdentity, in graph: ViewGraph) { tap.bind(to: identity, in: graph) }
    override func down(_ touch: TouchPoint, frameTime: Double) { tap.down(touch, frameTime: frameTime) }
    override func move(_ touches: [TouchPoint], frameTime: Double) {
        tap.move(touches, frameTime: frameTime)
        if tap.phase == .failed { phase = .failed }
    }
    override func record(_ touches: [TouchPoint]) { tap.record(touches) }
    override func up(_ touch: TouchPoint, frameTime: Double) {
        guard phase == .possible else { return }
        tap.up(touch, frameTime: frameTime)
        if tap.phase == .ended {
            emitEnded(SpatialTapGesture.Value(location: CGPoint(x: touch.location.x, y: touch.location.y)))
        } else if tap.phase == .failed {
            phase = .failed
        }
    }
    override func frame(at frameTime: Double) { tap.frame(at: frameTime) }
    override func cancel() {
        tap.cancel()
        super.cancel()
    }
}

extension View {
    /// iOS 17's `onTapGesture(count:coordinateSpace:perform:)`: `action` gets the tap's location.
    public func onTapGesture(count: Int = 1, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count).onEnded { action($0.location) })
    }
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace, perform action: @escaping (CGPoint) -> Void) -> some View {
        onTapGesture(count: count, perform: action)
    }
}
