import SwipeFrameSelection
import SwipeJSON
import SwipePNG
import SwipeBase

/// `golden.json`: which frames a golden checks, and what it was recorded from.
///
/// ```
/// {
///   "frames": "::21",
///   "sceneSHA256": "5f1c…",
///   "motionTolerance": {"points": 0.05, "degrees": 0.05, "opacity": 0.005},
///   "environment": {"swipesim-version": "0.4.0", "font-file": "…", "font-sha256": "…", "libpng-version": "1.6.43"}
/// }
/// ```
/// - `frames` (required): a list of frame indices, or a selection in `--frames` syntax
///   (`"::21"`, `"0..30,60"`), resolved against the scene's frame count;
/// - `sceneSHA256`: the SHA-256 of `scene.json`'s bytes when recorded, so a failure can say the
///   scene changed since;
/// - `motionTolerance`: the golden's motion tolerances (defaults: `MotionTolerance.standard`);
/// - `environment`: the fingerprint of the machine that recorded it (as in the PNG tEXt chunks).
/// Recording writes all four, keeping `frames` as it was written.
public struct GoldenSpec: Equatable, Sendable {
    public enum Frames: Equatable, Sendable {
        case list([Int])
        case selection(String)
    }

    /// The most frames a golden may list (the frame limit of docs/limits.md).
    public static let maximumFrameIndex = 100_000

    public var frames: Frames
    public var sceneSHA256: String?
    public var motionTolerance: MotionTolerance?
    public var environment: [PNGTextChunk]

    public init(frames: Frames, sceneSHA256: String? = nil, motionTolerance: MotionTolerance? = nil, environment: [PNGTextChunk] = []) {
        self.frames = frames
        self.sceneSHA256 = sceneSHA256
        self.motionTolerance = motionTolerance
        self.environment = environment
    }

    /// The frame indices, ascending, for a scene of `frameCount` frames (nil: unknown, which only
    /// a list can do without).
    public func indices(frameCount: Int?, path: String) throws -> [Int] {
        switch frames {
        case .list(let list):
            if let frameCount, let bad = list.first(where: { $0 >= frameCount }) {
                throw GoldenError.invalidFrameList(
                    path: path, message: "frame \(bad) is past the end: the scene has \(frameCount) frames (0…\(frameCount - 1))")
            }
            return list
        case .selection(let text):
            guard let frameCount else {
                throw GoldenError.invalidFrameList(
                    path: path, message: "the selection \"\(text)\" needs the scene's frame count, which this renderer does not report; list the frames instead"
                )
            }
            do {
                return try FrameSelection(text).indices(frameCount: frameCount)
            } catch let error as FrameSelection.ParseError {
                throw GoldenError.invalidFrameList(path: path, message: "\"frames\": " + error.reason)
            }
        }
    }

    /// The SHA-256 (hex) of `scene.json`'s bytes.
    public static func sceneHash(of folder: GoldenFolder) throws -> String {
        SHA256.hexDigest(try folder.readFile(GoldenFolder.sceneFileName, maximumBytes: 4 << 20, what: "scene"))
    }

    /// Reads `golden.json`; `recording` only changes the message when it is missing.
    public static func read(_ folder: GoldenFolder, recording: Bool = false) throws -> GoldenSpec {
        let path = folder.frameListPath
        guard folder.entry(GoldenFolder.frameListFileName) != .missing else {
            throw GoldenError.missingFrameList(folder: folder.path, recording: recording)
        }
        return try parse(bytes: try folder.readFile(GoldenFolder.frameListFileName, maximumBytes: 1 << 20, what: "frame list"), path: path)
    }

    /// Parses `golden.json`'s bytes; `path` names the file in errors.
    public static func parse(bytes: [UInt8], path: String) throws -> GoldenSpec {
        let root: JSONValue
        do {
            root = try JSONValue.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            throw GoldenError.invalidFrameList(path: path, message: "\(error)")
        }
        func fail(_ message: String) -> GoldenError { .invalidFrameList(path: path, message: message) }
        guard case .object = root else { throw fail("the top level must be an object") }
        guard let framesValue = root["frames"] else { throw fail("missing \"frames\"") }
        var spec: GoldenSpec
        switch framesValue {
        case .string(let text):
            do {
                _ = try FrameSelection(text)
            } catch let error as FrameSelection.ParseError {
                throw fail("\"frames\": " + error.reason)
            }
            spec = GoldenSpec(frames: .selection(text))
        case .array(let elements) where !elements.isEmpty:
            var indices: [Int] = []
            for (position, element) in elements.enumerated() {
                guard case .number(let value) = element, value == value.rounded(),
                    value >= 0, value <= Double(maximumFrameIndex)
                else {
                    throw fail("frames[\(position)] must be a whole number from 0 to \(maximumFrameIndex)")
                }
                let index = Int(value)
                if indices.contains(index) { throw fail("frames[\(position)]: frame \(index) is listed twice") }
                indices.append(index)
            }
            spec = GoldenSpec(frames: .list(indices.sorted()))
        default:
            throw fail("\"frames\" must be a non-empty array of frame indices or a selection such as \"::10\"")
        }
        if let hash = root["sceneSHA256"] {
            guard case .string(let text) = hash, text.count == 64, text.allSatisfy(\.isHexDigit) else {
                throw fail("\"sceneSHA256\" must be 64 hexadecimal digits")
            }
            spec.sceneSHA256 = text.lowercased()
        }
        if let tolerance = root["motionTolerance"] {
            guard case .object = tolerance else { throw fail("\"motionTolerance\" must be an object") }
            var motion = MotionTolerance.standard
            for (key, target) in [("points", \MotionTolerance.points), ("degrees", \.degrees), ("opacity", \.opacity)] {
                guard let member = tolerance[key] else { continue }
                guard case .number(let value) = member, value.isFinite, value >= 0 else {
                    throw fail("motionTolerance.\(key) must be a number ≥ 0")
                }
                motion[keyPath: target] = value
            }
            spec.motionTolerance = motion
        }
        if let environment = root["environment"] {
            guard case .object(let members) = environment else { throw fail("\"environment\" must be an object") }
            for (key, value) in members {
                guard case .string(let text) = value else { throw fail("environment.\(EchoText.clip(key, limit: 100)) must be a string") }
                spec.environment.append(PNGTextChunk(key: key, value: text))
            }
        }
        return spec
    }

    /// The file's text: members in a fixed order, one member per line; numbers with
    /// at most six decimals; ending in a newline.
    public var text: String {
        JSONWriter.write(value, style: JSONWriter.Style(layout: .expanded([""]), numbers: .decimals(6)))
    }

    var value: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        switch frames {
        case .list(let list): members.append(("frames", .array(list.map { .number(Double($0)) })))
        case .selection(let text): members.append(("frames", .string(text)))
        }
        if let sceneSHA256 { members.append(("sceneSHA256", .string(sceneSHA256))) }
        if let m = motionTolerance {
            members.append(("motionTolerance", .object([("points", .number(m.points)), ("degrees", .number(m.degrees)), ("opacity", .number(m.opacity))])))
        }
        if !environment.isEmpty {
            members.append(("environment", .object(environment.map { ($0.key, .string($0.value)) })))
        }
        return .object(members)
    }
}
