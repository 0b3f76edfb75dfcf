/// A point or vector in pixels (device space) or points (a shape's local space).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(x: 0, y: 0)
    var isFinite: Bool { x.isFinite && y.isFinite }
}

/// An axis-aligned rectangle: origin is the top-left corner (y points down).
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}

/// Which points a path covers when its contours overlap.
public enum FillRule: Sendable {
    /// Covered where the winding number is not zero.
    case nonZero
    /// Covered where the winding number is odd.
    case evenOdd
}
