import SwipeRaster

extension ViewGraph {
    /// The finger went down at `sample` (canvas points); delivered at the current display frame.
    func touchDown(_ sample: TouchPoint) -> GestureArena {
        var touch = GestureArena()
        guard let chain = hitChain(at: sample.location) else { return touch }
        // Scroll views decide first, innermost first (`ScrollRecognizer`).
        touch.recognizers = scrollRecognizers(in: chain)
        // High-priority gestures before the others, each group innermost first.
        var normal: [GestureArena.TouchTarget] = []
        for node in chain.reversed() {
            guard case .gesture(let attachment) = node.kind, attachment.isEnabled, let recognizer = attachment.makeRecognizer(),
                let toLocal = node.canvasToLocal
            else { continue }
            recognizer.isSimultaneous = attachment.priority == .simultaneous
            recognizer.bind(to: node.identity, in: self)
            let target = GestureArena.TouchTarget(recognizer: recognizer, toLocal: toLocal, view: node.identity)
            if attachment.priority == .high { touch.recognizers.append(target) } else { normal.append(target) }
        }
        touch.recognizers += normal
        deliver(&touch) { r, toLocal in r.down(TouchPoint(time: sample.time, location: Node.apply(toLocal, sample.location)), frameTime: now.seconds) }
        return touch
    }

    /// Every sample since the last display frame, oldest first.
    func touchMoved(_ touch: inout GestureArena, _ samples: [TouchPoint]) {
        deliver(&touch) { r, toLocal in
            let local = samples.map { TouchPoint(time: $0.time, location: Node.apply(toLocal, $0.location)) }
            if r.isWaitingForScrollView { r.record(local) } else { r.move(local, frameTime: now.seconds) }
        }
    }

    /// The finger lifted at `sample`; `coalesced` are the moves of the same display frame
    /// before it (they count for velocity; the lift replaces their update, SwipeMotion README, "Gestures and the display clock").
    func touchUp(_ touch: inout GestureArena, _ sample: TouchPoint, coalesced: [TouchPoint] = []) {
        deliver(&touch) { r, toLocal in
            if !coalesced.isEmpty { r.record(coalesced.map { TouchPoint(time: $0.time, location: Node.apply(toLocal, $0.location)) }) }
            r.up(TouchPoint(time: sample.time, location: Node.apply(toLocal, sample.location)), frameTime: now.seconds)
        }
    }

    /// A display frame with no touch event (long presses complete on frames).
    func touchFrame(_ touch: inout GestureArena) {
        deliver(&touch) { r, _ in r.frame(at: now.seconds) }
    }

    /// Delivers an event to the touch's gesture arena, with each view's map as it is on screen now.
    private func deliver(_ touch: inout GestureArena, _ event: (AnyRecognizer, ProjectiveTransform) -> Void) {
        ViewGraph.$current.withValue(self) {
            touch.deliver(event) { view in
                guard let node = nodesByIdentity[view], node.presented.isOnScreen else { return nil }
                return node.canvasToLocal
            }
        }
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
