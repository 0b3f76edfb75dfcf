#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finishing outputs written by a library or a subprocess (giflib, ffmpeg) to a temporary name
/// from `FileIO.temporaryPath(for:)`, rather than from memory by `FileIO.writeAtomically`.
enum AtomicOutput {
    /// Renames the finished temporary file over `path`; on failure removes it.
    static func moveIntoPlace(_ temporary: String, _ path: String) throws {
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw ShareError("\(path): cannot rename the finished file into place (\(reason))")
        }
    }

    /// The size of the file at `path` in bytes.
    static func fileSize(_ path: String) throws -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { throw ShareError("\(path): cannot read its size (\(String(cString: strerror(errno))))") }
        return Int(info.st_size)
    }
}
