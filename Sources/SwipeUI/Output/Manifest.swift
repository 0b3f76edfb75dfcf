import SwipeJSON
import SwipeRaster
import SwipeBase

/// `manifest.json`: what was rendered (`ManifestHeader`), then per frame its index, time and
/// file, and per identified view (a deck's cards) its final 2×3 affine transform in pixels, size,
/// opacity, z-order and animated values (`ManifestFrame`). Deterministic: keys in a fixed order,
/// numbers in their shortest round-trip form.
public enum Manifest {
    public static func json(header: ManifestHeader, frames: [SimulatedFrame], fileNames: [Int: String]) -> JSONValue {
        let frameValues: [JSONValue] = frames.compactMap { frame in
            fileNames[frame.index].map { ManifestFrame(frame, file: $0, scale: header.scale).json }
        }
        return .object(header.members + [("frames", .array(frameValues))])
    }

    /// Writes a manifest frame by frame, so a run of 100 000 frames never holds them all: the
    /// bytes are exactly `JSONWriter.write(Manifest.json(…))` of the same frames.
    public final class Stream {
        private let output: FileAppender
        private let scale: Double
        private var text: JSONObjectStream

        /// Starts the manifest of `frameCount` frames in a new file at `path`.
        public init(header: ManifestHeader, frameCount: Int, path: String) throws {
            output = try FileAppender(creating: path)
            scale = header.scale
            text = JSONObjectStream(leading: header.members, arrayKey: "frames", count: frameCount)
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

/// The members of `manifest.json` before its frames: what was rendered (a scene's preset, or a
/// SwiftUI view by name), the frame rate and the frames' size.
public struct ManifestHeader: Equatable, Sendable {
    /// What was rendered: `preset` (a scene's preset) or `view` (a view's type name).
    public var sourceKey: String
    public var sourceName: String
    /// Output frames per second.
    public var fps: Int
    /// Pixels per point.
    public var scale: Double
    /// The frames' size in pixels.
    public var pixelWidth: Int
    public var pixelHeight: Int

    public init(sourceKey: String, sourceName: String, fps: Int, scale: Double, pixelWidth: Int, pixelHeight: Int) {
        self.sourceKey = sourceKey
        self.sourceName = sourceName
        self.fps = fps
        self.scale = scale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// The header's members in the manifest's fixed order.
    var members: [(key: String, value: JSONValue)] {
        [
            ("generator", .string("swipesim")),
            (sourceKey, .string(sourceName)),
            ("fps", .number(Double(fps))),
            ("scale", .number(scale)),
            ("width", .number(Double(pixelWidth))),
            ("height", .number(Double(pixelHeight))),
            (
                "units",
                .object([
                    ("transform", .string("maps card-local points to pixels: [a, b, c, d, tx, ty], x' = a·x + c·y + tx")),
                    ("size", .string("points")), ("offset", .string("points")), ("rotation", .string("degrees")),
                ])
            ),
        ]
    }
}
