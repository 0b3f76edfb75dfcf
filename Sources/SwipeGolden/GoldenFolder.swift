import SwipeBase

/// The layout of one golden: `Goldens/<name>/` holding
/// - `scene.json` — the scene, passed to the renderer unread;
/// - `golden.json` — the frames this golden checks, and what it was recorded from (`GoldenSpec`);
/// - `motion.json` — the motion of every frame (`MotionFile`);
/// - `frame_NNNNN.png` — the expected frame n (five digits), straight RGBA with a fingerprint.
///
/// A golden folder may come from a pull request, so its files are read only from inside it
/// (`ConfinedFile`), and a golden found inside a folder given on the command line (`root`) must
/// stay inside that folder: a golden folder that is a symbolic link leading out of it is
/// refused (`GoldenError.outsideFolder`) before anything in it is read or written. The folders
/// named on the command line themselves are the user's, and are taken as they are.
public struct GoldenFolder: Equatable, Sendable {
    public static let sceneFileName = "scene.json"
    public static let frameListFileName = "golden.json"
    /// The folder path as given, normalised (`a/./b/../c/` → `a/c`).
    public var path: String
    /// The folder given on the command line that this golden was found in, or nil when the
    /// golden was given itself.
    public var root: String?

    public init(path: String, root: String? = nil) {
        self.path = GoldenPath.normalized(path)
        self.root = root.map(GoldenPath.normalized)
    }

    /// Refuses a golden found in `root` that leads out of it; never looks outside.
    public func checkInsideRoot() throws {
        guard let root, case .outside(let reason) = ConfinedFile.entry(name, in: root) else { return }
        throw GoldenError.outsideFolder(path: path, root: root, reason: reason)
    }

    /// What is at the golden's file `name` (examined from inside the folder only).
    public func entry(_ name: String) -> ConfinedFile.Entry {
        ConfinedFile.entry(name, in: path)
    }

    /// Reads the golden's file `name` from inside the folder; a failure (a link out of the
    /// folder, a special file, an oversized file) is `GoldenError.unreadableFile`.
    func readFile(_ name: String, maximumBytes: Int, what: String) throws -> [UInt8] {
        do {
            return try ConfinedFile.readBytes(
                name, in: path, maximumBytes: maximumBytes, what: what,
                outsideFix: "restore the file in the golden folder from version control; verify reads nothing outside the golden's folder")
        } catch let error as FileError {
            throw GoldenError.unreadableFile(path: path + "/" + name, message: error.message)
        }
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
        if ConfinedFile.entry(sceneFileName, in: path) != .missing || ConfinedFile.entry(frameListFileName, in: path) != .missing { return true }
        let names = (try? FileIO.contentsOfDirectory(path)) ?? []
        return names.contains { $0.hasPrefix("frame_") && $0.hasSuffix(".png") }
    }

    /// The golden folders named by `paths`: a golden folder stands for itself; a folder of golden
    /// folders (such as `Goldens/`) stands for its golden subfolders in name order; anything else
    /// (a missing path, an empty folder) is kept so that checking it reports what is wrong.
    /// An entry of a folder of goldens that leads out of it is kept too, unexamined, so that
    /// checking it refuses it. Duplicates are dropped; the order is the order given.
    public static func discover(_ paths: [String]) -> [GoldenFolder] {
        var result: [GoldenFolder] = []
        func add(_ folder: GoldenFolder) {
            if !result.contains(where: { $0.path == folder.path }) { result.append(folder) }
        }
        for path in paths {
            let folder = GoldenFolder(path: path)
            guard FileIO.isDirectory(folder.path), !looksLikeGolden(folder.path) else {
                add(folder)
                continue
            }
            let children = ((try? FileIO.contentsOfDirectory(folder.path)) ?? [])
                .filter { !$0.hasPrefix(".") }
                .filter { name in
                    switch ConfinedFile.entry(name, in: folder.path) {
                    case .outside: return true
                    case .folder: return looksLikeGolden(folder.path == "/" ? "/" + name : folder.path + "/" + name)
                    default: return false
                    }
                }
            if children.isEmpty {
                add(folder)
            } else {
                children.forEach { add(GoldenFolder(path: folder.path == "/" ? "/" + $0 : folder.path + "/" + $0, root: folder.path)) }
            }
        }
        return result
    }
}
