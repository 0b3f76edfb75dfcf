#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-file reads and atomic writes, shared by every module that writes output.
///
/// An atomic write goes to a temporary name in the same folder and is renamed over the
/// target only when complete, so a failed run never leaves a half-written file (docs/limits.md, "Outputs").
/// Every failure is a `FileError` naming the path, what was being done and how to fix it.
public enum FileIO {
    /// Reads the whole regular file at `path`, refusing anything else before reading a byte:
    /// a folder, a FIFO (opened non-blocking, so a pipe with no writer never hangs), a device
    /// such as `/dev/zero`, or a file over `maximumBytes` (checked on the size and again while
    /// reading, so a growing file cannot run past it either). Symlinks to regular files are
    /// followed: for a file named by something untrusted (a scene, a golden), use
    /// `ConfinedFile`, which keeps reads inside a folder. `what` names the file's role in errors
    /// ("scene", "image", …).
    public static func readBytes(at path: String, maximumBytes: Int, what: String = "file") throws -> [UInt8] {
        let (descriptor, size) = try openRegularFile(path, maximumBytes: maximumBytes, what: what)
        defer { close(descriptor) }
        return try readAll(descriptor, size: size, path: path, maximumBytes: maximumBytes, what: what)
    }

    /// Reads an open descriptor to its end, at most `maximumBytes` (checked while reading, so a
    /// growing file cannot run past it). `size` is the expected size, `path` names it in errors.
    static func readAll(_ descriptor: Int32, size: Int, path: String, maximumBytes: Int, what: String) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError.system("read the \(what)", path: path)
            }
            if count == 0 { break }
            guard bytes.count + count <= maximumBytes else {
                throw FileError(
                    path: path, action: "read the \(what)", reason: "it grew past the limit of \(maximumBytes) bytes while being read",
                    fix: "give a file of at most \(maximumBytes) bytes that nothing is writing to")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// Checks, without reading it, that `path` names a regular file of at most `maximumBytes`
    /// (for files another library opens itself, such as fonts given to FreeType).
    public static func checkReadableFile(at path: String, maximumBytes: Int, what: String = "file") throws {
        close(try openRegularFile(path, maximumBytes: maximumBytes, what: what).descriptor)
    }

    /// Opens `path` read-only and non-blocking and checks it is a regular file within the limit.
    private static func openRegularFile(_ path: String, maximumBytes: Int, what: String) throws -> (descriptor: Int32, size: Int) {
        if path.utf8.contains(0) {
            throw FileError(path: path, action: "read the \(what)", reason: "the path contains a NUL character", fix: "remove the NUL (\\0) from the path")
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError.system("open the \(what) for reading", path: path) }
        do {
            return (descriptor, try checkRegularFile(descriptor, path: path, maximumBytes: maximumBytes, what: what).size)
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// Checks that an open descriptor is a regular file of at most `maximumBytes`; returns its
    /// size and identity. `path` names it in errors.
    static func checkRegularFile(_ descriptor: Int32, path: String, maximumBytes: Int, what: String) throws -> (size: Int, identity: FileIdentity) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError.system("read the \(what)", path: path) }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            throw FileError(
                path: path, action: "read the \(what)", reason: "it is \(describe(type)), not a regular file",
                fix: "give the path of a regular file (swipesim reads no FIFOs, devices or folders)")
        }
        guard Int(info.st_size) <= maximumBytes else {
            throw FileError(
                path: path, action: "read the \(what)", reason: "it is \(Int(info.st_size)) bytes; the limit is \(maximumBytes) bytes",
                fix: "use a smaller file (docs/limits.md)")
        }
        return (Int(info.st_size), FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }

    /// The identity of the file at `path` (device and inode, symlinks followed), the same
    /// for every spelling of the path; nil when it does not exist.
    public static func identity(of path: String) -> FileIdentity? {
        var info = stat()
        guard !path.utf8.contains(0), stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// "a folder", "a FIFO", … for error messages.
    static func describe(_ type: mode_t) -> String {
        switch type {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "a special file"
        }
    }

    /// A path for an error message: at most 200 characters, NUL and other control characters
    /// shown as escapes (`\0`), so hostile input never floods or cuts a message.
    public static func quoted(_ text: String) -> String {
        EchoText.clip(text)
    }

    /// Writes `bytes` to `path` atomically: a temporary file in the same folder, then rename.
    /// On failure the temporary file is removed and any earlier file at `path` is untouched.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        try OutputPath.checkFile(path)
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw FileError.system("create a temporary file beside", path: path, writing: true) }
        var written = 0
        let failure: FileError? = bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return FileError.system("write", path: path, writing: true)
                }
                written += count
            }
            return nil
        }
        let closed = close(descriptor)
        if let failure {
            unlink(temporary)
            throw failure
        }
        if closed != 0 {
            let error = FileError.system("write", path: path, writing: true)
            unlink(temporary)
            throw error
        }
        try moveIntoPlace(temporary, path)
    }

    /// Renames the finished file `temporary` (in the same folder) over `path`; on failure
    /// removes it and throws.
    public static func moveIntoPlace(_ temporary: String, _ path: String) throws {
        guard rename(temporary, path) == 0 else {
            let error = FileError.system("move the finished file into place at", path: path, writing: true)
            unlink(temporary)
            throw error
        }
    }

    /// Writes UTF-8 text atomically.
    public static func writeAtomically(_ text: String, to path: String) throws {
        try writeAtomically(Array(text.utf8), to: path)
    }

    /// Creates `path` and its missing parents, like `mkdir -p`.
    public static func createDirectory(_ path: String) throws {
        var current = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw FileError.system("create the folder", path: current, writing: true)
            }
        }
        guard isDirectory(path) else {
            throw FileError(
                path: path, action: "create the folder", reason: "something that is not a folder is in the way",
                fix: "remove it or choose another path")
        }
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    public static func fileExists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Names in a folder, sorted (never in the file system's order).
    public static func contentsOfDirectory(_ path: String) throws -> [String] {
        guard let directory = opendir(path) else { throw FileError.system("list the folder", path: path) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    public static func removeFile(_ path: String) {
        unlink(path)
    }

    private static let counter = AtomicCounter()

    /// A fresh temporary name beside `path`, `.NAME.tmp-PID-N` in the same folder so the final
    /// rename stays on one file system (`StagingFolder` removes those a killed run left). For
    /// outputs written by a library or a subprocess rather than by `writeAtomically`; a tool that
    /// picks its format by extension may get one appended (`.NAME.tmp-PID-N.mp4`).
    public static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(folder).\(name).tmp-\(getpid())-\(counter.next())"
    }
}

/// A file's identity: the same file whatever path spelling reaches it.
public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
}

/// A thread-safe increasing counter for unique temporary names.
private final class AtomicCounter: @unchecked Sendable {
    private var value = 0
    private let lock = Lock()
    func next() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
