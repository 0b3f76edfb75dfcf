import SwipeJSON
import SwipePNG
import SwipeRaster

/// `manifest.json`: per frame its index, time and file, and per card its final 2×3 affine
/// transform in pixels, size, opacity, z-order and animated values (`ManifestFrame`).
/// Deterministic: keys in a fixed order, numbers in their shortest round-trip form.
public enum Manifest {
    public static func json(scene: Scene, frames: [SimulatedFrame], fileNames: [Int: String]) -> JSONValue {
        let frameValues: [JSONValue] = frames.compactMap { frame in
            fileNames[frame.index].map { ManifestFrame(frame, file: $0, scale: scene.canvas.scale).json }
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
            try output.append(text.element(ManifestFrame(frame, file: file, scale: scale).json))
        }

        /// Closes the document and the file.
        public func finish() throws {
            try output.append(text.closing)
            try output.close()
        }
    }
}
