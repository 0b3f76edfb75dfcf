import SwipeMotion
import SwipeRaster

/// `matchedGeometryEffect` in the graph (OpenSwiftUI `MatchedGeometryEffect.swift`:
/// `MatchedGeometryScope`, `SharedFrame`, `MatchedFrame`). After layout, each group's shared
/// frame is its source's frame (anchor point on the canvas, size); every other view of the
/// group — and, while a change of source animates, the source too — has its content laid out
/// again at the shared frame: proposed its size (`.size`) and moved so that its anchor lies on
/// the shared anchor point (`.position`). The effect node keeps the frame its parent gave it.
extension ViewGraph {
    /// The update's pass, after layout and before the diff (so that the animators move toward
    /// the matched frames in the update's transaction). `current` is this update's tree by
    /// identity (a view of the last update missing from it is being removed).
    func layOutMatchedGeometry(in root: Node, current: [ViewIdentity: Node], at t: Double) throws {
        guard hasMatchedGeometry || !matchedGroups.isEmpty else { return }
        var found: [MatchedGeometryMember] = []
        collectMatched(
            root, parent: .identity, layoutOrigin: .zero, animation: transaction.animation,
            removing: false, at: t, into: &found)
        var groupIndex: [MatchedGeometryKey: MatchedGeometryGroup] = [:]
        for group in matchedGroups { groupIndex[group.key] = group }
        var byKey: [MatchedGeometryKey: [MatchedGeometryMember]] = [:]
        var order: [MatchedGeometryGroup] = []
        for member in found {
            if byKey[member.effect.key] == nil {
                order.append(groupIndex[member.effect.key] ?? MatchedGeometryGroup(key: member.effect.key))
            }
            byKey[member.effect.key, default: []].append(member)
        }
        // Groups whose views all left in this update still see them leave.
        for group in matchedGroups where byKey[group.key] == nil { order.append(group) }
        let engine = LayoutEngine(text: text, safeArea: safeArea, canvas: canvas)
        matchedGroups = []
        for group in order {
            update(group, found: byKey[group.key] ?? [], current: current, at: t)
            guard !group.members.isEmpty else { continue }
            matchedGroups.append(group)
            try layOut(group, engine: engine, at: t)
        }
    }

    /// Before a display frame is presented: the shared frame of each group that animates now
    /// (or stopped since the last display frame) at time `t`, which `present` lays the group's
    /// views out at. Returns whether any group has one.
    func prepareMatchedFrames(at t: Double) -> Bool {
        var any = false
        for group in matchedGroups {
            guard var shared = group.shared else { continue }
            let animating = shared.isAnimating(at: t)
            group.displayFrame = animating || group.wasAnimating ? shared.value(at: t) : nil
            group.shared = shared
            group.wasAnimating = animating
            any = any || group.displayFrame != nil
        }
        return any
    }

    /// While `present` walks the tree: lays the content of the matched node `node` out at its
    /// group's shared frame of this display frame, converted to the node's space by
    /// `toCanvas` — its *presented* transform, so that the content lands on the shared frame on
    /// screen whatever its ancestors' animations do — and makes the content's animators jump
    /// there (SwiftUI sets the matched frame outside any transaction).
    static func layOutMatchedContent(of node: Node, toCanvas: Transform, engine: LayoutEngine, at t: Double) throws {
        guard case .matchedGeometry(let effect) = node.kind, let frame = node.matchedGroup?.displayFrame,
            let child = node.child
        else { return }
        try layOut(child, of: effect, at: frame, toCanvas: toCanvas, layoutOrigin: node.matchedLayoutOrigin, engine: engine)
        child.forEachNode { $0.animators?.jump(to: $0.frame, at: t) }
    }

    /// Orders the group's views (new ones in front), picks the current view and moves the
    /// shared frame to its frame — animated from the previous view's frame when the current view
    /// changed in an animated transaction and another view of the group is still there.
    private func update(_ group: MatchedGeometryGroup, found: [MatchedGeometryMember], current: [ViewIdentity: Node], at t: Double) {
        var members: [MatchedGeometryMember] = []
        var foundByIdentity: [ViewIdentity: MatchedGeometryMember] = [:]
        for member in found { foundByIdentity[member.identity] = member }
        for old in group.members {
            if let now = foundByIdentity.removeValue(forKey: old.identity) {
                members.append(now)
            } else if !old.isRemoving, current[old.identity] == nil {
                var leaving = old
                leaving.isRemoving = true
                leaving.isPendingRemoval = true
                members.append(leaving)
            }
        }
        // Views new to the group go in front, each before the last (SwiftUI inserts at 0).
        for member in found where foundByIdentity[member.identity] != nil { members.insert(member, at: 0) }
        group.members = members
        for member in members where !member.isPendingRemoval {
            member.node.matchedGroup = group
            member.node.matchedLayoutOrigin = member.layoutOrigin
        }
        guard members.contains(where: \.effect.isSource) else {
            group.shared = nil
            group.currentIdentity = nil
            group.wasAnimating = false
            group.displayFrame = nil
            return
        }
        let currentIndex = members.firstIndex { !$0.isRemoving && $0.effect.isSource } ?? 0
        let view = members.remove(at: currentIndex)
        members.insert(view, at: 0)
        group.members = members
        if members.dropFirst().contains(where: { !$0.isRemoving && $0.effect.isSource }) {
            warnings.note(
                key: "matched-sources \(group.key.id) \(group.key.namespace.value)",
                "\(view.node.typePathText): more than one view in matched geometry group \(group.key.id) has isSource: true (undefined in SwiftUI); SwipeSim follows the one inserted last."
            )
        }
        var shared = group.shared ?? AnimatedProperty(view.ownFrame, displayRate: displayRate)
        // As SwiftUI's `SharedFrame`: also a group's first current view animates from the view
        // behind it (a source inserted beside a follower, in an animated transaction).
        if members.count > 1, group.currentIdentity != view.identity, let animation = view.animation {
            shared.set(members[1].ownFrame, animation: nil, at: t)
            shared.set(view.ownFrame, animation: animation, at: t)
        } else {
            shared.set(view.ownFrame, animation: nil, at: t)
        }
        group.shared = shared
        group.currentIdentity = view.identity
    }

