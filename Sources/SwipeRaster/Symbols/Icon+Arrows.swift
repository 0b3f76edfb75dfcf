/// Arrows and chevrons: arrow.counterclockwise, arrow.clockwise, arrow.uturn.backward
/// (arrow.uturn.left), arrow.up/down/left/right, arrow.up.circle(.fill), square.and.arrow.up,
/// chevron.left/right/up/down.
extension Icon {
    /// A 300° arc clockwise from the top round to the upper left, its arrowhead at the top
    /// pointing left (the way the arrow turns).
    static func arrowCounterclockwise(stroke: Double) -> Path {
        let center = Point(50, 55)
        var p = arcStroke(center: center, radius: 34, start: -90, end: 210, width: 9 * stroke)
        p.append(polygon([Point(33, 21), Point(54, 6), Point(54, 36)], cornerRadius: 3))
        return p
    }

    /// A chevron pointing left at the top, its line running right, turning down round a half
    /// circle and back left along the bottom.
    static func arrowUturnBackward(stroke: Double) -> Path {
        let width = 9 * stroke
        var p = Path.polylineOutline([Point(32, 12), Point(12, 32), Point(32, 52)], width: width)
        var line = [Point(12, 32)]
        for degrees in stride(from: -90.0, through: 90, by: arcStep) { line.append(onCircle(Point(62, 56), 24, degrees: degrees)) }
        line.append(Point(30, 80))
        p.append(Path.polylineOutline(line, width: width))
        return p
    }

    /// An upward arrow (chevron head and shaft) in the ring, or cut out of the disc; its ends
    /// draw in as the stroke grows, so the round tip stays clear of the ring.
    static func arrowUpCircle(stroke: Double, filled: Bool) -> Path {
        let arrow = arrow(tip: Point(50, 24 + 3 * stroke), span: 16, bottom: 75 - 3 * stroke, width: 8 * stroke)
        if filled { return disc(cutting: arrow) }
        var p = circleRing(stroke: stroke)
        p.append(arrow)
        return p
    }

    /// A chevron whose point is 16 units from the centre along `direction` (a unit axis), its
    /// arms reaching back 30 units and 38 to either side.
    static func chevron(pointing direction: Point, stroke: Double) -> Path {
        let c = Point(50, 50), across = Point(-direction.y, direction.x)
        let tip = Point(c.x + 16 * direction.x, c.y + 16 * direction.y)
        func end(_ side: Double) -> Point {
            Point(c.x - 14 * direction.x + side * 38 * across.x, c.y - 14 * direction.y + side * 38 * across.y)
        }
        return Path.polylineOutline([end(-1), tip, end(1)], width: 10 * stroke)
    }
}

extension Icon {
    /// arrow.counterclockwise mirrored: the arc runs the other way, its head points right.
    static func arrowClockwise(stroke: Double) -> Path {
        mirroredLeftToRight(arrowCounterclockwise(stroke: stroke))
    }

    /// An upward arrow across the box (chevron head, shaft), turned clockwise by `degrees`;
    /// its ends draw in as the stroke grows, so the round ends stay inside the box.
    static func straightArrow(turnedBy degrees: Double, stroke: Double) -> Path {
        let up = arrow(tip: Point(50, 6 + 4 * stroke), span: 36, bottom: 94 - 4 * stroke, width: 9 * stroke)
        return degrees == 0 ? up : up.transformed(by: .rotation(degrees: degrees, about: Point(50, 50)))
    }

    /// The share symbol: an open-topped box with rounded corners and an arrow rising out of
    /// the gap in its top.
    static func squareAndArrowUp(stroke: Double) -> Path {
        let width = 7 * stroke
        let base = 97 - 4 * stroke
        var p = Path.polylineOutline([Point(36, 38), Point(20, 38), Point(20, base), Point(80, base), Point(80, 38), Point(64, 38)], width: width)
        p.append(arrow(tip: Point(50, 3 + 4 * stroke), span: 22, bottom: 64, width: width))
        return p
    }
}
