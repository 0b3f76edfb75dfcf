/// Messages: message(.fill), bubble.left(.fill), paperplane(.fill), bell(.fill).
extension Icon {
    /// An oval speech bubble with its tail at the bottom left.
    static let ovalBubble: Path = {
        var p = Path.ellipse(in: Rect(x: 6, y: 12, width: 88, height: 68))
        p.move(to: Point(40, 76))
        p.quad(control: Point(30, 90), to: Point(8, 91))
        p.quad(control: Point(22, 82), to: Point(22, 64))
        p.close()
        return p
    }()

    /// A rounded-rectangle speech bubble with its tail at the bottom left.
    static let roundedBubble: Path = {
        var p = Path.roundedRect(Rect(x: 6, y: 12, width: 88, height: 64), cornerRadius: 24, style: .continuous)
        p.move(to: Point(36, 74))
        p.quad(control: Point(26, 88), to: Point(6, 90))
        p.quad(control: Point(18, 82), to: Point(18, 64))
        p.close()
        return p
    }()

    /// A paper dart flying to the top right, its fold a thin line cut from the notch.
    static let paperDart: Path = {
        var p = polygon([Point(6, 44), Point(94, 6), Point(56, 94), Point(44, 56)], cornerRadius: 4)
        p.append(capsule(Point(50, 50), Point(80, 20), width: 3.5).reversed())
        return p
    }()
}

extension Icon {
    /// The oval bubble as one contour (for its outline): the ellipse from the tail's upper
    /// end clockwise round to its lower end, then out to the tip and back.
    static let ovalBubbleSilhouette: Path = {
        let points = ellipseArc(center: Point(50, 46), rx: 44, ry: 34, start: 150, end: 460)
        var p = Path()
        p.move(to: points[0])
        for point in points.dropFirst() { p.line(to: point) }
        p.quad(control: Point(32, 90), to: Point(8, 91))
        p.quad(control: Point(17, 81), to: points[0])
        p.close()
        return p
    }()

    /// The rounded bubble as one contour (for its outline): its bottom-left corner replaced by
    /// the tail.
    static let roundedBubbleSilhouette: Path = {
        var p = Path()
        p.move(to: Point(30, 12))
        p.line(to: Point(70, 12))
        p.quad(control: Point(94, 12), to: Point(94, 36))
        p.line(to: Point(94, 52))
        p.quad(control: Point(94, 76), to: Point(70, 76))
        p.line(to: Point(36, 76))
        p.quad(control: Point(26, 88), to: Point(6, 90))
        p.quad(control: Point(15, 80), to: Point(6, 60))
        p.line(to: Point(6, 36))
        p.quad(control: Point(6, 12), to: Point(30, 12))
        p.close()
        return p
    }()

    /// The dart's outline with its fold drawn from the notch towards the tip.
    static func paperplaneOutline(stroke: Double) -> Path {
        let width = outlineWidth * stroke
        var p = outline(of: polygon([Point(6, 44), Point(94, 6), Point(56, 94), Point(44, 56)], cornerRadius: 4), width: width)
        p.append(capsule(Point(46, 54), Point(82, 18), width: 0.8 * width))
        return p
    }

    /// A bell: a dome flaring to a rim, a knob on top and the clapper below the rim; the bell
    /// solid, or its outline.
    static func bell(stroke: Double, filled: Bool) -> Path {
        var body = Path()
        body.move(to: Point(50, 12))
        body.cubic(control1: Point(68, 12), control2: Point(77, 25), to: Point(77, 43))
        body.line(to: Point(77, 58))
        body.cubic(control1: Point(77, 66), control2: Point(85, 71), to: Point(90, 75))
        body.line(to: Point(90, 80))
        body.line(to: Point(10, 80))
        body.line(to: Point(10, 75))
        body.cubic(control1: Point(15, 71), control2: Point(23, 66), to: Point(23, 58))
        body.line(to: Point(23, 43))
        body.cubic(control1: Point(23, 25), control2: Point(32, 12), to: Point(50, 12))
        body.close()
        var p = filled ? body : outline(of: body, width: outlineWidth * stroke)
        p.append(.circle(center: Point(50, 9), radius: 5))
        p.append(Path.ellipse(in: Rect(x: 40, y: 80, width: 20, height: 14)))
        return p
    }
}
