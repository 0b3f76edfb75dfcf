extension ViewGraph {
    /// After an update's lifecycle pass (`runLifecycleCallbacks`, which found what `found`
    /// holds): one pass over the records that applies each concept's rule to each view
    /// (`ViewRecord` states them) and drops the records left with nothing, so a view that is gone
    /// loses everything at once and starts afresh if it comes back, as in SwiftUI. Views still
    /// transitioning out keep their animators until their transition ends.
    ///
    /// Each record is treated on its own, so the dictionary's order changes nothing; what must
    /// run in an order is collected and sorted: the `onDisappear` of views gone, by identity,
    /// appended to `found.actions`, then the cancellation of their tasks (`cancelTasks` sorts).
    func forgetGoneViews(found: inout LifecycleFindings) {
        let update = updateCount
        let oldestBodyRound = staticBodyRound - 1
        // The views drawn while they transition out (their nodes are in no parent's layout).
        var transitioningOut = Set<ViewIdentity>()
        for list in ghosts.values { for ghost in list { ghost.node.forEachNode { transitioningOut.insert($0.identity) } } }
        // Made when first needed: the rows of laid-out lazy stacks that this update did not
        // build (whose state waits for them), and the list modifiers of the tree's nodes.
        var parkedRows: Set<ViewIdentity>?
        var listModifiers: Set<ViewIdentity>?
        var disappeared: [(identity: ViewIdentity, node: Node?)] = []
        var endedTasks: [ViewIdentity] = []
        var emptied: [(identity: ViewIdentity, record: ViewRecord)] = []
        for (identity, record) in records {
            // Lifecycle: the last update's values give way to this one's (applied below).
            if record.hasLifecycle {
                let isPresent = record.presentInUpdate == update
                if record.appeared && !isPresent { disappeared.append((identity, record.eventNode)) }
                let hasTask = record.task != nil
                if hasTask && !isPresent { endedTasks.append(identity) }
                record.appeared = isPresent
                if !isPresent { record.onChangeValue = nil }
                record.eventNode = nil
                record.reportedFrame = nil
                record.preferenceValue = nil
                record.hasLifecycle = isPresent || hasTask
            }
            // Dynamic properties: those this update installed, or all of a row parked in its lazy stack.
            if !record.state.isEmpty && record.state.contains(where: { $0.installedInUpdate != update }) {
                let parked = parkedRows ?? lazyRowsParked(inUpdate: update)
                parkedRows = parked
                if parked.isEmpty || !identity.isInside(anyOf: parked) { record.state.removeAll { $0.installedInUpdate != update } }
            }
            // What lives with the node: while it is in the tree or transitioning out.
            if nodesByIdentity[identity] == nil && !transitioningOut.contains(identity) {
                record.animators = nil
                record.scroll = nil
                record.lazyStack = nil
                if record.implicitValue != nil {
                    let modifiers = listModifiers ?? listModifierIdentities()
                    listModifiers = modifiers
                    if !modifiers.contains(identity) { record.implicitValue = nil }
                }
            }
            // A body no evaluation reached in the round this update closed, nor after it.
            if let round = record.staticBody?.round, round < oldestBodyRound { record.staticBody = nil }
            if record.isEmpty(after: update) { emptied.append((identity, record)) }
        }
        for (record, frame) in found.frames { record.reportedFrame = frame }
        for (record, value) in found.preferences {
            record.preferenceValue = value
            record.hasLifecycle = true
        }
        // The last event node of each present view, in tree order.
        for (met, node) in found.eventNodes {
            if let record = met ?? records[node.identity], record.presentInUpdate == update { record.eventNode = node }
        }
        for (identity, record) in emptied where record.isEmpty(after: update) { records[identity] = nil }
        for gone in disappeared.sorted(by: { $0.identity.description < $1.identity.description }) {
            if let node = gone.node, case .events(let events) = node.kind, let onDisappear = events.onDisappear {
                found.actions.append(onDisappear)
            }
        }
        if !endedTasks.isEmpty { found.actions.append { [unowned self] in cancelTasks(endedTasks) } }
    }

    /// The rows of the lazy stacks in the tree that update `update` did not build, whose state
    /// is kept for them (`LazyStackState.parkedRows`).
    private func lazyRowsParked(inUpdate update: Int) -> Set<ViewIdentity> {
        var parked = Set<ViewIdentity>()
        for (identity, record) in records where nodesByIdentity[identity] != nil {
            if let state = record.lazyStack { parked.formUnion(state.parkedRows(inUpdate: update)) }
        }
        return parked
    }

    /// The identities of the modifiers applied to a list whose elements are in the tree
    /// (`Node.listModifierIdentity`): their `.animation(_:value:)` values are kept.
    private func listModifierIdentities() -> Set<ViewIdentity> {
        var identities = Set<ViewIdentity>()
        for node in nodesByIdentity.values { if let key = node.listModifierIdentity { identities.insert(key) } }
        return identities
    }
}
