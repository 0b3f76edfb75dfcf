/// Messages: message.fill, bubble.left.fill, paperplane.fill.
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
