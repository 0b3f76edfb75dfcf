import SwipeMotion
import SwipeRaster

extension ViewGraph {
    /// Evaluates every animator at display time `time` (once per display frame, as SwiftUI
    /// does: the fluid spring's motion depends on it) and computes each node's transform;
    /// then drops removed views whose transition has ended.
    func present(at time: VirtualTime) {
        guard let root else { return }
        let t = time.seconds
        lastPresentedTime = t
        // Matched views whose shared frame animates are laid out again as the walk reaches them.
        var matched =
            prepareMatchedFrames(at: t)
            ? MatchedPresentation(engine: LayoutEngine(text: text, safeArea: safeArea, canvas: canvas)) : nil
        ViewGraph.present(root, parent: .identity, parentProjection: nil, opacity: 1, viewport: nil, at: t, matched: &matched)
        if let error = matched?.error { pendingError = pendingError ?? error }
        var finished: [(parent: ViewIdentity, node: Node)] = []
        for (parentIdentity, list) in ghosts {
            for ghost in list where !(ghost.node.animators?.transition?.isAnimating(at: t) ?? false) {
                finished.append((parentIdentity, ghost.node))
            }
        }
        for (parentIdentity, node) in finished {
            ghosts[parentIdentity]?.removeAll { $0.node === node }
            if ghosts[parentIdentity]?.isEmpty == true { ghosts[parentIdentity] = nil }
            nodesByIdentity[parentIdentity]?.children.removeAll { $0 === node }
            // Gone for good: a view inserted again with its identity is new (an insertion
            // transition, and frames that start where it is laid out, not where it left).
            node.forEachNode { gone in
                nodesByIdentity[gone.identity] = nil
                records[gone.identity]?.animators = nil
            }
            // The last presentation slid out: the next display frame's update puts the root back.
            if ghosts[parentIdentity] == nil, case .presentations? = nodesByIdentity[parentIdentity]?.kind { isDirty = true }
        }
    }

    /// What `present` needs to lay matched views out: the layout engine, and the first error.
    struct MatchedPresentation {
        let engine: LayoutEngine
        var error: Error?
    }

    private static func present(
        _ node: Node, parent: Transform, parentProjection: ProjectiveTransform?, opacity: Double, viewport: ScrollViewport?,
        at t: Double, matched: inout MatchedPresentation?
    ) {
        if let a = node.animators {
            a.present(into: &node.presented, at: t)
        } else {
            node.presented.frame = node.frame
        }
        node.presented.isOnScreen = true
        let f = node.presented.frame
        var m = Transform.translation(x: f.x, y: f.y).concatenating(parent)
        // Under a 3D effect the exact map is projective; `m` goes on as the flat one.
        var p = parentProjection.map { ProjectiveTransform(Transform.translation(x: f.x, y: f.y)).concatenating($0) }
        func prepend(_ effect: Transform) {
            m = effect.concatenating(m)
            p = p.map { ProjectiveTransform(effect).concatenating($0) }
        }
        var alpha = opacity
        if let effect = node.presented.transition {
            prepend(ViewGraph.transform(of: effect, size: f))
            alpha *= min(max(effect.opacity, 0), 1)
        }
        if let effect = ViewGraph.effectTransform(node.kind, vector: node.presented.vector, scalar: node.presented.scalar, size: f) {
            prepend(effect)
        }
        switch node.kind {
        case .rotation3D(_, let rotation):
            let size = CGSize(width: f.width, height: f.height)
            let rtl = node.environment.layoutDirection == .rightToLeft
            let local = rotation.projection(degrees: node.presented.scalar, size: size, rightToLeft: rtl)
            p = local.concatenating(p ?? ProjectiveTransform(m))
        case .projection(let local):
            p = local.concatenating(p ?? ProjectiveTransform(m))
        case .affine(let local):
            prepend(local)
        case .navigationSlide:
            prepend(Transform.translation(x: node.presented.scalar * f.width, y: 0))
        case .opacity:
            alpha *= min(max(node.presented.scalar, 0), 1)
        case .visualEffect(let effect):
            // The proxy sees the view where it is on the canvas (scrolling and ancestors'
            // effects included), before its own effects.
            let origin = Transform.translation(x: f.x, y: f.y).concatenating(parent)
            let resolved = effect.resolve(size: CGSize(width: f.width, height: f.height), origin: CGPoint(x: origin.tx, y: origin.ty), viewport: viewport)
            prepend(resolved.transform)
            node.presented.scalar = resolved.opacity
            node.presented.effectBlur = resolved.blur
            alpha *= resolved.opacity
        default:
            break
        }
        node.presented.transform = m
        node.presented.projection = p
        node.presented.opacity = alpha
        if let engine = matched?.engine, node.matchedGroup?.displayFrame != nil {
            do { try layOutMatchedContent(of: node, toCanvas: m, engine: engine, at: t) } catch {
                if matched?.error == nil { matched?.error = error }
            }
        }
        var content = m, contentProjection = p
        var contentViewport = viewport
        if case .scrollView(let state) = node.kind {
            // Its visible region: its own frame where its ancestors' translations put it.
            contentViewport = ScrollViewport(rect: Rect(x: m.tx, y: m.ty, width: f.width, height: f.height), axes: state.axes)
            let offset = state.presentedOffset(at: t)
            let shift = Transform.translation(x: -offset.x, y: -offset.y)
            content = shift.concatenating(m)
            contentProjection = p.map { ProjectiveTransform(shift).concatenating($0) }
        }
        for child in node.children {
            present(child, parent: content, parentProjection: contentProjection, opacity: alpha, viewport: contentViewport, at: t, matched: &matched)
        }
    }

