import SwipeMotion

/// What a `NavigationStack` leaves on the node above its pages: the push animation and the keys
/// of the pages shown (root first), compared with the previous update's.
struct NavigationPagesMarker {
    /// UIKit's push/pop curve (`NavigationStack.pushAnimation`).
    var push: Animation
    var pageKeys: AnyEquatable
}

extension ViewGraph {
    /// Diffs a `NavigationStack`'s pages. When the page keys changed (a push or a pop) and the
    /// transaction does not disable animations, the pages' insertion and removal transitions and
    /// their slides move with the push animation, whatever animation the change was made in:
    /// SwiftUI animates a path change with UINavigationController's own transition, also outside
    /// `withAnimation`. What is inside a page animates with the animation in effect (`animation`),
    /// as it would without the stack.
    ///
    /// The structure below the marker (made by `NavigationStackContent`): optional overlay of the
    /// edge swipe's strip (its other child, diffed as any view) → optional clip →
    /// the pages' `.zstack` → for each page, its `.transition` → `.allowsHitTesting` →
    /// `.navigationSlide` → the page's content.
    func reconcileNavigationPages(
        _ marker: Node, _ pages: NavigationPagesMarker, animation: Animation?, shift: SwipeMotion.Vector2, previous: [ViewIdentity: Node], at t: Double
    ) {
        let record = self.record(for: marker.identity)
        var changed = false
        if let old = record.implicitValue { changed = !pages.pageKeys.equals(old) }
        record.implicitValue = pages.pageKeys
        let pushing = changed && !transaction.disablesAnimations
        let slide = pushing ? pages.push : animation
        var container = marker
        retargetAnimators(of: container, animation: animation, at: t)
        var shift = self.shift(shift, below: container, at: t)
        while !(container.kind.isZStack), let child = container.child {
            for extra in container.children.dropFirst() { reconcile(extra, animation: animation, shift: shift, previous: previous, at: t) }
            container = child
            retargetAnimators(of: container, animation: animation, at: t)
            shift = self.shift(shift, below: container, at: t)
        }
        if let old = previous[container.identity] {
            // Only the top page moves in or out (UIKit's `setViewControllers(_:animated:)`): a
            // page made under it appears in place, one removed under it goes at once.
            let current = Set(container.children.map(\.identity))
            let oldPages = old.children.filter { !$0.isRemoving }
            let goneUnder = Set(oldPages.dropLast().map(\.identity).filter { !current.contains($0) })
            startTransitions(parent: container, old: old, animation: slide, shift: shift, previous: previous, at: t)
            // A page made under the top one (a path set to several values) stays hidden until
            // the slide ends, then shows at once (covered), so the slide runs from the old top.
            let shown = container.children.filter { !$0.isRemoving }
            for page in shown.dropLast() where previous[page.identity] == nil {
                page.animators?.transition =
                    pushing
                    ? TransitionAnimator(
                        from: TransitionEffect(opacity: 0), to: TransitionEffect(), animation: NavigationPush.revealUnder, at: t, displayRate: displayRate)
                    : nil
            }
            if !goneUnder.isEmpty {
                container.children.removeAll { goneUnder.contains($0.identity) }
                ghosts[container.identity]?.removeAll { goneUnder.contains($0.node.identity) }
            }
        }
        for page in container.children where !page.isRemoving {
            var node = page
            retargetAnimators(of: node, animation: slide, at: t)
            var pageShift = self.shift(shift, below: node, at: t)
            while true {
                if case .navigationSlide = node.kind { break }
                guard let child = node.child else { break }
                node = child
                retargetAnimators(of: node, animation: slide, at: t)
                pageShift = self.shift(pageShift, below: node, at: t)
            }
            for child in node.children { reconcile(child, animation: animation, shift: pageShift, previous: previous, at: t) }
        }
    }
}

extension NodeKind {
    var isZStack: Bool {
        if case .zstack = self { return true }
        return false
    }
}
