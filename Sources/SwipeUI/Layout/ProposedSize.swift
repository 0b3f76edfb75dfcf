/// A size a parent proposes to a child, in points; nil in a dimension asks for the child's
/// ideal size there, `.infinity` for its largest.
struct ProposedSize: Hashable {
    var width: Double?
    var height: Double?

    static let unspecified = ProposedSize(width: nil, height: nil)

    init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
    init(_ size: Size) { self.init(width: size.width, height: size.height) }

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// A size chosen by a view, points.
struct Size: Hashable {
    var width: Double
    var height: Double
    static let zero = Size(width: 0, height: 0)

    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension Axis {
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
