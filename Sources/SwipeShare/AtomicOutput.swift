#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SwipeBase

/// Finishing outputs written by a library or a subprocess (giflib, ffmpeg) to a temporary name
/// from `FileIO.temporaryPath(for:)`, rather than from memory by `FileIO.writeAtomically`.
enum AtomicOutput {
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
        try FileIO.moveIntoPlace(temporary, path)
    }

    /// The size of the file at `path` in bytes.
    static func fileSize(_ path: String) throws -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileError.system("read the size of the finished file", path: path) }
        return Int(info.st_size)
    }
}
