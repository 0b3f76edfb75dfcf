import SwipeMotion
import SwipeRaster

/// SwiftUI's `ScrollViewReader`: gives its content a `ScrollViewProxy` that scrolls the scroll
/// views inside it to a view by id. Lays out as its content (like a `Group`).
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView(.horizontal) { LazyHStack { ForEach(cards) { CardView(card: $0) } } }
///     Button("Last") { withAnimation(.snappy) { proxy.scrollTo(cards.last!.id, anchor: .center) } }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let proxy = ScrollViewProxy(graph: context.graph, reader: context.identity)
        try context.resolveChild(content(proxy), component: .index(0), into: &nodes)
    }
}

/// Scrolls the scroll views inside a `ScrollViewReader` (SwiftUI's `ScrollViewProxy`). Call it
/// from an action — a button, `onAppear`, `.task`, a gesture's `onEnded`, `onChange` — not
/// from a body.
public struct ScrollViewProxy {
    weak var graph: ViewGraph?
    /// The reader's identity: the scroll views searched are the ones inside it.
    let reader: ViewIdentity

    /// Finds the first scroll view inside the reader (in tree order) with a view whose
    /// `ForEach` id or `.id(_:)` is `id`, and scrolls it — and every scroll view around it
    /// inside the reader — so that the view shows (Apple, `ScrollViewProxy.scrollTo(_:anchor:)`):
    /// - `anchor` given: the anchor point of the view meets the same anchor point of the scroll
    ///   view's visible area (its layout frame, the safe area's part of it): along each scroll
    ///   axis, offset = view.min + a·view.length − a·visible.length (points, a the anchor's 0…1);
    /// - `anchor` nil: "scrolls the minimum amount to make the identified view wholly visible"
    ///   (Apple; UIKit's `scrollRectToVisible` rule): nothing if it already is, else its
    ///   leading (top) or trailing (bottom) edge goes to the same edge of the visible area. A
    ///   view longer than the visible area shows its leading part (SwipeSim's reading).
    ///
    /// The offset is clamped to the content's range. Inside `withAnimation` it moves with that
    /// animation on the display clock (an animated property, as any animated value); without one
    /// it jumps. Changes of state made before the call in the same action are laid out first.
    /// A touch on the moving content stops it. An id no scroll view inside holds does nothing.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        graph?.scrollTo(AnyHashable(id), anchor: anchor, inside: reader)
    }
}

extension ViewGraph {
    /// `ScrollViewProxy.scrollTo`: finds the view and scrolls its enclosing scroll views inside
    /// `reader`, innermost first (an outer one shows the view where the inner one will put it).
    /// A row of a lazy stack not built yet is found in the stack's data and scrolled to where
    /// the stack estimates it (`LazyStackLayout`); once an update has built it, it is scrolled
    /// to again at its laid-out frame (`revealPendingScrollTarget`).
    func scrollTo(_ id: AnyHashable, anchor: UnitPoint?, inside reader: ViewIdentity) {
        applyPendingChanges()
        guard let root, let found = ViewGraph.path(to: id, in: root, inside: reader), let target = found.path.last else { return }
        let animation = transaction.disablesAnimations ? nil : transaction.animation
        let scrolled = scroll(
            along: found.path, rect: found.estimated ?? Rect(x: 0, y: 0, width: target.frame.width, height: target.frame.height),
            anchor: anchor, inside: reader, animation: animation)
        pendingScrollTo =
            found.estimated == nil
            ? nil
            : PendingScrollTo(id: id, anchor: anchor, reader: reader, animation: animation, scrollStates: scrolled)
    }

