import SwipeRaster

// The deck's geometry uses SwipeRaster's Point, Rect and Transform, in points; these add the
// vector arithmetic and rect helpers presets use for layout.

extension Point {
    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
}

extension Rect {
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// A rect of `width` × `height` centred on `center`.
    public static func centered(at center: Point, width: Double, height: Double) -> Rect {
        Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }
}
