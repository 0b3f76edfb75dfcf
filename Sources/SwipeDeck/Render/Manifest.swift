import SwipeJSON
import SwipePNG
import SwipeRaster

/// `manifest.json`: per frame its index, time and file, and per card its final 2×3 affine
/// transform in pixels, size, opacity, z-order and animated values. Deterministic: keys in a
/// fixed order, numbers in their shortest round-trip form.
public enum Manifest {
    public static func json(scene: Scene, frames: [SimulatedFrame], fileNames: [Int: String]) -> JSONValue {
        let frameValues: [JSONValue] = frames.compactMap { frame in
            fileNames[frame.index].map { frameValue(frame, file: $0, scale: scene.canvas.scale) }
        }
        return .object(header(scene) + [("frames", .array(frameValues))])
    }

    /// Every member but `frames`, which comes last.
    static func header(_ scene: Scene) -> [(key: String, value: JSONValue)] {
        [
            ("generator", .string("swipesim")),
            ("preset", .string(scene.preset)),
            ("fps", .number(Double(scene.fps))),
            ("scale", .number(scene.canvas.scale)),
            ("width", .number(Double(scene.canvas.pixelWidth))),
            ("height", .number(Double(scene.canvas.pixelHeight))),
            ("units", .object([
                ("transform", .string("maps card-local points to pixels: [a, b, c, d, tx, ty], x' = a·x + c·y + tx")),
                ("size", .string("points")), ("offset", .string("points")), ("rotation", .string("degrees")),
            ])),
        ]
    }

    static func frameValue(_ frame: SimulatedFrame, file: String, scale: Double) -> JSONValue {
        .object([
            ("index", .number(Double(frame.index))),
            ("time", .number(frame.time)),
            ("file", .string(file)),
            ("cards", .array(frame.display.cards.map { card(for: $0, scale: scale) })),
        ])
    }

    /// Writes a manifest frame by frame, so a run of 100 000 frames never holds them all: the
    /// bytes are exactly `JSONWriter.write(Manifest.json(…))` of the same frames.
    public final class Stream {
        private let output: FileAppender
        private let scale: Double
        private var text: JSONObjectStream

        /// Starts the manifest of `frameCount` frames in a new file at `path`.
        public init(scene: Scene, frameCount: Int, path: String) throws {
            output = try FileAppender(creating: path)
            scale = scene.canvas.scale
            text = JSONObjectStream(leading: header(scene), arrayKey: "frames", count: frameCount)
            try output.append(text.opening)
        }

        /// Appends the next frame (frames must come in file order).
        public func append(_ frame: SimulatedFrame, file: String) throws {
            try output.append(text.element(frameValue(frame, file: file, scale: scale)))
        }

        /// Closes the document and the file.
        public func finish() throws {
            try output.append(text.closing)
            try output.close()
        }
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
