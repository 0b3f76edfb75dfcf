#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwipePNG

/// Temporary names beside a destination, for outputs written by a library or a subprocess
/// (giflib, ffmpeg) rather than from memory by `FileIO.writeAtomically`.
enum AtomicOutput {
    private static let counter = Counter()

    /// `.NAME.tmp-PID-N` in the destination's folder, so the final rename stays on one file system.
    /// `suffix` keeps an extension for tools that choose a format by it.
    static func temporaryPath(for path: String, suffix: String = "") -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(folder).\(name).tmp-\(getpid())-\(counter.next())\(suffix)"
    }

    /// Renames the finished temporary file over `path`; on failure removes it. `path` is
    /// checked again first (`OutputPath`), so what appeared there meanwhile and is not a
    /// regular file (a FIFO, a device, a symlink) is never replaced.
    static func moveIntoPlace(_ temporary: String, _ path: String) throws {
        do {
            try OutputPath.checkFile(path)
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = FileError.system("move the finished file into place at", path: path, writing: true)
            unlink(temporary)
            throw error
        }
    }

    /// The size of the file at `path` in bytes.
    static func fileSize(_ path: String) throws -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileError.system("read the size of the finished file", path: path) }
        return Int(info.st_size)
    }

    private final class Counter: @unchecked Sendable {
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
}

/// Removes a file if it exists.
func unlinkQuietly(_ path: String) { unlink(path) }
