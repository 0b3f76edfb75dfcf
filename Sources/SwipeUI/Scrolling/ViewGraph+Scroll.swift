import SwipeRaster

extension ViewGraph {
    /// The scroll state kept for the scroll view at `identity` (made at its first appearance).
    func scrollState(for identity: ViewIdentity, axes: Axis.Set) -> ScrollState {
        let record = self.record(for: identity)
        if let state = record.scroll {
            state.axes = axes
            return state
        }
        let state = ScrollState(axes: axes, displayRate: displayRate)
        record.scroll = state
        return state
    }

    /// The pans of the scrollable scroll views in a hit chain (root first), innermost first.
    func scrollRecognizers(in chain: [Node]) -> [GestureArena.TouchTarget] {
        chain.reversed().compactMap { node in
            guard case .scrollView(let state) = node.kind, node.environment.isScrollEnabled, node.environment.isEnabled,
                let toLocal = node.canvasToLocal
            else { return nil }
            return GestureArena.TouchTarget(recognizer: ScrollRecognizer(state: state), toLocal: toLocal, view: nil)
        }
    }
}
