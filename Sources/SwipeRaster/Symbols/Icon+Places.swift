/// Places and travel: mappin.and.ellipse, mappin, location(.fill), house(.fill), tram.fill.
extension Icon {
    /// A pin (a ring head on a stem) standing on a ground ellipse.
    static func mappinAndEllipse(stroke: Double) -> Path {
        var p = ring(center: Point(50, 30), outer: 21, inner: 8)
        p.append(capsule(Point(50, 48), Point(50, 80), width: 7 * stroke))
        // The ground ellipse's outline is 7 units at the sides and 6 at top and bottom; at
        // heavy weights it closes into a filled ellipse.
        let ring = 7 * stroke
        p.append(.ellipse(in: Rect(x: 10, y: 70, width: 80, height: 24)))
        let holeHeight = 24 - 12 * ring / 7
        if holeHeight > 1 {
            p.append(Path.ellipse(in: Rect(x: 10 + ring, y: 70 + ring * 6 / 7, width: 80 - 2 * ring, height: holeHeight)).reversed())
        }
        return p
    }

    /// A pin: a solid round head on a thin needle.
    static func mappin(stroke: Double) -> Path {
        var p = Path.circle(center: Point(50, 25), radius: 20)
        p.append(capsule(Point(50, 40), Point(50, 91), width: 6 * stroke))
        return p
    }

    /// The navigation arrow: a dart pointing to the top right, symmetric about its diagonal,
    /// notched at the back.
    static let navigationDart = polygon([Point(90, 10), Point(56, 92), Point(46, 54), Point(8, 44)], cornerRadius: 5)

    /// A house: a wide roof over the walls, a door cut into the bottom edge.
    static let houseShape: Path = {
        var p = polygon(
            [Point(50, 8), Point(95, 48), Point(82, 48), Point(82, 92), Point(18, 92), Point(18, 48), Point(5, 48)],
            cornerRadius: 4)
        p.append(Path.rect(Rect(x: 41, y: 63, width: 18, height: 29)).reversed())
        return p
    }()

    /// A tram: body with a windscreen and two lamps cut out, wheels, pantograph.
    static func tramFill(stroke: Double) -> Path {
        var p = Path.roundedRect(Rect(x: 22, y: 16, width: 56, height: 64), cornerRadius: 13, style: .continuous)
        p.append(Path.roundedRect(Rect(x: 30, y: 27, width: 40, height: 22), cornerRadius: 4, style: .continuous).reversed())
        p.append(Path.circle(center: Point(36, 64), radius: 4.5).reversed())
        p.append(Path.circle(center: Point(64, 64), radius: 4.5).reversed())
        p.append(capsule(Point(36, 80), Point(27, 93), width: 6 * stroke))
        p.append(capsule(Point(64, 80), Point(73, 93), width: 6 * stroke))
        p.append(capsule(Point(38, 6), Point(62, 6), width: 5 * stroke))
        p.append(capsule(Point(50, 6), Point(50, 17), width: 5 * stroke))
        return p
    }
}

extension Icon {
    /// The house's outline (roof and walls as one contour) with the door's outline standing
    /// on the base.
    static func houseOutline(stroke: Double) -> Path {
        let width = outlineWidth * stroke
        let walls = polygon(
            [Point(50, 8), Point(95, 48), Point(82, 48), Point(82, 92), Point(18, 92), Point(18, 48), Point(5, 48)],
            cornerRadius: 4)
        var p = outline(of: walls, width: width)
        p.append(Path.polylineOutline([Point(41, 90), Point(41, 64), Point(59, 64), Point(59, 90)], width: width))
        return p
    }
}
