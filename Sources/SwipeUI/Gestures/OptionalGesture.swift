/// An optional gesture is a gesture, as in SwiftUI (OpenSwiftUI `OptionalGesture.swift`:
/// `extension Optional: Gesture where Wrapped: Gesture`), so a deck can write
/// `.gesture(isEnabled ? drag : nil)`. A nil gesture fails at once (never recognises, never
/// claims the touch), so the touch goes on to the other gestures.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
}

extension Optional: RecognizerMaking where Wrapped: Gesture {
    func makeRecognizer() -> Recognizer<Wrapped.Value>? {
        if let gesture = self { return recognizer(for: gesture) }
        let failed = Recognizer<Wrapped.Value>()
        failed.phase = .failed
        return failed
    }
}
