import SwipeJSON
import SwipePNG

/// The layout of one golden: `Goldens/<name>/` holding
/// - `scene.json` — the scene, passed to the renderer unread;
/// - `golden.json` — `{"frames": [0, 6, 12, …]}`, the frame indices this golden checks;
/// - `frame_NNNNN.png` — the expected frame n (five digits), straight RGBA with a fingerprint.
public struct GoldenFolder: Equatable, Sendable {
    public static let sceneFileName = "scene.json"
    public static let frameListFileName = "golden.json"
    /// The most frames a golden may list (DESIGN.md's frame limit).
    public static let maximumFrameIndex = 100_000

    /// The folder path as given, without a trailing slash.
    public var path: String

    public init(path: String) {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.path = trimmed
    }

    /// The folder's last path component, e.g. `tinder-stack`.
    public var name: String {
        let parts = path.split(separator: "/")
        return parts.last.map(String.init) ?? path
    }

    public var scenePath: String { path + "/" + Self.sceneFileName }
    public var frameListPath: String { path + "/" + Self.frameListFileName }

    /// `frame_00006.png` for frame 6.
    public static func frameFileName(_ index: Int) -> String { "frame_\(Format.frameNumber(index)).png" }

    public func framePath(_ index: Int) -> String { path + "/" + Self.frameFileName(index) }

    /// Reads `golden.json`: a non-empty list of distinct whole frame indices 0…100 000, returned
    /// in ascending order.
    public func frameIndices(recording: Bool = false) throws -> [Int] {
        guard FileIO.isDirectory(path) else { throw GoldenError.notAFolder(path: path) }
        guard FileIO.fileExists(frameListPath) else {
            throw GoldenError.missingFrameList(folder: path, recording: recording)
        }
        let bytes: [UInt8]
        do {
            bytes = try FileIO.readBytes(at: frameListPath, maximumBytes: 1 << 20, what: "frame list")
        } catch {
            throw GoldenError.invalidFrameList(path: frameListPath, message: "cannot read: \(error)")
        }
        let root: JSONValue
        do {
            root = try JSONValue.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            throw GoldenError.invalidFrameList(path: frameListPath, message: "\(error)")
        }
        guard case .object = root else {
            throw GoldenError.invalidFrameList(path: frameListPath, message: "the top level must be an object")
        }
        guard let framesValue = root["frames"] else {
            throw GoldenError.invalidFrameList(path: frameListPath, message: "missing \"frames\"")
        }
        guard case .array(let elements) = framesValue, !elements.isEmpty else {
            throw GoldenError.invalidFrameList(path: frameListPath, message: "\"frames\" must be a non-empty array of frame indices")
        }
        var indices: [Int] = []
        for (position, element) in elements.enumerated() {
            guard case .number(let value) = element, value == value.rounded(),
                  value >= 0, value <= Double(Self.maximumFrameIndex) else {
                throw GoldenError.invalidFrameList(
                    path: frameListPath,
                    message: "frames[\(position)] must be a whole number from 0 to \(Self.maximumFrameIndex)")
            }
            let index = Int(value)
            if indices.contains(index) {
                throw GoldenError.invalidFrameList(path: frameListPath, message: "frames[\(position)]: frame \(index) is listed twice")
            }
            indices.append(index)
        }
        return indices.sorted()
    }

    /// Whether `path` looks like a golden folder (has a scene, a frame list or a frame PNG).
    static func looksLikeGolden(_ path: String) -> Bool {
        let folder = GoldenFolder(path: path)
        if FileIO.fileExists(folder.scenePath) || FileIO.fileExists(folder.frameListPath) { return true }
        let names = (try? FileIO.contentsOfDirectory(path)) ?? []
        return names.contains { $0.hasPrefix("frame_") && $0.hasSuffix(".png") }
    }

    /// The golden folders named by `paths`: a golden folder stands for itself; a folder of golden
    /// folders (such as `Goldens/`) stands for its golden subfolders in name order; anything else
    /// (a missing path, an empty folder) is kept so that checking it reports what is wrong.
    /// Duplicates are dropped; the order is the order given.
    public static func discover(_ paths: [String]) -> [GoldenFolder] {
        var result: [GoldenFolder] = []
        func add(_ folder: GoldenFolder) {
            if !result.contains(folder) { result.append(folder) }
        }
        for path in paths {
            let folder = GoldenFolder(path: path)
            guard FileIO.isDirectory(folder.path), !looksLikeGolden(folder.path) else {
                add(folder)
                continue
            }
            let children = ((try? FileIO.contentsOfDirectory(folder.path)) ?? [])
                .filter { !$0.hasPrefix(".") }
                .map { folder.path == "/" ? "/" + $0 : folder.path + "/" + $0 }
                .filter { FileIO.isDirectory($0) && looksLikeGolden($0) }
            if children.isEmpty {
                add(folder)
            } else {
                children.forEach { add(GoldenFolder(path: $0)) }
            }
        }
        return result
    }
}
