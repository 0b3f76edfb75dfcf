import SwipeBase

/// Everything that stops a golden from being checked. Each is an input problem (exit code 2 in
/// the CLI), as opposed to a mismatch, which is a result; the description says what is wrong,
/// where, and how to fix it.
public enum GoldenError: Error, CustomStringConvertible, Equatable {
    /// A tolerance value out of range.
    case invalidTolerance(String)
    /// The path given as a golden folder does not exist or is not a folder.
    case notAFolder(path: String)
    /// The golden folder has no `scene.json`.
    case missingScene(folder: String)
    /// The golden folder has no `golden.json`; `recording` says whether a record mode asked for it.
    case missingFrameList(folder: String, recording: Bool)
    /// `golden.json` is not valid.
    case invalidFrameList(path: String, message: String)
    /// A golden's `motion.json` that exists but is not valid.
    case invalidMotion(path: String, message: String)
    /// A golden PNG that exists but cannot be read.
    case unreadableGolden(path: String, message: String)
    /// The renderer failed or returned something other than the frames asked for.
    case renderingFailed(scene: String, message: String)
    /// A file of the golden or of a report could not be written.
    case writeFailed(path: String, message: String)
    /// A golden found in a folder given on the command line leads out of that folder (a
    /// symbolic link): it is neither read nor written.
    case outsideFolder(path: String, root: String, reason: String)
    /// A file of the golden that could not be read: a link out of the golden's folder, a special
    /// file, a file over its size limit, a system error.
    case unreadableFile(path: String, message: String)
    /// A `--shard` value that is not K/N with 1 ≤ K ≤ N.
    case invalidShard(String)
    /// A record mode name that is not all, missing, failed or never.
    case invalidRecordMode(value: String, source: String)

    /// Paths and messages are clipped and their control characters escaped (`EchoText`): a
    /// golden folder's name comes from a pull request.
    public var description: String {
        switch self {
        case .outsideFolder(let path, let root, let reason):
            return "\(EchoText.clip(path)): golden folder is outside \(EchoText.clip(root)), the folder given (\(reason)); "
                + "verify neither reads nor writes it: make it a folder inside \(EchoText.clip(root)), or name the folder it leads to on the command line"
        case .unreadableFile(let path, let message):
            return "\(EchoText.clip(path)): \(message)"
        case .invalidTolerance(let message):
            return message
        case .notAFolder(let path):
            return "\(EchoText.clip(path)): no such golden folder; a golden folder holds scene.json, golden.json and frame_NNNNN.png files"
        case .missingScene(let folder):
            return
                "\(EchoText.clip(folder)): golden folder has no scene.json; add the scene to render (e.g. swipesim scene --preset NAME > \(EchoText.clip(folder))/scene.json)"
        case .missingFrameList(let folder, let recording):
            let fix = "create \(EchoText.clip(folder))/golden.json listing the frame indices to check, e.g. {\"frames\": [0, 6, 12]}"
            return recording
                ? "\(EchoText.clip(folder)): cannot record: golden.json is missing, so the frames to record are unknown; \(fix)"
                : "\(EchoText.clip(folder)): golden folder has no golden.json; \(fix)"
        case .invalidFrameList(let path, let message):
            return "\(EchoText.clip(path)): \(message); golden.json must look like {\"frames\": [0, 6, 12]}"
        case .invalidMotion(let path, let message):
            return "\(EchoText.clip(path)): invalid motion file: \(message); restore it from version control or re-record it with --record failed"
        case .unreadableGolden(let path, let message):
            return "\(EchoText.clip(path)): cannot read golden frame: \(message); restore it from version control or re-record it with --record failed"
        case .renderingFailed(let scene, let message):
            return "\(EchoText.clip(scene)): rendering failed: \(message)"
        case .writeFailed(let path, let message):
            return "\(EchoText.clip(path)): cannot write: \(message)"
        case .invalidShard(let text):
            return "--shard must be K/N with 1 ≤ K ≤ N (e.g. 2/4); got '\(EchoText.clip(text))'"
        case .invalidRecordMode(let value, let source):
            return "\(source) must be one of all, missing, failed, never; got '\(EchoText.clip(value))'"
        }
    }
}
