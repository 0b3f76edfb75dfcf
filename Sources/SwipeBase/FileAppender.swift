#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a new file piece by piece through a 64 KiB buffer, for output too long to hold whole
/// (a manifest of 100 000 frames). The file must not exist; write it inside a staging folder
/// and move it into place when complete, so a reader never sees it half-written.
public final class FileAppender {
    public let path: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private static let bufferSize = 1 << 16

    public init(creating path: String) throws {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileError.system("create", path: path, writing: true) }
        buffer.reserveCapacity(Self.bufferSize)
    }

    public func append(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Writes what is buffered and closes the file.
    public func close() throws {
        try flush()
        let result = closeDescriptor(descriptor)
        descriptor = -1
        guard result == 0 else { throw FileError.system("write", path: path, writing: true) }
    }

    deinit {
        if descriptor >= 0 { _ = closeDescriptor(descriptor) }
    }

    private func flush() throws {
        var written = 0
        while written < buffer.count {
            let count = buffer.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError.system("write", path: path, writing: true)
            }
            written += count
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// `close(2)`, named apart from `FileAppender.close()`.
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
