import SwipeJSON
import SwipePNG

/// The layout of one golden: `Goldens/<name>/` holding
/// - `scene.json` — the scene, passed to the renderer unread;
/// - `golden.json` — the frames this golden checks, and what it was recorded from (`GoldenSpec`);
/// - `motion.json` — the motion of every frame (`MotionFile`);
/// - `frame_NNNNN.png` — the expected frame n (five digits), straight RGBA with a fingerprint.
public struct GoldenFolder: Equatable, Sendable {
    public static let sceneFileName = "scene.json"
    public static let frameListFileName = "golden.json"
    /// The folder path as given, normalised (`a/./b/../c/` → `a/c`).
    public var path: String

    public init(path: String) {
        self.path = GoldenPath.normalized(path)
    }

    /// The folder's last path component, e.g. `tinder-stack`.
    public var name: String {
        let parts = path.split(separator: "/")
        return parts.last.map(String.init) ?? path
    }

    public var scenePath: String { path + "/" + Self.sceneFileName }
    public var frameListPath: String { path + "/" + Self.frameListFileName }
    public var motionPath: String { path + "/" + MotionFile.fileName }

    /// The expected frame `index`: `<path>/frame_00006.png` for frame 6 (`FrameFileName`).
    public func framePath(_ index: Int) -> String { path + "/" + FrameFileName.name(index) }

    /// The names of the `frame_NNNNN.png` files in the folder, in name order.
    public func framePNGNames() -> [String] {
        ((try? FileIO.contentsOfDirectory(path)) ?? [])
            .filter { $0.hasPrefix("frame_") && $0.hasSuffix(".png") && !$0.hasPrefix(".") }
            .sorted()
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
