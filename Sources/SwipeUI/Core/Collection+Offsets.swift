import Foundation

// SwiftUI's collection helpers for lists' `onDelete` and `onMove` actions, which hand the
// action offsets (positions from the collection's start) as an `IndexSet`.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (Apple, `remove(atOffsets:)`): the element at each
    /// offset of the collection as it is before the call.
    public mutating func remove(atOffsets offsets: IndexSet) {
        var kept: [Element] = []
        for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
        replaceSubrange(startIndex..<endIndex, with: kept)
    }
}

extension MutableCollection {
    /// Moves the elements at `source` offsets, in their order, to just before the element at
    /// offset `destination` of the collection as it is before the move (`count`: to the end) —
    /// Apple, `move(fromOffsets:toOffset:)`: moving offset 0 to 3 in [a, b, c, d] gives
    /// [b, c, a, d].
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var moving: [Element] = [], rest: [Element] = []
        for (offset, element) in enumerated() {
            if source.contains(offset) { moving.append(element) } else { rest.append(element) }
        }
        let before = source.count(in: 0..<Swift.max(0, destination))
        let insertion = Swift.min(Swift.max(destination - before, 0), rest.count)
        rest.insert(contentsOf: moving, at: insertion)
        var index = startIndex
        for element in rest {
            self[index] = element
            formIndex(after: &index)
        }
    }
}
