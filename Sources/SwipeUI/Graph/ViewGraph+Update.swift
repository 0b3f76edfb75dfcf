import SwipeMotion
import SwipeRaster

extension ViewGraph {
    /// Most nested updates an update's `onAppear`/`onChange`/`onPreferenceChange` callbacks may cause before the graph
    /// reports that its state never settles.
    static let maximumUpdateDepth = 32

    /// One update: evaluate bodies from the root, lay the tree out, diff it against the previous
    /// tree (animating what changed in the current transaction), then run lifecycle callbacks.
    func update() throws {
        updateDepth += 1
        defer { updateDepth -= 1 }
        guard updateDepth <= ViewGraph.maximumUpdateDepth else {
            throw SwipeUIError(
                typePath: "",
                message:
                    "state changed by onAppear/onChange/onPreferenceChange never settles (more than \(ViewGraph.maximumUpdateDepth) nested updates); check for a callback that always changes the value it watches (an onPreferenceChange that changes the size it reads)"
            )
        }
        isDirty = false
        updateCount += 1
        hasMatchedGeometry = false
        let newRoot = try ViewGraph.$current.withValue(self) { try trackingObservedReads { try resolveAndLayout() } }
        closeStaticBodyRound()
        var newMap: [ViewIdentity: Node] = [:]
        newMap.reserveCapacity(nodesByIdentity.count)
        newRoot.forEachNode { newMap[$0.identity] = $0 }
        reinsertGhosts(into: newMap)
        let t = now.seconds
        try layOutMatchedGeometry(in: newRoot, current: newMap, at: t)
        reconcile(newRoot, animation: validAnimation(transaction.animation, path: "withAnimation"), shift: .zero, previous: nodesByIdentity, at: t)
        root = newRoot
        nodesByIdentity = [:]
        nodesByIdentity.reserveCapacity(newMap.count)
        newRoot.forEachNode { nodesByIdentity[$0.identity] = $0 }
        revealPendingScrollTarget()
        try runLifecycleCallbacks()
    }

    /// Resolves and lays out the tree; again (up to `LazyLayoutPass.maximumPasses` in all)
    /// while a lazy stack measured a row it built at another length than it assumed, so that
    /// lengths and positions use the measured rows (`LazyStackLayout`).
    private func resolveAndLayout() throws -> Node {
        identities.beginUpdate()
        var passes = 0
        while true {
            let pass = LazyLayoutPass(time: now.seconds, update: updateCount)
            let root = try resolveAndLayout(pass)
            passes += 1
            if !pass.changed || passes >= LazyLayoutPass.maximumPasses {
                laidOutLazyStacks = pass.states
                return root
            }
        }
    }

    private func resolveAndLayout(_ pass: LazyLayoutPass) throws -> Node {
        currentLazyPass = pass
        defer { currentLazyPass = nil }
        scrollPositionStates.removeAll(keepingCapacity: true)
        pendingPresentations.removeAll()
        var context = ResolveContext(
            graph: self, identity: identities.appending(.index(0), to: .root), typePath: .empty, environment: baseEnvironment, images: images,
            stackFloor: ResolveDepth.stackFloor())
        var nodes: [Node] = []
        try context.resolve(rootView, into: &nodes)
        let rootNode = Node(identity: .root, typePath: .empty, kind: .zstack(.center), children: nodes, environment: baseEnvironment)
        var engine = LayoutEngine(text: text, safeArea: safeArea, canvas: canvas)
        engine.lazyPass = pass
        let proposal = ProposedSize(width: safeArea.width, height: safeArea.height)
        let size = try engine.size(of: rootNode, proposal: proposal)
        let origin = Point(x: safeArea.x + (safeArea.width - size.width) / 2, y: safeArea.y + (safeArea.height - size.height) / 2)
        try engine.place(rootNode, at: origin, proposal: proposal, size: size, global: .zero)
        PixelGrid.round(rootNode)
        try composePresentations(into: rootNode)
        return rootNode
    }

