import SwipeRaster

extension ViewGraph {
    /// After an update: `onAppear` for views new in the tree, `onDisappear` for views gone,
    /// `onChange(of:)` where the watched value changed, `onGeometryChange` where the frame
    /// changed, `.task`s started (new views, a changed `id:`), `.onPreferenceChange` where its
    /// content's value changed (`ViewGraph+Preferences`) — in tree order, each in a fresh
    /// transaction; then the tasks of views gone are cancelled. What is kept for views gone is
    /// forgotten (`forgetGoneViews`) before the callbacks run.
    func runLifecycleCallbacks() throws {
        guard let root else { return }
        var found = LifecycleFindings()
        let update = updateCount
        func visit(_ node: Node, origin: Point) {
            // A lazy stack's row built ahead but not yet in view has not appeared.
            if node.isRemoving || node.isOutsideVisibleArea {
                // Its event nodes still count as their view's last one if the view is present elsewhere.
                node.forEachNode { inner in
                    if case .events = inner.kind, !inner.isRemoving { found.eventNodes.append((nil, inner)) }
                }
                return
            }
            if case .preferenceObserver(let observer) = node.kind,
                let action = preferenceChangeAction(of: observer, at: node, parentOrigin: origin, seen: &found.preferences)
            {
                found.actions.append(action)
            }
            let global = Point(x: origin.x + node.frame.x, y: origin.y + node.frame.y)
            if case .events(let events) = node.kind {
                let id = node.identity
                let record = self.record(for: id)
                record.presentInUpdate = update
                record.hasLifecycle = true
                found.eventNodes.append((record, node))
                if !record.appeared, let onAppear = events.onAppear { found.actions.append(onAppear) }
                if let change = events.onChange {
                    if let old = record.onChangeValue {
                        if !change.value.equals(old) {
                            let oldValue = old.value, newValue = change.value.value
                            found.actions.append { change.action(oldValue, newValue) }
                        }
                    } else if change.initial {
                        let value = change.value.value
                        found.actions.append { change.action(value, value) }
                    }
                    record.onChangeValue = change.value
                }
                if let task = events.task {
                    let typePath = node.typePathText
                    if let running = record.task {
                        if let value = task.id, !value.equals(running.id) {
                            found.actions.append { [unowned self] in startTask(task, identity: id, typePath: typePath) }
                        }
                    } else if !record.appeared {
                        found.actions.append { [unowned self] in startTask(task, identity: id, typePath: typePath) }
                    }
                }
                if let onGeometry = events.onGeometryChange {
                    let frame = Rect(x: global.x, y: global.y, width: node.frame.width, height: node.frame.height)
                    found.frames.append((record, frame))
                    if record.reportedFrame != frame {
                        found.actions.append { onGeometry(CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)) }
                    }
                }
            }
            for child in node.children { visit(child, origin: global) }
        }
        visit(root, origin: .zero)
        forgetGoneViews(found: &found)
        for action in found.actions {
            perform(in: Transaction(), action)
            if let error = pendingError { throw error }
        }
    }
}

/// What an update's lifecycle pass found (`runLifecycleCallbacks`), in tree order: the
/// callbacks to run, and the values seen that the views' records keep for the next update.
struct LifecycleFindings {
    var actions: [() -> Void] = []
    /// The canvas frame of each `onGeometryChange`'s view (`ViewRecord.reportedFrame`).
    var frames: [(record: ViewRecord, frame: Rect)] = []
    /// The value of each `.onPreferenceChange` observer with one (`ViewRecord.preferenceValue`).
    var preferences: [(record: ViewRecord, value: AnyEquatable)] = []
    /// Every event node of the tree not itself being removed, with the record of those met by
    /// the pass: the last one of each present view is its `ViewRecord.eventNode`.
    var eventNodes: [(record: ViewRecord?, node: Node)] = []
}