    /// Lays out each view of `group` that follows the shared frame, at its value at `t`, for the
    /// diff: every view but the current one, and the current one too while the frame animates
    /// (`present` then puts them on the frame each display frame). Views transitioning out,
    /// which the diff leaves alone, have their animators jump to the new frames.
    private func layOut(_ group: MatchedGeometryGroup, engine: LayoutEngine, at t: Double) throws {
        guard var shared = group.shared else { return }
        let frame = shared.value(at: t)
        let animating = shared.isAnimating(at: t)
        group.shared = shared
        for (index, member) in group.members.enumerated() where !member.isPendingRemoval && (index > 0 || animating) {
            guard let child = member.node.child else { continue }
            try ViewGraph.layOut(child, of: member.effect, at: frame, toCanvas: member.toCanvas, layoutOrigin: member.layoutOrigin, engine: engine)
            if member.isRemoving { child.forEachNode { $0.animators?.jump(to: $0.frame, at: t) } }
        }
    }

    /// Lays `child` (a matched node's content) out at `frame`: proposed its size (`.size`),
    /// with its anchor on the frame's anchor point (`.position`), which `toCanvas` (the matched
    /// node's local points → canvas points) brings into the node's space.
    private static func layOut(
        _ child: Node, of effect: MatchedGeometry, at frame: MatchedFrame, toCanvas: Transform, layoutOrigin: Point, engine: LayoutEngine
    ) throws {
        var size = Size(width: child.frame.width, height: child.frame.height)
        let proposal = ProposedSize(width: frame.width, height: frame.height)
        if effect.properties.contains(.size) { size = try engine.size(of: child, proposal: proposal) }
        var origin = Point(x: child.frame.x, y: child.frame.y)
        if effect.properties.contains(.position), let toLocal = try? toCanvas.inverted() {
            let anchor = toLocal.apply(frame.anchor)
            origin = Point(x: anchor.x - effect.anchor.x * size.width, y: anchor.y - effect.anchor.y * size.height)
        }
        if effect.properties.contains(.size) {
            try engine.place(child, at: origin, proposal: proposal, size: size, global: layoutOrigin)
        } else {
            child.frame.x = origin.x
            child.frame.y = origin.y
        }
    }

    /// Finds the matched views below `node`, with the transform and animation in effect at each.
    private func collectMatched(
        _ node: Node, parent: Transform, layoutOrigin: Point, animation inherited: Animation?, removing: Bool,
        at t: Double, into members: inout [MatchedGeometryMember]
    ) {
        let f = node.frame
        var m = Transform.translation(x: f.x, y: f.y).concatenating(parent)
        let here = Point(x: layoutOrigin.x + f.x, y: layoutOrigin.y + f.y)
        let animation = self.animation(at: node, inheriting: inherited, recording: false)
        let isRemoving = removing || node.isRemoving
        let target = EffectTarget(node.kind)
        if let effect = ViewGraph.effectTransform(node.kind, vector: target?.vector ?? .zero, scalar: target?.scalar ?? 0, size: f) {
            m = effect.concatenating(m)
        }
        if case .matchedGeometry(let effect) = node.kind {
            let a = m.apply(Point(x: effect.anchor.x * f.width, y: effect.anchor.y * f.height))
            members.append(
                MatchedGeometryMember(
                    identity: node.identity, node: node, effect: effect, isRemoving: isRemoving, toCanvas: m, layoutOrigin: here,
                    ownFrame: MatchedFrame(x: a.x, y: a.y, width: f.width, height: f.height), animation: animation))
        }
        var content = m
        if case .scrollView(let state) = node.kind {
            let offset = state.offset(at: t)
            content = Transform.translation(x: -offset.x, y: -offset.y).concatenating(m)
        }
        for child in node.children {
            collectMatched(child, parent: content, layoutOrigin: here, animation: animation, removing: isRemoving, at: t, into: &members)
        }
    }
}
