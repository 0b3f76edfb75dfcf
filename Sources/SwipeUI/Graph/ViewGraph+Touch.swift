import SwipeRaster

extension ViewGraph {
    /// The touch in progress: the recognizers of the gestures under the finger, innermost
    /// first (`TouchTarget`).
    struct ActiveTouch {
        var recognizers: [TouchTarget]
    }

    /// A recognizer under the finger and how canvas points reach its view's local points.
    ///
    /// Every event is converted into the gesture view's space as that view is at the event's
    /// update — the presentation on screen when it is delivered (`Node.canvasToLocal`,
    /// projective under a 3D effect), so a view that scales or moves under the finger reports
    /// locations in its new geometry. SwiftUI converts each event when it is delivered
    /// (OpenSwiftUI `Event/Gesture/EventListenerPhase.swift`: the listener converts the event's
    /// global location with the responder's current geometry, `convertGlobalLocation`), and a
    /// gesture's `startLocation` stays where it was converted at touch-down. `toLocal` is the
    /// last map found on screen, kept for a view that is gone or not yet presented again. A scroll view's pan (`view` nil) keeps
    /// its touch-down map: the scroll view itself stays while its content moves.
    struct TouchTarget {
        let recognizer: AnyRecognizer
        var toLocal: ProjectiveTransform
        let view: ViewIdentity?
    }

    /// The finger went down at `sample` (canvas points); delivered at the current display frame.
    func touchDown(_ sample: TouchPoint) -> ActiveTouch {
        var touch = ActiveTouch(recognizers: [])
        guard let chain = hitChain(at: sample.location) else { return touch }
        // Scroll views decide first, innermost first (`ScrollRecognizer`).
        touch.recognizers = scrollRecognizers(in: chain)
        // High-priority gestures before the others, each group innermost first.
        var normal: [TouchTarget] = []
        for node in chain.reversed() {
            guard case .gesture(let attachment) = node.kind, attachment.isEnabled, let recognizer = attachment.makeRecognizer(),
                let toLocal = node.canvasToLocal
            else { continue }
            recognizer.isSimultaneous = attachment.priority == .simultaneous
            recognizer.bind(to: node.identity, in: self)
            let target = TouchTarget(recognizer: recognizer, toLocal: toLocal, view: node.identity)
            if attachment.priority == .high { touch.recognizers.append(target) } else { normal.append(target) }
        }
        touch.recognizers += normal
        deliver(&touch) { r, toLocal in r.down(TouchPoint(time: sample.time, location: Node.apply(toLocal, sample.location)), frameTime: now.seconds) }
        return touch
    }

    /// Every sample since the last display frame, oldest first.
    func touchMoved(_ touch: inout ActiveTouch, _ samples: [TouchPoint]) {
        deliver(&touch) { r, toLocal in
            let local = samples.map { TouchPoint(time: $0.time, location: Node.apply(toLocal, $0.location)) }
            if r.isWaitingForScrollView { r.record(local) } else { r.move(local, frameTime: now.seconds) }
        }
    }

    /// The finger lifted at `sample`; `coalesced` are the moves of the same display frame
    /// before it (they count for velocity; the lift replaces their update, SwipeMotion README, "Gestures and the display clock").
    func touchUp(_ touch: inout ActiveTouch, _ sample: TouchPoint, coalesced: [TouchPoint] = []) {
        deliver(&touch) { r, toLocal in
            if !coalesced.isEmpty { r.record(coalesced.map { TouchPoint(time: $0.time, location: Node.apply(toLocal, $0.location)) }) }
            r.up(TouchPoint(time: sample.time, location: Node.apply(toLocal, sample.location)), frameTime: now.seconds)
        }
    }

    /// A display frame with no touch event (long presses complete on frames).
    func touchFrame(_ touch: inout ActiveTouch) {
        deliver(&touch) { r, _ in r.frame(at: now.seconds) }
    }

    /// Delivers an event to the recognizers, innermost first. The first one to claim the touch
    /// (a drag recognised, a long press or tap completed) wins: the others are cancelled,
    /// resetting their gesture state, as SwiftUI gives a child's gesture precedence — except
    /// simultaneous gestures, which neither cancel nor are cancelled.
    private func deliver(_ touch: inout ActiveTouch, _ event: (AnyRecognizer, ProjectiveTransform) -> Void) {
        ViewGraph.$current.withValue(self) { deliverNow(&touch, event) }
    }

    private func deliverNow(_ touch: inout ActiveTouch, _ event: (AnyRecognizer, ProjectiveTransform) -> Void) {
        var index = 0
        while index < touch.recognizers.count {
            if let view = touch.recognizers[index].view, let node = nodesByIdentity[view], node.presented.isOnScreen,
               let toLocal = node.canvasToLocal {
                touch.recognizers[index].toLocal = toLocal
            }
            let entry = touch.recognizers[index]
            let wasClaimed = entry.recognizer.claimsTouch
            entry.recognizer.isWaitingForScrollView = !(entry.recognizer is ScrollRecognizer)
                && touch.recognizers.contains { ($0.recognizer as? ScrollRecognizer)?.isUndecided == true }
            event(entry.recognizer, entry.toLocal)
            index += 1
            guard entry.recognizer.claimsTouch, !wasClaimed, !entry.recognizer.isSimultaneous else { continue }
            // The winner and the simultaneous gestures go on; those after it still get this event.
            // A scroll view's pan cancels every touch inside (UIKit's `cancelsTouchesInView`).
            let spares = !(entry.recognizer is ScrollRecognizer)
            var kept: [TouchTarget] = []
            for (other, pair) in touch.recognizers.enumerated() {
                if other == index - 1 || (spares && pair.recognizer.isSimultaneous) {
                    if other == index - 1 { index = kept.count + 1 }
                    kept.append(pair)
                } else {
                    pair.recognizer.cancel()
                }
            }
            touch.recognizers = kept
        }
        touch.recognizers.removeAll { $0.recognizer.phase == .failed }
    }

    /// The buttons a script can tap, by name, in tree order (those that take touches).
    func buttons() -> [(names: [String], node: Node)] {
        var result: [([String], Node)] = []
        // Views that take no touches (`.allowsHitTesting(false)`, a covered navigation page) are skipped.
        func visit(_ node: Node) {
            if case .allowsHitTesting(false) = node.kind { return }
            if !node.isRemoving, case .gesture(let attachment) = node.kind, !attachment.buttonNames.isEmpty {
                result.append((attachment.buttonNames, node))
            }
            for child in node.children { visit(child) }
        }
        if let root { visit(root) }
        return result
    }
}