    /// Puts views still transitioning out back into their parents (drawn, not laid out);
    /// drops those whose parent is gone or whose identity is back.
    private func reinsertGhosts(into map: [ViewIdentity: Node]) {
        var kept: [ViewIdentity: [Ghost]] = [:]
        for (parentIdentity, list) in ghosts {
            guard let parent = map[parentIdentity] else { continue }
            let alive = list.filter { map[$0.node.identity] == nil }
            for ghost in alive.sorted(by: { $0.index < $1.index }) {
                parent.children.insert(ghost.node, at: min(ghost.index, parent.children.count))
            }
            if !alive.isEmpty { kept[parentIdentity] = alive }
        }
        ghosts = kept
    }

    /// Diffs `node` against the previous tree: retargets its animators with the animation in
    /// effect (the transaction's, or an `.animation` modifier's whose value changed), starts
    /// insertion and removal transitions of its children, and recurses.
    ///
    /// `shift` is how far the node's ancestors still have to move to their new layout origins
    /// at `t` (the sum of each one's target − presented origin, points). SwiftUI animates each
    /// view's own position on the canvas, so a view inserted into a container that moves
    /// appears where it is laid out, and a removed one stays where it was; SwipeSim animates
    /// frames in their parent's space, so an inserted child starts `shift` further along (and a
    /// removed one moves back by it) with the same animation, which keeps it still on the
    /// canvas while its ancestors move (exact for translations under one animation).
    func reconcile(_ node: Node, animation inherited: Animation?, shift: SwipeMotion.Vector2, previous: [ViewIdentity: Node], at t: Double) {
        if node.isRemoving { return }
        if case .navigationPages(let marker) = node.kind {
            return reconcileNavigationPages(node, marker, animation: inherited, shift: shift, previous: previous, at: t)
        }
        if case .presentations(let marker) = node.kind {
            return reconcilePresentations(node, marker, animation: inherited, shift: shift, previous: previous, at: t)
        }
        let animation = validAnimation(self.animation(at: node, inheriting: inherited, recording: true), at: node)
        retargetAnimators(of: node, animation: animation, at: t)
        let childShift = self.shift(shift, below: node, at: t)
        if let old = previous[node.identity] {
            startTransitions(parent: node, old: old, animation: animation, shift: childShift, previous: previous, at: t)
        }
        for child in node.children { reconcile(child, animation: animation, shift: childShift, previous: previous, at: t) }
    }

    /// `shift` plus how far `node` itself still has to move to its new layout origin at `t`.
    func shift(_ shift: SwipeMotion.Vector2, below node: Node, at t: Double) -> SwipeMotion.Vector2 {
        guard let origin = node.animators?.origin, origin.runningAnimationCount > 0 else { return shift }
        var evaluated = origin
        return shift + (origin.target - evaluated.value(at: t))
    }

    /// Moves the node's animators to its new frame and effect with `animation` (made on first sight).
    func retargetAnimators(of node: Node, animation: Animation?, at t: Double) {
        let effect = EffectTarget(node.kind)
        let record = self.record(for: node.identity)
        if let animators = record.animators {
            if animators.retarget(frame: node.frame, effect: effect, animation: animation, tracking: transaction.isContinuous, at: t),
                let animation
            {
                for listener in transaction.completionListeners { listener.started(animation, on: animators, at: t) }
            }
            node.animators = animators
        } else {
            let animators = NodeAnimators(frame: node.frame, effect: effect, displayRate: displayRate)
            record.animators = animators
            node.animators = animators
        }
    }

    /// The animation in effect at `node`: the inherited one, or the node's `.animation(_:)`, or
    /// its `.animation(_:value:)` when the value changed since the last update, or what its
    /// `.transaction` closure leaves (gated by its value likewise). `recording` remembers the
    /// value for the next update; the diff records, other passes only read.
    func animation(at node: Node, inheriting inherited: Animation?, recording: Bool) -> Animation? {
        if case .transaction(let change) = node.kind {
            if let value = change.value {
                let changed = records[node.identity]?.implicitValue.map { !value.equals($0) } ?? false
                if recording { record(for: node.identity).implicitValue = value }
                guard changed else { return inherited }
            }
            var local = Transaction(animation: inherited)
            local.disablesAnimations = transaction.disablesAnimations
            local.isContinuous = transaction.isContinuous
            change.transform(&local)
            return local.animation
        }
        guard case let .animation(implicit, value) = node.kind, !transaction.disablesAnimations else { return inherited }
        guard let value else { return implicit }
        let key = node.listModifierIdentity ?? node.identity
        let kept = records[key]
        let changed: Bool
        if let kept, kept.implicitChangeUpdate == updateCount {
            changed = kept.implicitChanged
        } else {
            changed = kept?.implicitValue.map { !value.equals($0) } ?? false
            if recording {
                let record = kept ?? self.record(for: key)
                record.implicitValue = value
                record.implicitChanged = changed
                record.implicitChangeUpdate = updateCount
            }
        }
        return changed ? implicit : inherited
    }

