#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with posix_spawn whose standard input we write, with its standard
/// error captured to a file for the error message. (SwipeShare does not use Foundation.)
final class Subprocess {
    let executable: String
    private var process: pid_t = 0
    private var input: Int32 = -1
    private let logPath: String

    /// The executable named `name` in the colon-separated `searchPath`, or nil.
    static func find(_ name: String, searchPath: String?) -> String? {
        for folder in (searchPath ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = folder + "/" + name
            var info = stat()
            if stat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// Starts `executable` with `arguments`; its standard output goes to /dev/null and its
    /// standard error to `logPath`.
    init(executable: String, arguments: [String], logPath: String) throws {
        self.executable = executable
        self.logPath = logPath
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw ShareError("cannot create a pipe to \(executable) (\(String(cString: strerror(errno))))") }
        // Our end must not leak into the child, or the child never sees end of input.
        _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, logPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, argv, environ)
        close(pipeEnds[0])
        guard status == 0 else {
            close(pipeEnds[1])
            throw ShareError("cannot start \(executable) (\(String(cString: strerror(status))))")
        }
        process = child
        input = pipeEnds[1]
        // A child that exits early must not kill us with SIGPIPE; writes then fail with EPIPE.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes all of `bytes` to the child's standard input.
    func send(_ bytes: UnsafeRawBufferPointer) throws {
        var written = 0
        while written < bytes.count {
            let count = write(input, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                throw ShareError("\(executable) stopped reading frames: \(finish().message)")
            }
            written += count
        }
    }

    /// Closes standard input and waits; returns the exit status and the child's last error lines.
    @discardableResult
    func finish() -> (succeeded: Bool, message: String) {
        if input >= 0 {
            close(input)
            input = -1
        }
        guard process > 0 else { return (false, "it was already finished") }
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0 && errno == EINTR {}
        process = 0
        let log = (try? readLog()) ?? ""
        unlink(logPath)
        let exited = (status & 0x7F) == 0
        let code = (status >> 8) & 0xFF
        let succeeded = exited && code == 0
        let reason = exited ? "exit status \(code)" : "signal \(status & 0x7F)"
        let lastLines = log.split(separator: "\n").suffix(3).joined(separator: " | ")
        return (succeeded, lastLines.isEmpty ? reason : "\(reason): \(lastLines)")
    }

    /// Stops the child (cancelled encode) and reaps it.
    func terminate() {
        if process > 0 { kill(process, SIGTERM) }
        finish()
    }

    deinit { if process > 0 { terminate() } }

    private func readLog() throws -> String {
        let descriptor = open(logPath, O_RDONLY)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 1 << 16 {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
