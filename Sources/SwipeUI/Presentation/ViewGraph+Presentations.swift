import SwipeMotion
import SwipeRaster

/// What the node above the presentations leaves for the diff: the presentations shown (their
/// identities and frames) and whether the presenting view recedes, compared with the previous
/// update's.
struct PresentationsMarker {
    struct Shown: Equatable {
        var identity: ViewIdentity
        var frame: Rect
    }
    var shown: [Shown]
    var recedes: Bool
    var dims: Bool
}

extension PresentationsMarker: Equatable {}

extension ViewGraph {
    /// Puts the presentations found in this update (`pendingPresentations`) above the root's
    /// content, or leaves the root as it is when there are none and none is still sliding out
    /// (so a deck that presents nothing draws exactly as before).
    ///
    /// The root's one child is then the presentations node; its children, in drawing order:
    /// black (seen around a receded presenting view); the presenting view — `.offset` →
    /// `.scale` → a rounded `.clip` → `.allowsHitTesting` (off while anything is presented) →
    /// a `.zstack` of an opaque `systemBackground` (the presenting hosting controller's) and the
    /// root's content, whose frames stay as laid out; the dimming; then one sliding
    /// `.transition` node per presentation, laid out in its own frame (`SheetPresentation`),
    /// only the last taking touches. Every one of these frames is set here, in the root's space.
    func composePresentations(into root: Node) throws {
        let host = identities.appending(.type("Presentations"), to: .root)
        let records = pendingPresentations
        // The last update's presentations slide out in this one; then they are ghosts.
        let lingering = !(ghosts[host]?.isEmpty ?? true) || !presentationDismissActions.isEmpty
        let recedesNow = records.contains { $0.presentation.recedesPresenter(safeArea: safeArea) }
        if recedesNow { presenterRecedes = true } else if !lingering { presenterRecedes = false }
        let hadHost = nodesByIdentity[host] != nil
        runDismissals(of: records)
        guard !records.isEmpty || lingering else {
            // Going back to the plain root: the content was under the presentations node, not
            // removed from the root (no removal transition for it).
            if hadHost { nodesByIdentity[.root]?.children.removeAll { $0.identity == host } }
            return
        }
        if !hadHost { nodesByIdentity[.root]?.children = [] }
        let r = root.frame
        let local = Rect(x: 0, y: 0, width: r.width, height: r.height)
        let screen = Rect(x: canvas.x - r.x, y: canvas.y - r.y, width: canvas.width, height: canvas.height)
        let environment = baseEnvironment
        func node(_ name: String, _ kind: NodeKind, _ frame: Rect, _ children: [Node] = []) -> Node {
            let n = Node(
                identity: identities.appending(.type(name), to: host), typePath: TypePath.empty.appending(name),
                kind: kind, children: children, environment: environment)
            n.frame = frame
            return n
        }
        func fill(_ color: Color) -> NodeKind { .shape(.rectangle, .color(color.rgba), stroke: nil) }

        // The receded presenting view (`SheetPresentation`), about the screen's centre; its
        // corners stay rounded until the sheet that made it recede has slid out.
        let recedes = recedesNow
        let scale = recedes && canvas.width > 0 ? (canvas.width - 2 * SheetPresentation.presenterSideInset) / canvas.width : 1
        let drop = recedes ? safeArea.minY - canvas.minY - (1 - scale) * canvas.height / 2 : 0
        let anchor = UnitPoint(
            x: r.width > 0 ? (canvas.center.x - r.x) / r.width : 0.5, y: r.height > 0 ? (canvas.center.y - r.y) / r.height : 0.5)
        let radius = presenterRecedes ? CGFloat(SheetPresentation.cornerRadius) : 0
        let clip = Path(roundedRect: CGRect(screen), cornerRadius: radius, style: .continuous)._geometry
        let content = node(
            "Presenting", .zstack(.center), local, [node("PresentingBackground", fill(Color(uiColor: .systemBackground)), screen)] + root.children)
        let hit = node("PresentingHit", .allowsHitTesting(records.isEmpty), local, [content])
        let clipped = node("PresentingClip", .clip(clip), local, [hit])
        let scaled = node("PresentingScale", .scale(SwipeMotion.Vector2(x: scale, y: scale), anchor: anchor), local, [clipped])
        let moved = node("PresentingOffset", .offset(SwipeMotion.Vector2(x: 0, y: drop)), local, [scaled])
        let dims = records.contains { $0.presentation.style != .fullScreenCover }
        let dim = node(
            "Dimming", .opacity(dims ? SheetPresentation.dimmingOpacity : 0), screen,
            [node("DimmingFill", fill(.black), Rect(x: 0, y: 0, width: screen.width, height: screen.height))])
        var children = [node("Backdrop", fill(.black), screen), moved, dim]

        var shown: [PresentationsMarker.Shown] = []
        for (index, record) in records.enumerated() {
            let p = record.presentation
            let frame = p.frame
            let chrome: Node
            if record.chrome.count == 1 {
                chrome = record.chrome[0]
            } else {
                chrome = Node(
                    identity: identities.appending(.type("chromeStack"), to: record.identity), typePath: record.typePath,
                    kind: .zstack(.center), children: record.chrome, environment: environment)
            }
            var engine = LayoutEngine(text: text, safeArea: p.layoutSafeArea, canvas: p.layoutCanvas)
            engine.lazyPass = currentLazyPass
            let proposal = ProposedSize(width: p.layoutRect.width, height: p.layoutRect.height)
            let size = try engine.size(of: chrome, proposal: proposal)
            let at = Point(x: p.layoutRect.x - frame.x, y: p.layoutRect.y - frame.y)
            try engine.place(chrome, at: at, proposal: proposal, size: size, global: Point(x: frame.x, y: frame.y))
            PixelGrid.round(chrome)
            let hitIdentity = identities.appending(.content, to: record.identity)
            let take = Node(
                identity: hitIdentity, typePath: record.typePath, kind: .allowsHitTesting(index == records.count - 1),
                children: [chrome], environment: environment)
            take.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            let slide = Node(
                identity: record.identity, typePath: record.typePath, kind: .transition(p.transition),
                children: [take], environment: environment)
            slide.frame = Rect(x: frame.x - r.x, y: frame.y - r.y, width: frame.width, height: frame.height)
            children.append(slide)
            shown.append(.init(identity: record.identity, frame: frame))
        }
        let marker = PresentationsMarker(shown: shown, recedes: recedes, dims: dims)
        let presentations = Node(identity: host, typePath: .empty, kind: .presentations(marker), children: children, environment: environment)
        presentations.frame = local
        root.children = [presentations]
    }

