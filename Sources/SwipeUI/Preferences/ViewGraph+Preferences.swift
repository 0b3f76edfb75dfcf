import SwipeRaster

extension ViewGraph {
    /// The action an `.onPreferenceChange` node calls after this update, if any: when its
    /// content's value differs from the one it was last called with (OpenSwiftUI
    /// `PreferenceBinder.updateValue`: `lastValue != newValue`, then `Update.enqueueAction`).
    /// An observer is first called when a view inside sets the key; a value that later stops
    /// being set reads as the key's `defaultValue`. The values are read from the laid-out tree,
    /// so a size set by a `GeometryReader` is the one of this update. `seen` collects the
    /// values of the observers present (the next update's `preferenceValues`);
    /// `parentOrigin` is the canvas point of the node's parent's origin.
    func preferenceChangeAction(
        of observer: PreferenceObserver, at node: Node, parentOrigin: Point, seen: inout [ViewIdentity: AnyEquatable]
    ) -> (() -> Void)? {
        let last = preferenceValues[node.identity]
        guard let value = observer.read(node, parentOrigin) ?? (last == nil ? nil : observer.defaultValue) else { return nil }
        seen[node.identity] = value
        guard !value.equals(last) else { return nil }
        let newValue = value.value
        return { observer.action(newValue) }
    }
}
