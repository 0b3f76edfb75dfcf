import SwipeRaster

extension ViewGraph {
    /// After an update: `onAppear` for views new in the tree, `onDisappear` for views gone,
    /// `onChange(of:)` where the watched value changed, `onGeometryChange` where the frame
    /// changed, `.task`s started (new views, a changed `id:`), `.onPreferenceChange` where its
    /// content's value changed (`ViewGraph+Preferences`) — in tree order, each in a fresh
    /// transaction; then the tasks of views gone are cancelled.
    func runLifecycleCallbacks() throws {
        guard let root else { return }
        var actions: [() -> Void] = []
        var present = Set<ViewIdentity>()
        var frames: [ViewIdentity: Rect] = [:]
        var preferences: [ViewIdentity: AnyEquatable] = [:]
        func visit(_ node: Node, origin: Point) {
            // A lazy stack's row built ahead but not yet in view has not appeared.
            if node.isRemoving || node.isOutsideVisibleArea { return }
            if case .preferenceObserver(let observer) = node.kind,
                let action = preferenceChangeAction(of: observer, at: node, parentOrigin: origin, seen: &preferences)
            {
                actions.append(action)
            }
            let global = Point(x: origin.x + node.frame.x, y: origin.y + node.frame.y)
            if case .events(let events) = node.kind {
                let id = node.identity
                present.insert(id)
                if !appeared.contains(id), let onAppear = events.onAppear { actions.append(onAppear) }
                if let change = events.onChange {
                    if let old = onChangeValues[id] {
                        if !change.value.equals(old) {
                            let oldValue = old.value, newValue = change.value.value
                            actions.append { change.action(oldValue, newValue) }
                        }
                    } else if change.initial {
                        let value = change.value.value
                        actions.append { change.action(value, value) }
                    }
                    onChangeValues[id] = change.value
                }
                if let task = events.task {
                    let typePath = node.typePathText
                    if let running = tasks[id] {
                        if let value = task.id, !value.equals(running.id) {
                            actions.append { [unowned self] in startTask(task, identity: id, typePath: typePath) }
                        }
                    } else if !appeared.contains(id) {
                        actions.append { [unowned self] in startTask(task, identity: id, typePath: typePath) }
                    }
                }
                if let onGeometry = events.onGeometryChange {
                    let frame = Rect(x: global.x, y: global.y, width: node.frame.width, height: node.frame.height)
                    frames[id] = frame
                    if geometry[id] != frame {
                        actions.append { onGeometry(CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)) }
                    }
                }
            }
            for child in node.children { visit(child, origin: global) }
        }
        visit(root, origin: .zero)
        for id in appeared.subtracting(present).sorted(by: { $0.description < $1.description }) {
            if let node = previousEventNodes[id], case .events(let events) = node.kind, let onDisappear = events.onDisappear {
                actions.append(onDisappear)
            }
        }
        let endedTasks = tasks.keys.filter { !present.contains($0) }
        if !endedTasks.isEmpty { actions.append { [unowned self] in cancelTasks(endedTasks) } }
        appeared = present
        geometry = frames
        preferenceValues = preferences
        onChangeValues = onChangeValues.filter { present.contains($0.key) }
        previousEventNodes = [:]
        root.forEachNode { node in
            if case .events = node.kind, !node.isRemoving, present.contains(node.identity) { previousEventNodes[node.identity] = node }
        }
        for action in actions {
            perform(in: Transaction(), action)
            if let error = pendingError { throw error }
        }
    }
}