    /// The animation an inserted or removed element of a list takes from an
    /// `.animation(_:value:)` applied to the whole list (`ForEach(items) { … }.animation(.default,
    /// value: items)`) when its parent has none: the list's value changed, as an element still
    /// in the list shows (a removed element carries the old value). SwiftUI applies the
    /// modifier to the list, so the list's insertions and removals animate as its other changes
    /// do. When no element remains (the list emptied) there is no new value to compare, and
    /// the removal does not animate.
    func listAnimation(for child: Node, among children: [Node]) -> Animation? {
        guard let key = child.listModifierIdentity, case .animation = child.kind,
            let current = children.first(where: { !$0.isRemoving && $0.listModifierIdentity == key })
        else { return nil }
        return animation(at: current, inheriting: nil, recording: true)
    }

    func startTransitions(
        parent: Node, old: Node, animation: Animation?, shift: SwipeMotion.Vector2, previous: [ViewIdentity: Node], at t: Double
    ) {
        let current = Set(parent.children.map(\.identity))
        let listed = parent.children
        for (index, removed) in old.children.enumerated() where !removed.isRemoving && !current.contains(removed.identity) {
            // A transition's own animation (`AnyTransition.animation(_:)`) wins, then the
            // transaction's, then a list's `.animation(_:value:)`.
            let transition = ViewGraph.transition(of: removed)
            guard let animation = transition.animation ?? animation ?? listAnimation(for: removed, among: listed) else { continue }
            let size = SwipeMotion.Vector2(x: removed.frame.width, y: removed.frame.height)
            removed.isRemoving = true
            if let removedAnimators = records[removed.identity]?.animators {
                removedAnimators.transition = TransitionAnimator(
                    from: removedAnimators.transition?.present(at: t) ?? TransitionEffect(),
                    to: transition.removal(size), animation: animation, at: t, displayRate: displayRate)
                if shift != .zero { removedAnimators.origin.set(removedAnimators.origin.target - shift, animation: animation, at: t) }
                for listener in transaction.completionListeners { listener.started(animation, on: removedAnimators, at: t) }
            }
            parent.children.insert(removed, at: min(index, parent.children.count))
            ghosts[parent.identity, default: []].append(Ghost(index: index, node: removed))
        }
        for child in parent.children where !child.isRemoving && previous[child.identity] == nil {
            // A transition's own animation (`AnyTransition.animation(_:)`) wins, then the
            // transaction's, then a list's `.animation(_:value:)`.
            let transition = ViewGraph.transition(of: child)
            guard let animation = transition.animation ?? animation ?? listAnimation(for: child, among: listed) else { continue }
            let size = SwipeMotion.Vector2(x: child.frame.width, y: child.frame.height)
            // Starting `shift` along, the diff of the child then animates it back as its
            // ancestors move (see `reconcile`).
            let start = Rect(x: child.frame.x + shift.x, y: child.frame.y + shift.y, width: child.frame.width, height: child.frame.height)
            let record = self.record(for: child.identity)
            let animators = record.animators ?? NodeAnimators(frame: start, effect: EffectTarget(child.kind), displayRate: displayRate)
            animators.transition = TransitionAnimator(
                from: transition.insertion(size), to: TransitionEffect(), animation: animation, at: t, displayRate: displayRate)
            for listener in transaction.completionListeners { listener.started(animation, on: animators, at: t) }
            record.animators = animators
            child.animators = animators
        }
    }

    /// The `.transition` at the top of a view's modifier chain; `.opacity` (SwiftUI's default)
    /// without one.
    static func transition(of node: Node) -> AnyTransition {
        var current: Node? = node
        while let n = current {
            if case .transition(let t) = n.kind { return t }
            guard n.kind.isPassThroughLayout || n.children.count == 1 else { break }
            current = n.child
        }
        return .opacity
    }
}
