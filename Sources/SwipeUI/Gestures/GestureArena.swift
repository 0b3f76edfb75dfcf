import SwipeRaster

/// The gestures competing for one touch, as UIKit's gesture arena and SwiftUI's gesture
/// precedence decide it: the recognizers of the gestures under the finger — scroll views
/// first, then high-priority gestures, then the others, each group innermost first — each
/// event delivered to them in that order. The first to claim the touch (a drag recognised, a
/// long press or tap completed) wins and the others are cancelled, resetting their gesture
/// state, as SwiftUI gives a child's gesture precedence over its parent's (Apple, "Composing
/// SwiftUI gestures" and `highPriorityGesture(_:including:)`); simultaneous gestures neither
/// cancel nor are cancelled; a scroll view's pan cancels every touch inside it (UIKit's
/// `cancelsTouchesInView`).
struct GestureArena {
    /// The competing recognizers, in delivery order.
    var recognizers: [TouchTarget] = []

    /// A recognizer under the finger and how canvas points reach its view's local points.
    ///
    /// Every event is converted into the gesture view's space as that view is at the event's
    /// update — the presentation on screen when it is delivered (`Node.canvasToLocal`,
    /// projective under a 3D effect), so a view that scales or moves under the finger reports
    /// locations in its new geometry. SwiftUI converts each event when it is delivered
    /// (OpenSwiftUI `Event/Gesture/EventListenerPhase.swift`: the listener converts the event's
    /// global location with the responder's current geometry, `convertGlobalLocation`), and a
    /// gesture's `startLocation` stays where it was converted at touch-down. `toLocal` is the
    /// last map found on screen, kept for a view that is gone or not yet presented again. A
    /// scroll view's pan (`view` nil) keeps its touch-down map: the scroll view itself stays
    /// while its content moves.
    struct TouchTarget {
        let recognizer: AnyRecognizer
        var toLocal: ProjectiveTransform
        let view: ViewIdentity?
    }

    /// Delivers an event to the recognizers in order; `currentMap(view)` is the view's canvas →
    /// local map as it is on screen now (nil: keep the last one, the view is gone or hidden).
    mutating func deliver(_ event: (AnyRecognizer, ProjectiveTransform) -> Void, currentMap: (ViewIdentity) -> ProjectiveTransform?) {
        var index = 0
        while index < recognizers.count {
            if let view = recognizers[index].view, let toLocal = currentMap(view) {
                recognizers[index].toLocal = toLocal
            }
            let entry = recognizers[index]
            let wasClaimed = entry.recognizer.claimsTouch
            entry.recognizer.isWaitingForScrollView =
                !(entry.recognizer is ScrollRecognizer)
                && recognizers.contains { ($0.recognizer as? ScrollRecognizer)?.isUndecided == true }
            event(entry.recognizer, entry.toLocal)
            index += 1
            guard entry.recognizer.claimsTouch, !wasClaimed, !entry.recognizer.isSimultaneous else { continue }
            // The winner and the simultaneous gestures go on; those after it still get this event.
            // A scroll view's pan cancels every touch inside (UIKit's `cancelsTouchesInView`).
            let spares = !(entry.recognizer is ScrollRecognizer)
            var kept: [TouchTarget] = []
            for (other, pair) in recognizers.enumerated() {
                if other == index - 1 || (spares && pair.recognizer.isSimultaneous) {
                    if other == index - 1 { index = kept.count + 1 }
                    kept.append(pair)
                } else {
                    pair.recognizer.cancel()
                }
            }
            recognizers = kept
        }
        recognizers.removeAll { $0.recognizer.phase == .failed }
    }
}