    /// The flat transform an offset, rotation or scale node applies in its frame `f` for its
    /// value — `vector` for an offset or scale, `scalar` degrees for a rotation — or nil for
    /// other kinds.
    static func effectTransform(_ kind: NodeKind, vector: SwipeMotion.Vector2, scalar: Double, size f: Rect) -> Transform? {
        switch kind {
        case .offset:
            return Transform.translation(x: vector.x, y: vector.y)
        case .rotation(_, let anchor):
            return Transform.rotation(degrees: scalar, about: Point(x: anchor.x * f.width, y: anchor.y * f.height))
        case .scale(_, let anchor):
            let a = Point(x: anchor.x * f.width, y: anchor.y * f.height)
            return Transform.translation(x: -a.x, y: -a.y).concatenating(.scale(x: vector.x, y: vector.y))
                .concatenating(.translation(x: a.x, y: a.y))
        default:
            return nil
        }
    }

    /// A transition's offset and scale (about its anchor) in a view of `size`.
    static func transform(of effect: TransitionEffect, size f: Rect) -> Transform {
        let a = Point(x: effect.anchor.x * f.width, y: effect.anchor.y * f.height)
        return Transform.translation(x: -a.x, y: -a.y).concatenating(.scale(effect.scale))
            .concatenating(.translation(x: a.x + effect.offset.x, y: a.y + effect.offset.y))
    }

    /// A node's children in drawing order: a background before the view it decorates, an
    /// overlay after it (whatever `zIndex` the view carries up to its stack), else by `zIndex`
    /// (ties keep declaration order).
    static func drawingOrder(of node: Node) -> [Node] {
        if node.children.count == 2, case .decorated(let isBackground, _) = node.kind {
            return isBackground ? [node.children[1], node.children[0]] : node.children
        }
        return drawingOrder(node.children)
    }

    static func drawingOrder(_ children: [Node]) -> [Node] {
        guard children.count > 1, children.contains(where: { zIndex(of: $0) != 0 }) else { return children }
        return children.enumerated().sorted { a, b in
            let za = zIndex(of: a.element), zb = zIndex(of: b.element)
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }

    /// The `.zIndex` at the top of a view's modifier chain.
    static func zIndex(of node: Node) -> Double {
        var current: Node? = node
        while let n = current {
            if case .zIndex(let z) = n.kind { return z }
            guard n.kind.passesTraitsOfMainView else { return 0 }
            current = n.child
        }
        return 0
    }

    /// The chain of nodes from the root to the frontmost view under `point` (canvas points),
    /// or nil. Views being removed are not hit; `.contentShape` makes its whole shape hit.
    func hitChain(at point: Point) -> [Node]? {
        guard let root else { return nil }
        return ViewGraph.hitChain(root, point)
    }

    private static func hitChain(_ node: Node, _ point: Point) -> [Node]? {
        if node.isRemoving || node.presented.opacity <= 0 { return nil }
        if case .allowsHitTesting(false) = node.kind { return nil }
        if case .hidden = node.kind { return nil }
        // A scroll view is hit over its whole visible area, and nothing outside it is.
        if case .scrollView(let state) = node.kind {
            guard let local = node.localPoint(point), state.visibleRect.contains(local) else { return nil }
            for child in drawingOrder(of: node).reversed() {
                if let chain = hitChain(child, point) { return [node] + chain }
            }
            return [node]
        }
        // A mask (children[1]) is not hit.
        let hittable = { if case .mask = node.kind { return Array(node.children.prefix(1)) } else { return drawingOrder(of: node) } }()
        for child in hittable.reversed() {
            if let chain = hitChain(child, point) { return [node] + chain }
        }
        let isHitTestable: Bool
        var shape = ShapeGeometry.rectangle
        switch node.kind {
        case .shape(let geometry, _, _): isHitTestable = true; shape = geometry.presented(node.presented)
        case .text, .icon, .image: isHitTestable = true
        case .contentShape(let geometry): isHitTestable = true; shape = geometry
        default: isHitTestable = false
        }
        guard isHitTestable, let local = node.localPoint(point) else { return nil }
        let f = node.presented.frame
        guard shape.contains(local, in: Rect(x: 0, y: 0, width: f.width, height: f.height)) else { return nil }
        return [node]
    }
}
