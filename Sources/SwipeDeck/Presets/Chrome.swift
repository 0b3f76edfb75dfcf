import SwipeRaster

/// Pieces of screen furniture several seeds draw the same way.

/// A LIKE/NOPE stamp: black-weight text in a rounded border (`.padding(.horizontal, 8)
/// .padding(.vertical, 4).overlay(RoundedRectangle(cornerRadius: 6).stroke(lineWidth: 3.5))`),
/// turned about its own centre, `.padding(20)` from the card's top corner.
enum Stamp {
    static func items(text: String, color: SceneColor, degrees: Double, opacity: Double, topLeading: Point,
                      alignTrailing: Bool, cardWidth: Double, size: Double = 34) -> [DisplayItem] {
        guard opacity > 0 else { return [] }
        let width = TextMetrics.width(text, size: size, weight: .black) + 16
        let height = size * 1.17 + 8
        let x = alignTrailing ? cardWidth - topLeading.x - width : topLeading.x
        let box = Rect(x: 0, y: 0, width: width, height: height)
        let transform = Transform.translation(x: -width / 2, y: -height / 2)
            .concatenating(.rotation(degrees: degrees))
            .concatenating(.translation(x: x + width / 2, y: topLeading.y + height / 2))
        return [.group(DisplayGroup(transform: transform, opacity: opacity, items: [
            .text(TextItem(string: text, size: size, weight: .black, color: color,
                           origin: Point(width / 2, 4 + TextMetrics.baseline(size: size, lineHeight: size * 1.17)),
                           alignment: .center, maxWidth: nil)),
            .shape(ShapeItem(.roundedRect(box, cornerRadius: 6, continuous: true), stroke: Stroke(color: color, width: 3.5))),
        ]))]
    }
}

/// The seeds' round icon buttons: a symbol in `tint` (`.font(.title2.bold())`: 22 pt bold) on a
/// disc of `tint` at 10 % (64 pt).
enum CircleButton {
    static func items(symbol: String, tint: SceneColor, center: Point, diameter: Double = 64,
                      pointSize: Double = 22, weight: FontWeight = .bold, background: SceneColor? = nil) -> [DisplayItem] {
        [
            .shape(ShapeItem(.ellipse(Rect.centered(at: center, width: diameter, height: diameter)),
                             fill: .solid(background ?? tint.opacity(0.1)))),
            .icon(IconItem(name: symbol, center: center, pointSize: pointSize, weight: weight, color: tint)),
        ]
    }
}

/// SwiftUI's `ContentUnavailableView`: a large grey symbol, a bold title and a secondary line.
enum EmptyState {
    static func items(title: String, message: String?, symbol: String?, center: Point) -> [DisplayItem] {
        var items: [DisplayItem] = []
        let grey = SceneColor.named("secondaryLabel")!
        if let symbol {
            // One symbol, `.slash` ones included (drawn as one shape with the slash's gap).
            let icon = Rect.centered(at: Point(center.x, center.y - 56), width: 56, height: 56)
            items.append(.icon(IconItem(name: symbol, rect: icon, color: grey)))
        }
        items.append(.text(TextItem(string: title, size: 22, weight: .bold, color: .black,
                                    origin: Point(center.x, center.y + 16), alignment: .center, maxWidth: 320)))
        if let message {
            items.append(.text(TextItem(string: message, size: 15, weight: .regular, color: grey,
                                        origin: Point(center.x, center.y + 42), alignment: .center, maxWidth: 320)))
        }
        return items
    }
}
