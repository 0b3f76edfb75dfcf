/// The main queue's scheduled work on the virtual clock: `DispatchQueue.main.async` and
/// `asyncAfter` blocks and `Task.sleep` wake-ups, each run at the first display frame at or
/// after its deadline. Work due by the same frame runs in deadline order, then in the order it
/// was scheduled — the order a serial queue (`DispatchQueue.main`) runs it in.
///
/// A binary min-heap on (deadline, scheduling sequence): scheduling and taking the next due
/// timer cost O(log n), so a frame that runs many timers is not quadratic in them. The order
/// is total (sequences are unique), so it does not depend on the heap's layout.
struct TimerQueue {
    struct Timer {
        var deadline: VirtualTime
        var sequence: Int
        /// Who scheduled it, for messages: a `.task`'s view path, or `DispatchQueue.main`.
        var origin: String
        var work: () -> Void

        func runsBefore(_ other: Timer) -> Bool { (deadline, sequence) < (other.deadline, other.sequence) }
    }

    private var heap: [Timer] = []
    private var sequence = 0

    var isEmpty: Bool { heap.isEmpty }

    /// Adds `work` at `deadline` (seconds on the virtual clock), after every timer already
    /// scheduled for the same deadline.
    mutating func schedule(at deadline: VirtualTime, origin: String, _ work: @escaping () -> Void) {
        sequence += 1
        heap.append(Timer(deadline: deadline, sequence: sequence, origin: origin, work: work))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].runsBefore(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the first timer due at or before `time`, nil when none is.
    mutating func takeNext(dueBy time: VirtualTime) -> Timer? {
        guard let first = heap.first, first.deadline <= time else { return nil }
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].runsBefore(heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].runsBefore(heap[smallest]) { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }

    /// Drops every timer (after a frame that ran too many).
    mutating func removeAll() { heap.removeAll() }
}
