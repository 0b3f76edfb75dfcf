#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file-system operation that failed: the path, what swipesim was doing with it, why it
/// failed and how to fix it. Every read, write, folder and output check of `FileIO`,
/// `OutputPath`, `FileAppender` and the render's final moves throws this type.
///
/// `description`: `[FLAG ]PATH: cannot ACTION: REASON; FIX`, for example
/// `--out frames: cannot write the output folder: frames/a is a FIFO (named pipe), not a folder;
/// remove it or choose another path`. The path is clipped to 200 characters with control
/// characters escaped (`EchoText.clip`), so a hostile path never floods or cuts a message.
public struct FileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The path concerned, as given, clipped for messages.
    public var path: String
    /// What was being done, as the words after "cannot": "read the scene", "create the folder".
    public var action: String
    /// Why it failed: the system's words (`strerror`) or a description of what is in the way.
    public var reason: String
    /// How to fix it, addressed to the user.
    public var fix: String
    /// The command-line option that named the path ("--out"), when one did.
    public var flag: String?
    /// The system error number, when the failure came from a system call.
    public var systemError: Int32?

    public init(path: String, action: String, reason: String, fix: String, flag: String? = nil, systemError: Int32? = nil) {
        self.path = EchoText.clip(path)
        self.action = action
        self.reason = reason
        self.fix = fix
        self.flag = flag
        self.systemError = systemError
    }

    /// The failure of a system call on `path`, from `code` (by default the current `errno`):
    /// the reason is the system's text, the fix is chosen by the error number.
    public static func system(
        _ action: String, path: String, flag: String? = nil, writing: Bool = false,
        code: Int32 = errno
    ) -> FileError {
        FileError(
            path: path, action: action, reason: String(cString: strerror(code)),
            fix: fix(forSystemError: code, writing: writing), flag: flag, systemError: code)
    }

    /// The message without the path and flag ("cannot read the scene: …; …"), for errors that
    /// name the file themselves (a scene error, a golden report line).
    public var message: String { "cannot \(action): \(reason); \(fix)" }

    public var description: String {
        (flag.map { "\($0) " } ?? "") + "\(path): \(message)"
    }

    /// What a user can do about a system error number.
    static func fix(forSystemError code: Int32, writing: Bool) -> String {
        switch code {
        case ENOENT: return writing ? "check that the folder exists" : "check the path: nothing is there"
        case EACCES, EPERM: return "check the permissions of the file and its folders"
        case ENOTDIR: return "a part of the path is a file, not a folder: check the path"
        case EISDIR: return "give the path of a file, not a folder"
        case ENOSPC, EDQUOT: return "free some disk space, or choose a folder on another disk, and run again"
        case EROFS: return "the file system is read-only: choose a folder you can write to"
        case ENAMETOOLONG: return "use a shorter path"
        case ELOOP: return "the path goes round a loop of symbolic links: check the path"
        case EMFILE, ENFILE: return "too many files are open: close other programs or raise the limit (ulimit -n)"
        case EXDEV: return "keep the output on one file system"
        case EEXIST: return "remove it or choose another path"
        case EIO: return "the disk reported an error: check the disk and run again"
        default: return writing ? "check the path and that its folder is writable" : "check the path"
        }
    }
}
