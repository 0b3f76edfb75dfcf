import SwipeRaster

extension ViewGraph {
    /// The action an `.onPreferenceChange` node calls after this update, if any: when its
    /// content's value differs from the one it was last called with (OpenSwiftUI
    /// `PreferenceBinder.updateValue`: `lastValue != newValue`, then `Update.enqueueAction`).
    /// An observer is first called when a view inside sets the key; a value that later stops
    /// being set reads as the key's `defaultValue`. The values are read from the laid-out tree,
    /// so a size set by a `GeometryReader` is the one of this update. `seen` collects the
    /// values of the observers present, with their records (the next update's
    /// `ViewRecord.preferenceValue`); `parentOrigin` is the canvas point of the node's parent's origin.
    func preferenceChangeAction(
        of observer: PreferenceObserver, at node: Node, parentOrigin: Point, seen: inout [(record: ViewRecord, value: AnyEquatable)]
    ) -> (() -> Void)? {
        let kept = records[node.identity]
        let last = kept?.preferenceValue
        guard let value = observer.read(node, parentOrigin) ?? (last == nil ? nil : observer.defaultValue) else { return nil }
        seen.append((kept ?? record(for: node.identity), value))
        guard !value.equals(last) else { return nil }
        let newValue = value.value
        return { observer.action(newValue) }
    }
}