    /// Scrolls the scroll views on `path` (root first) inside `reader` so that `rect` (in the
    /// last node's space) shows by `anchor`'s rule; returns their states.
    @discardableResult
    private func scroll(along path: [Node], rect start: Rect, anchor: UnitPoint?, inside reader: ViewIdentity, animation: Animation?) -> [ScrollState] {
        let t = now.seconds
        var rect = start
        var states: [ScrollState] = []
        for node in path.reversed() {
            if node !== path.last, case .scrollView(let state) = node.kind {
                guard node.identity.isInside(reader) else { break }
                let offset = state.scroll(to: state.offset(toShow: rect, anchor: anchor, from: state.offset(at: t)), animation: animation, at: t)
                states.append(state)
                rect.x -= offset.x
                rect.y -= offset.y
            }
            rect.x += node.frame.x
            rect.y += node.frame.y
        }
        return states
    }

    /// After an update: a `scrollTo` target that was estimated and is now built is scrolled to
    /// at its frame, with the animation of the call (retargeting a running one). A finger
    /// moving one of its scroll views cancels it.
    func revealPendingScrollTarget() {
        guard let pending = pendingScrollTo, let root else { return }
        if pending.scrollStates.contains(where: \.isMovedByFinger) {
            pendingScrollTo = nil
            return
        }
        guard let found = ViewGraph.path(to: pending.id, in: root, inside: pending.reader), found.estimated == nil,
            let target = found.path.last
        else { return }
        pendingScrollTo = nil
        scroll(
            along: found.path, rect: Rect(x: 0, y: 0, width: target.frame.width, height: target.frame.height),
            anchor: pending.anchor, inside: pending.reader, animation: pending.animation)
    }

    /// The nodes from `root` to the outermost view with `id` below a scroll view inside `reader`;
    /// for a lazy stack's row not built, the path ends at the stack and `estimated` is the
    /// row's estimated frame in it.
    private static func path(to id: AnyHashable, in root: Node, inside reader: ViewIdentity) -> (path: [Node], estimated: Rect?)? {
        var path: [Node] = []
        var estimated: Rect?
        func find(_ node: Node, scrollView: Node?) -> Bool {
            if node.isRemoving { return false }
            path.append(node)
            if let scrollView, node.identity.containsExplicitID(id, below: scrollView.identity.depth) { return true }
            var inner = scrollView
            if case .scrollView = node.kind, node.identity.isInside(reader) { inner = node }
            for child in node.children where find(child, scrollView: inner) { return true }
            if inner != nil, let rect = estimatedFrame(of: id, in: node) {
                estimated = rect
                return true
            }
            path.removeLast()
            return false
        }
        return find(root, scrollView: nil) ? (path, estimated) : nil
    }

    /// The frame a lazy stack's layout gives the row with `id` of one of its `ForEach`es, in
    /// the stack's space (nil: no such row).
    private static func estimatedFrame(of id: AnyHashable, in node: Node) -> Rect? {
        guard let items = node.lazyItems else { return nil }
        for (index, item) in items.enumerated() {
            guard let segment = item.lazyRows, let offset = segment.offsetOfID(id) else { continue }
            return node.lazyRowFrame(item: index, row: offset)
        }
        return nil
    }
}

/// A `scrollTo` whose row a lazy stack had not built: what to scroll to once it is built.
struct PendingScrollTo {
    let id: AnyHashable
    let anchor: UnitPoint?
    let reader: ViewIdentity
    let animation: Animation?
    /// The scroll views it moved (a finger on one of them cancels it).
    let scrollStates: [ScrollState]
}

extension ScrollState {
    /// The offset that shows `rect` (content points) by `anchor`'s rule (`ScrollViewProxy.scrollTo`),
    /// starting from `current`; not yet clamped to the content's range.
    func offset(toShow rect: Rect, anchor: UnitPoint?, from current: Vector2) -> Vector2 {
        func along(_ axis: Axis) -> Double {
            guard scrolls(axis) else { return 0 }
            let low = rect.origin(axis), length = rect.size(axis), visible = viewportSize[axis]
            if let anchor {
                let a = Double(axis == .horizontal ? anchor.x : anchor.y)
                return low + a * length - a * visible
            }
            let now = current[axis]
            if length > visible || low < now { return low }
            if low + length > now + visible { return low + length - visible }
            return now
        }
        return Vector2(x: along(.horizontal), y: along(.vertical))
    }
}
