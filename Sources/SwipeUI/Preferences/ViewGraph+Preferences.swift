import SwipeRaster

extension ViewGraph {
    /// The `.onPreferenceChange` actions an update calls, in tree order: each observer whose
    /// content's value differs from the one it was last called with (OpenSwiftUI
    /// `PreferenceBinder.updateValue`: `lastValue != newValue`, then `Update.enqueueAction`).
    /// An observer is first called when a view inside sets the key; a value that later stops
    /// being set reads as the key's `defaultValue`. The values are read from the laid-out tree,
    /// so a size set by a `GeometryReader` is the one of this update.
    func preferenceChangeActions(in root: Node) -> [() -> Void] {
        var actions: [() -> Void] = []
        var seen: [ViewIdentity: AnyEquatable] = [:]
        func visit(_ node: Node, parentOrigin: Point) {
            if node.isRemoving { return }
            if case .preferenceObserver(let observer) = node.kind {
                let last = preferenceValues[node.identity]
                if let value = observer.read(node, parentOrigin) ?? (last == nil ? nil : observer.defaultValue) {
                    seen[node.identity] = value
                    if !value.equals(last) {
                        let newValue = value.value
                        actions.append { observer.action(newValue) }
                    }
                }
            }
            let here = Point(x: parentOrigin.x + node.frame.x, y: parentOrigin.y + node.frame.y)
            for child in node.children { visit(child, parentOrigin: here) }
        }
        visit(root, parentOrigin: .zero)
        preferenceValues = seen
        return actions
    }
}
