/// The status bar's glyphs: cellularbars, wifi, battery.100.
extension Icon {
    /// The status bar's glyphs, wide and flat like iOS's: four rising bars; three Wi-Fi arcs
    /// over a dot (a 90° fan from the bottom centre); a battery (outline, full charge, nub).
    static func statusGlyph(_ icon: Icon, stroke: Double) -> Path {
        var p = Path()
        switch icon {
        case .cellularBars:
            for (i, height) in [26.0, 40, 54, 68].enumerated() {
                let x = 4 + Double(i) * 24
                p.append(.roundedRect(Rect(x: x, y: 84 - height, width: 18, height: height), cornerRadius: 4, style: .circular))
            }
        case .wifi:
            let center = Point(50, 86)
            p.append(Icon.sector(center: center, outer: 18, inner: 0))
            for (outer, inner) in [(48.0, 48 - 17 * stroke), (78.0, 78 - 17 * stroke)] {
                p.append(Icon.sector(center: center, outer: outer, inner: max(0, min(inner, outer - 6))))
            }
        default:
            p.append(.roundedRect(Rect(x: 2, y: 26, width: 86, height: 48), cornerRadius: 14, style: .continuous))
            let line = 5 * stroke
            p.append(
                Path.roundedRect(
                    Rect(x: 2 + line, y: 26 + line, width: 86 - 2 * line, height: 48 - 2 * line),
                    cornerRadius: 14 - line, style: .continuous
                ).reversed())
            let gap = line + 4
            p.append(
                .roundedRect(
                    Rect(x: 2 + gap, y: 26 + gap, width: 86 - 2 * gap, height: 48 - 2 * gap),
                    cornerRadius: 14 - gap, style: .continuous))
            p.append(.roundedRect(Rect(x: 91, y: 41, width: 7, height: 18), cornerRadius: 3.5, style: .circular))
        }
        return p
    }
}