    /// Diffs the presentations node (`composePresentations`). When the presentations shown
    /// change (one presented or dismissed, a detent changed) and the transaction does not
    /// disable animations, the presentations slide in and out and the presenting view recedes,
    /// comes back and dims on UIKit's transition curve (`SheetPresentation`), whatever animation
    /// the change was made in; what is inside them animates with the animation in effect.
    /// Each dismissed presentation's `onDismiss` runs when its slide has ended.
    func reconcilePresentations(
        _ host: Node, _ marker: PresentationsMarker, animation: Animation?, shift: SwipeMotion.Vector2, previous: [ViewIdentity: Node], at t: Double
    ) {
        let record = self.record(for: host.identity)
        let changed = !marker.equalsValue(record.implicitValue)
        record.implicitValue = AnyEquatable(marker)
        let slide = changed ? (transaction.disablesAnimations ? nil : NavigationPush.animation) : animation
        retargetAnimators(of: host, animation: animation, at: t)
        let shift = self.shift(shift, below: host, at: t)
        let fixed = 3
        let oldHost = previous[host.identity]
        if oldHost == nil {
            // Appearing: the presenting view starts as it was (scale 1, not moved, not dimmed).
            for child in host.children.prefix(fixed) {
                var node: Node? = child
                while let n = node, n.kind.isPresentationChain {
                    let rest: EffectTarget? =
                        switch n.kind {
                        case .scale: .vector(SwipeMotion.Vector2(x: 1, y: 1))
                        case .offset: .vector(.zero)
                        case .opacity: .scalar(0)
                        default: EffectTarget(n.kind)
                        }
                    self.record(for: n.identity).animators = NodeAnimators(frame: n.frame, effect: rest, displayRate: displayRate)
                    node = n.children.count == 1 ? n.child : nil
                }
            }
        }
        startTransitions(
            parent: host, old: oldHost ?? Node(identity: host.identity, typePath: .empty, kind: host.kind, environment: host.environment),
            animation: slide, shift: shift, previous: previous, at: t)
        // Nothing left to show: the next display frame's update puts the root back.
        if marker.shown.isEmpty && !host.children.dropFirst(fixed).contains(where: \.isRemoving) { isDirty = true }
        for (index, child) in host.children.enumerated() where !child.isRemoving {
            if index < fixed { child.animators?.transition = nil }
            // The chain above the presenting content, the dimming and each slide move with the
            // transition; the content inside them as it would without a presentation.
            var node = child
            var nodeShift = shift
            while true {
                retargetAnimators(of: node, animation: index < fixed || node === child ? slide : animation, at: t)
                nodeShift = self.shift(nodeShift, below: node, at: t)
                guard node.children.count == 1, let next = node.child, next.kind.isPresentationChain else { break }
                node = next
            }
            for inner in node.children { reconcile(inner, animation: animation, shift: nodeShift, previous: previous, at: t) }
        }
    }

    /// Schedules the `onDismiss` of each presentation of the last update that is not among
    /// `records`: when its slide ends (`NavigationPush.duration` later; UIKit runs a
    /// dismissal's completion then), or at the next display frame in a transaction that
    /// disables animations; each in a fresh transaction. Then remembers `records`' actions.
    private func runDismissals(of records: [PresentationRecord]) {
        let current = Set(records.map(\.identity))
        for (identity, onDismiss) in presentationDismissActions where !current.contains(identity) {
            guard let onDismiss else { continue }
            let delay = transaction.disablesAnimations ? .zero : VirtualTime(seconds: NavigationPush.duration)
            schedule(at: now + delay, onDismiss)
        }
        presentationDismissActions = records.map { ($0.identity, $0.onDismiss) }
    }
}

extension PresentationsMarker {
    func equalsValue(_ other: AnyEquatable?) -> Bool { AnyEquatable(self).equals(other) }
}

extension NodeKind {
    /// The nodes `composePresentations` puts between a presentation's or the presenting view's
    /// top node and the content.
    var isPresentationChain: Bool {
        switch self {
        case .offset, .scale, .clip, .allowsHitTesting, .opacity: return true
        default: return false
        }
    }
}
