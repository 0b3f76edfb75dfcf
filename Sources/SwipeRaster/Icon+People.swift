/// People and hands: person.fill, person.circle.fill, hand.thumbsup.fill, hand.thumbsdown.fill.
extension Icon {
    /// A head over rounded shoulders, a gap between them.
    static let personShape: Path = {
        var p = Path.circle(center: Point(50, 28), radius: 19)
        p.move(to: Point(10, 84))
        p.cubic(control1: Point(10, 64), control2: Point(28, 54), to: Point(50, 54))
        p.cubic(control1: Point(72, 54), control2: Point(90, 64), to: Point(90, 84))
        p.quad(control: Point(90, 92), to: Point(82, 92))
        p.line(to: Point(18, 92))
        p.quad(control: Point(10, 92), to: Point(10, 84))
        p.close()
        return p
    }()

    /// A disc with a small person cut out.
    static let personDisc = disc(cutting: personShape.transformed(by: about(Point(50, 50), scale: 0.52, to: Point(50, 51))))

    /// A fist seen from the side, thumb up, a cuff at its wrist on the left.
    static let thumbsUp: Path = {
        var p = Path.roundedRect(Rect(x: 6, y: 44, width: 18, height: 48), cornerRadius: 4, style: .continuous)
        p.append(.roundedRect(Rect(x: 29, y: 42, width: 44, height: 50), cornerRadius: 9, style: .continuous))
        for (y, reach) in [(49.0, 88.0), (61, 90), (73, 88), (85, 84)] {
            p.append(capsule(Point(60, y), Point(reach, y), width: 12))
        }
        p.append(capsule(Point(44, 46), Point(55, 13), width: 16))
        return p
    }()

    /// The thumbs-up turned upside down (mirrored top to bottom, wound clockwise again).
    static let thumbsDown = thumbsUp.transformed(by: Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 100)).reversed()
}
