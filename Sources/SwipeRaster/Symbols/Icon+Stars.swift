/// star, star.fill, star.circle.fill, sparkles.
extension Icon {
    /// Where the five-pointed star is centred: its points span y 8…91, centred in the box.
    static let starCenter = Point(50, 54)

    /// A plump five-pointed star (inner radius half the outer, 46), tips and notches rounded.
    static let starShape: Path = {
        var points: [Point] = []
        for k in 0..<10 {
            points.append(onCircle(starCenter, k % 2 == 0 ? 46 : 23, degrees: -90 + Double(k) * 36))
        }
        return polygon(points, cornerRadius: 3.5)
    }()

    /// The star's outline: the star with a smaller star cut out. Scaling by s about the
    /// centre moves an edge in by (1 − s) × 20.4 units (its distance from the centre), so the
    /// stroke is 7.5 units at regular, like the rings'.
    static func starOutline(stroke: Double) -> Path {
        var p = starShape
        p.append(starShape.transformed(by: about(starCenter, scale: max(0.05, 1 - 0.37 * stroke))).reversed())
        return p
    }

    /// A disc with a small star cut out.
    static let starDisc: Path = disc(cutting: starShape.transformed(by: about(starCenter, scale: 0.54, to: Point(50, 51))))

    /// A four-pointed sparkle of `radius` around `center`: concave sides meeting in sharp
    /// points, fuller the heavier the weight.
    static func sparkle(_ center: Point, radius: Double, stroke: Double) -> Path {
        let k = radius * (0.1 + 0.05 * stroke)
        var p = Path()
        p.move(to: Point(center.x, center.y - radius))
        p.quad(control: Point(center.x + k, center.y - k), to: Point(center.x + radius, center.y))
        p.quad(control: Point(center.x + k, center.y + k), to: Point(center.x, center.y + radius))
        p.quad(control: Point(center.x - k, center.y + k), to: Point(center.x - radius, center.y))
        p.quad(control: Point(center.x - k, center.y - k), to: Point(center.x, center.y - radius))
        p.close()
        return p
    }

    /// One large sparkle at the lower left, a middle one at the top right, a small one at the
    /// bottom right.
    static func sparkles(stroke: Double) -> Path {
        var p = sparkle(Point(40, 58), radius: 36, stroke: stroke)
        p.append(sparkle(Point(77, 23), radius: 17, stroke: stroke))
        p.append(sparkle(Point(82, 80), radius: 11, stroke: stroke))
        return p
    }
}
