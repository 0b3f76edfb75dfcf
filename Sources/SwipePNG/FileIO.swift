#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and atomic writes, shared by every module that writes output.
///
/// An atomic write goes to a temporary name in the same folder and is renamed over the
/// target only when complete, so a failed run never leaves a half-written file (DESIGN.md).
public enum FileIO {
    /// Reads the whole file at `path`.
    public static func readBytes(at path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw ioError("cannot open for reading", path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ioError("cannot read", path) }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw PNGError(.io, "is a folder, not a file", source: path)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ioError("cannot read", path)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// Writes `bytes` to `path` atomically: a temporary file in the same folder, then rename.
    /// On failure the temporary file is removed and any earlier file at `path` is untouched.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw ioError("cannot create", path) }
        var written = 0
        let failure: PNGError? = bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return ioError("cannot write", path)
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
            let error = ioError("cannot write", path)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = ioError("cannot rename the finished file to", path)
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
                throw ioError("cannot create folder", current)
            }
        }
        guard isDirectory(path) else { throw PNGError(.io, "exists and is not a folder", source: path) }
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
        guard let directory = opendir(path) else { throw ioError("cannot list folder", path) }
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

    private static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(folder).\(name).tmp-\(getpid())-\(counter.next())"
    }

    private static func ioError(_ what: String, _ path: String) -> PNGError {
        PNGError(.io, "\(what) (\(String(cString: strerror(errno))))", source: path)
    }
}

/// A thread-safe increasing counter for unique temporary names.
private final class AtomicCounter: @unchecked Sendable {
    private var value = 0
    private var lock = pthread_mutex_t()
    init() { pthread_mutex_init(&lock, nil) }
    func next() -> Int {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        value += 1
        return value
    }
}
