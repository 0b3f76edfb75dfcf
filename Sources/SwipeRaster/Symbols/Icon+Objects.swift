/// Things: magnifyingglass, gearshape(.fill), bookmark(.fill), photo(.fill), camera(.fill),
/// trash(.fill), crown(.fill), globe.
extension Icon {
    /// A lens ring with a handle to the bottom right.
    static func magnifyingglass(stroke: Double) -> Path {
        var p = ring(center: Point(42, 42), outer: 33, inner: max(2, 33 - 8.5 * stroke))
        p.append(capsule(Point(66, 66), Point(86, 86), width: 11 * stroke))
        return p
    }

    /// A cog: a disc with eight tapered teeth and a hole in the middle.
    static let cogShape: Path = {
        let c = Point(50, 50)
        var p = Path.circle(center: c, radius: 34)
        for k in 0..<8 {
            let a = Double(k) * 45 + 22.5
            let e = onCircle(Point(0, 0), 1, degrees: a), n = Point(-e.y, e.x)
            func at(_ r: Double, _ w: Double) -> Point { Point(c.x + r * e.x + w * n.x, c.y + r * e.y + w * n.y) }
            p.append(polygon([at(28, -8), at(46, -6), at(46, 6), at(28, 8)], cornerRadius: 2.5))
        }
        p.append(Path.circle(center: c, radius: 14).reversed())
        return p
    }()

    /// A bookmark ribbon, notched at the bottom.
    static let ribbonShape = polygon([Point(22, 6), Point(78, 6), Point(78, 94), Point(50, 72), Point(22, 94)], cornerRadius: 5)

    /// A picture frame (a rounded rectangle's outline) holding a sun and two mountains.
    static func photo(stroke: Double) -> Path {
        var p = Shape.roundedRect(Rect(x: 10, y: 18, width: 80, height: 64), cornerRadius: 10, style: .continuous)
            .strokeOutline(lineWidth: 7 * stroke)
        p.append(.circle(center: Point(65, 38), radius: 7))
        p.append(polygon([Point(19, 75), Point(39, 49), Point(54, 65), Point(64, 56), Point(81, 75)], cornerRadius: 3))
        return p
    }

    /// A camera body with a raised top, its lens a ring cut out round a solid centre.
    static let cameraShape: Path = {
        var p = Path.roundedRect(Rect(x: 6, y: 28, width: 88, height: 62), cornerRadius: 12, style: .continuous)
        p.append(polygon([Point(34, 32), Point(40, 16), Point(60, 16), Point(66, 32)], cornerRadius: 4))
        p.append(Path.circle(center: Point(50, 58), radius: 20).reversed())
        p.append(.circle(center: Point(50, 58), radius: 13))
        return p
    }()
}

extension Icon {
    /// The cog's silhouette as one contour: eight tapered teeth round a 34-unit body.
    static let cogSilhouette: Path = {
        var points: [Point] = []
        let c = Point(50, 50)
        for k in 0..<8 {
            let a = Double(k) * 45 + 22.5
            points.append(onCircle(c, 34, degrees: a - 22.5))
            points.append(onCircle(c, 34, degrees: a - 13))
            points.append(onCircle(c, 46, degrees: a - 7.5))
            points.append(onCircle(c, 46, degrees: a + 7.5))
            points.append(onCircle(c, 34, degrees: a + 13))
        }
        return polygon(points, cornerRadius: 2.5)
    }()

    /// The cog's outline round a ring at its centre.
    static func cogOutline(stroke: Double) -> Path {
        let width = outlineWidth * stroke
        var p = outline(of: cogSilhouette, width: width)
        p.append(ring(center: Point(50, 50), outer: 14, inner: max(1, 14 - width)))
        return p
    }

    /// The camera's outline (body and raised top as one contour) round a lens ring.
    static func cameraOutline(stroke: Double) -> Path {
        let width = outlineWidth * stroke
        let body = polygon(
            [Point(6, 28), Point(34, 28), Point(40, 16), Point(60, 16), Point(66, 28), Point(94, 28), Point(94, 90), Point(6, 90)],
            cornerRadius: 8)
        var p = outline(of: body, width: width)
        p.append(ring(center: Point(50, 58), outer: 17, inner: max(1, 17 - width)))
        return p
    }

    /// The picture solid, its sun and mountains cut out.
    static let solidPhoto: Path = {
        var p = Path.roundedRect(Rect(x: 10, y: 18, width: 80, height: 64), cornerRadius: 10, style: .continuous)
        p.append(Path.circle(center: Point(65, 38), radius: 7).reversed())
        p.append(polygon([Point(19, 75), Point(39, 49), Point(54, 65), Point(64, 56), Point(81, 75)], cornerRadius: 3).reversed())
        return p
    }()

    /// A bin: a lid with a handle over a tapering body with three ribs (the body's outline and
    /// the ribs, or the body solid with the ribs cut out).
    static func trash(stroke: Double, filled: Bool) -> Path {
        let width = 6.5 * stroke
        var p = capsule(Point(12, 22), Point(88, 22), width: width)
        p.append(Path.polylineOutline([Point(37, 22), Point(37, 10), Point(63, 10), Point(63, 22)], width: width))
        let body = polygon([Point(21, 31), Point(79, 31), Point(73, 93), Point(27, 93)], cornerRadius: 6)
        var ribs = Path()
        for (top, bottom) in [(Point(38, 43), Point(39, 81)), (Point(50, 43), Point(50, 81)), (Point(62, 43), Point(61, 81))] {
            ribs.append(capsule(top, bottom, width: 0.8 * width))
        }
        if filled {
            p.append(body)
            p.append(ribs.reversed())
        } else {
            p.append(outline(of: body, width: width))
            p.append(ribs)
        }
        return p
    }

    /// A crown: three points with a ball on each, over a band; solid, or the outline with
    /// solid balls.
    static func crown(stroke: Double, filled: Bool) -> Path {
        let body = polygon(
            [Point(12, 30), Point(32, 56), Point(50, 24), Point(68, 56), Point(88, 30), Point(81, 84), Point(19, 84)],
            cornerRadius: 3)
        var p = filled ? body : outline(of: body, width: outlineWidth * stroke)
        for center in [Point(11, 24), Point(50, 16), Point(89, 24)] { p.append(.circle(center: center, radius: 6)) }
        return p
    }

    /// A globe: the ring, a meridian ellipse, the axis, the equator and two parallels.
    static func globe(stroke: Double) -> Path {
        let width = 6 * stroke
        var p = ring(center: Point(50, 50), outer: 46, inner: 46 - width)
        p.append(.ellipse(in: Rect(x: 30, y: 4, width: 40, height: 92)))
        p.append(Path.ellipse(in: Rect(x: 30 + width, y: 4 + width, width: 40 - 2 * width, height: 92 - 2 * width)).reversed())
        p.append(capsule(Point(50, 8), Point(50, 92), width: width))
        p.append(capsule(Point(8, 50), Point(92, 50), width: width))
        for y in [28.0, 72] { p.append(capsule(Point(14, y), Point(86, y), width: width)) }
        return p
    }
}
