import SwipeRaster

/// Everything the view graph keeps across updates for one view identity, in one place: its
/// dynamic properties' storage, its animators, what its scroll view or lazy stack remembers,
/// the values its `.animation(_:value:)`, `.onChange`, `.onGeometryChange` and
/// `.onPreferenceChange` last saw, whether it has appeared, its running `.task` and its
/// reused body. `ViewGraph.records` holds one per identity that has any of these; when its view
/// is gone, `ViewGraph.forgetGoneViews` clears what each concept's rule drops and drops the
/// record once nothing is left, so a view that comes back starts afresh, as in SwiftUI.
///
/// Each field says when it is forgotten. A new per-identity concept is one more field here (and
/// its rule in `ViewGraph.forgetGoneViews` and `isEmpty(after:)`), not a table of its own.
final class ViewRecord {
    // MARK: Dynamic properties

    /// The storage of the view's `@State`, `@GestureState`, `@StateObject`, `@Namespace` and the
    /// subscriptions of its `@ObservedObject`s, by the property's position among the view's
    /// stored properties (`StateKey.index`), in the order first installed. A slot not installed
    /// by the current update is dropped, unless the view is a row of a lazy stack that the
    /// update did not build (`LazyStackState.parkedRows`).
    var state: [StateSlot] = []

    /// One dynamic property's storage and the last update that installed it.
    struct StateSlot {
        let index: Int
        var object: AnyObject
        var installedInUpdate: Int
    }

    // MARK: Animation

    /// The animators of the view's node (dropped when the node is neither in the tree nor in a
    /// view still transitioning out, or when its removal transition ends).
    var animators: NodeAnimators?
    /// The last value of the node's `.animation(_:value:)` or `.transaction(value:)` (of the
    /// modifier's, for one applied to a list: `Node.listModifierIdentity`), or of a navigation
    /// stack's page keys or the presentations shown. Kept while the node or a list element it
    /// applies to is in the tree.
    var implicitValue: AnyEquatable?
    /// Whether `implicitValue` changed in update `implicitChangeUpdate`, once found (the
    /// elements of a list share one value: the first to be diffed finds it, the rest read it).
    var implicitChanged = false
    var implicitChangeUpdate = -1

    // MARK: Containers

    /// The content offset of the view's scroll view (kept while its node is, as the animators).
    var scroll: ScrollState?
    /// What the view's lazy stack keeps across updates (measured rows; kept as the animators).
    var lazyStack: LazyStackState?

    // MARK: Body reuse

    /// The last body of a view without dynamic properties (`ViewGraph+StaticBody.swift`),
    /// dropped when an update's body evaluation does not reach the view.
    var staticBody: StaticBodyEntry?

    // MARK: Lifecycle (after each update, `ViewGraph+Lifecycle.swift`)

    /// Whether the view's event node was present after the last update (its `onAppear` ran,
    /// or runs now); `presentInUpdate` is the update whose lifecycle pass last found it.
    var appeared = false
    var presentInUpdate = -1
    /// The event node of the last update, whose `onDisappear` runs when the view is gone.
    var eventNode: Node?
    /// The value `onChange(of:)` last saw (dropped when the event node is not present).
    var onChangeValue: AnyEquatable?
    /// The canvas frame last reported to `onGeometryChange` (nil when the last update did not).
    var reportedFrame: Rect?
    /// The value `.onPreferenceChange` was last called with (nil when the last update had no
    /// observer here, or its content set no value).
    var preferenceValue: AnyEquatable?
    /// The running (or finished, while its view lives) `.task`, cancelled after the update
    /// that finds its event node gone or its `id` changed.
    var task: TaskRecord?
    /// Whether a lifecycle field above or the task may hold something: set whenever one is
    /// given a value, cleared by `forgetGoneViews` once none does. Most views have no lifecycle
    /// callbacks, and the pass after each update skips their lifecycle.
    var hasLifecycle = false

    // MARK: Gestures

    /// The taps so far of each multiple-tap gesture on the view (`TapGesture(count:)`), by count.
    var tapRuns: [Int: TapRun] = [:]

    /// Whether nothing is kept for the view after update `update`: the record can go.
    func isEmpty(after update: Int) -> Bool {
        animators == nil && state.isEmpty && implicitValue == nil && implicitChangeUpdate != update && scroll == nil && lazyStack == nil
            && staticBody == nil && !hasLifecycle && !appeared && eventNode == nil && onChangeValue == nil && reportedFrame == nil
            && preferenceValue == nil && task == nil && tapRuns.isEmpty
    }
}

extension ViewGraph {
    /// The record of `identity`, made empty the first time it is asked for.
    func record(for identity: ViewIdentity) -> ViewRecord {
        if let record = records[identity] { return record }
        let record = ViewRecord()
        records[identity] = record
        return record
    }

    /// The storage of dynamic property `key`: the existing object when it is an `Object`, else
    /// the one `make` makes (replacing a slot of another type). Either way the slot counts as
    /// installed by the current update.
    func storage<Object: AnyObject>(for key: StateKey, as type: Object.Type, make: () -> Object) -> Object {
        let record = self.record(for: key.identity)
        if let i = record.state.firstIndex(where: { $0.index == key.index }) {
            record.state[i].installedInUpdate = updateCount
            if let existing = record.state[i].object as? Object { return existing }
            let made = make()
            record.state[i].object = made
            return made
        }
        let made = make()
        record.state.append(ViewRecord.StateSlot(index: key.index, object: made, installedInUpdate: updateCount))
        return made
    }
}
