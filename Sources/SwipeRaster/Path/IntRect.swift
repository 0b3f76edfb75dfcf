/// An integer pixel rectangle [x0, x1) × [y0, y1).
struct IntRect: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    func union(_ o: IntRect) -> IntRect {
        IntRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }
    func intersection(_ o: IntRect) -> IntRect {
        IntRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }
}

extension Optional where Wrapped == IntRect {
    func union(_ r: IntRect) -> IntRect { self.map { $0.union(r) } ?? r }
}
