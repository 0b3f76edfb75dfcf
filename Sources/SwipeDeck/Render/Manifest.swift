import SwipeRaster

/// `manifest.json`: per frame its index, time and file, and per card its final 2×3 affine
/// transform in pixels, size, opacity, z-order and animated values. Deterministic: keys in a
/// fixed order, numbers in their shortest round-trip form.
public enum Manifest {
    public static func json(scene: Scene, frames: [SimulatedFrame], fileNames: [Int: String]) -> JSONValue {
        let scale = scene.canvas.scale
        let frameValues: [JSONValue] = frames.compactMap { frame in
            guard let file = fileNames[frame.index] else { return nil }
            return .object([
                ("index", .number(Double(frame.index))),
                ("time", .number(frame.time)),
                ("file", .string(file)),
                ("cards", .array(frame.display.cards.map { card(for: $0, scale: scale) })),
            ])
        }
        return .object([
            ("generator", .string("swipesim")),
            ("preset", .string(scene.preset)),
            ("fps", .number(Double(scene.fps))),
            ("scale", .number(scale)),
            ("width", .number(Double(scene.canvas.pixelWidth))),
            ("height", .number(Double(scene.canvas.pixelHeight))),
            ("units", .object([
                ("transform", .string("maps card-local points to pixels: [a, b, c, d, tx, ty], x' = a·x + c·y + tx")),
                ("size", .string("points")), ("offset", .string("points")), ("rotation", .string("degrees")),
            ])),
            ("frames", .array(frameValues)),
        ])
    }

    static func card(for card: CardPlacement, scale: Double) -> JSONValue {
        let t = card.transform.concatenating(.scale(scale))
        return .object([
            ("id", .string(card.id)),
            ("transform", .array([t.a, t.b, t.c, t.d, t.tx, t.ty].map { .number(clean($0)) })),
            ("size", .array([.number(card.width), .number(card.height)])),
            ("opacity", .number(clean(card.opacity))),
            ("z", .number(Double(card.zOrder))),
            ("values", .object(card.values.map { name, value in
                switch value {
                case .scalar(let number): return (name, .number(clean(number)))
                case .vector(let point): return (name, .array([.number(clean(point.x)), .number(clean(point.y))]))
                }
            })),
        ])
    }

    /// −0 prints as 0.
    private static func clean(_ value: Double) -> Double { value == 0 ? 0 : value }
}
