/// Things: magnifyingglass, gearshape.fill, bookmark.fill, photo, camera.fill.
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
