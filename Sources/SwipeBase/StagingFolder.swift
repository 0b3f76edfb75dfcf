#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The hidden folder `.swipesim-staging-<pid>` a run writes its files into before moving them
/// into place, and the guarantees that none outlives its run:
/// - a staging folder is removed when the run ends, succeeds or fails;
/// - on SIGINT, SIGTERM or SIGHUP (after `installSignalCleanup()`), every live staging folder
///   is removed before the process dies of the signal;
/// - a run first removes the staging folders and temporary files (`.NAME.tmp-<pid>-N`) that a
///   killed run (SIGKILL, power loss) left in its output folder, when their pid is not alive
///   (no such process, or a zombie: ended but not yet reaped by its parent).
public final class StagingFolder: @unchecked Sendable {
    public static let prefix = ".swipesim-staging-"
    public let path: String

    /// Creates the staging folder inside `folder` (which must exist), after sweeping stale ones.
    public init(in folder: String) throws {
        Self.removeStale(in: folder)
        path = (folder.hasSuffix("/") ? folder : folder + "/") + Self.prefix + "\(getpid())"
        if FileIO.isDirectory(path) { Self.removeTree(path) }
        try FileIO.createDirectory(path)
        Self.registry.add(path)
    }

    /// Removes the folder and everything in it.
    public func remove() {
        Self.registry.remove(path)
        Self.removeTree(path)
    }

    deinit { remove() }

    /// Removes leftovers of dead runs in `folder`: staging folders and atomic-write temporaries
    /// whose pid is not a live process. Never touches anything else.
    public static func removeStale(in folder: String) {
        for name in (try? FileIO.contentsOfDirectory(folder)) ?? [] {
            guard let pid = ownerPid(ofLeftover: name), pid != getpid(), !isAlive(pid) else { continue }
            let path = folder + "/" + name
            if name.hasPrefix(prefix) { removeTree(path) } else { FileIO.removeFile(path) }
        }
    }

    /// The pid in `.swipesim-staging-<pid>` or `.NAME.tmp-<pid>-<n>` (optionally followed by an
    /// extension, `.NAME.tmp-<pid>-<n>.mp4`), nil for any other name.
    static func ownerPid(ofLeftover name: String) -> Int32? {
        if name.hasPrefix(prefix) { return Int32(name.dropFirst(prefix.count)) }
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard name.hasPrefix("."), parts.count >= 3, parts[parts.count - 3].hasSuffix(".tmp"),
            let counter = parts[parts.count - 1].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first,
            Int(counter) != nil
        else { return nil }
        return Int32(parts[parts.count - 2])
    }

    /// Whether `pid` is a running process. `kill(pid, 0)` succeeds for a zombie too (a process
    /// that has ended, killed or not, but whose parent has not yet collected its status with
    /// `wait`), and a zombie never writes again, so on Linux the process state is read from
    /// `/proc/<pid>/stat`: the field after the command name's closing parenthesis is the state,
    /// `Z` for a zombie and `X` for a dead process (proc(5), "/proc/pid/stat", field 3).
    static func isAlive(_ pid: Int32) -> Bool {
        guard pid > 0, kill(pid, 0) == 0 || errno == EPERM else { return false }
        #if os(Linux)
            guard let bytes = try? FileIO.readBytes(at: "/proc/\(pid)/stat", maximumBytes: 4096, what: "process status"),
                let close = bytes.lastIndex(of: UInt8(ascii: ")")), close + 2 < bytes.count
            else { return true }
            let state = bytes[close + 2]
            return state != UInt8(ascii: "Z") && state != UInt8(ascii: "X")
        #else
            return true
        #endif
    }

    /// Removes the files in `path` (staging holds no sub-folders), then the folder.
    static func removeTree(_ path: String) {
        for name in (try? FileIO.contentsOfDirectory(path)) ?? [] {
            FileIO.removeFile(path + "/" + name)
        }
        rmdir(path)
    }

    // MARK: Signals

    static let registry = Registry()

    /// Makes SIGINT, SIGTERM and SIGHUP remove every live staging folder before the process
    /// ends with that signal. Call once, first thing in `main`, before any thread starts: the
    /// signals are blocked in every thread and received by one watcher thread with `sigwait`,
    /// so the clean-up runs as ordinary code, not in a signal handler.
    public static func installSignalCleanup() {
        var signals = cleanupSignals
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        var thread = pthread_t()
        pthread_create(
            &thread, nil,
            { _ in
                var signals = StagingFolder.cleanupSignals
                var received: Int32 = 0
                sigwait(&signals, &received)
                StagingFolder.registry.removeAll()
                // Die of the signal itself, so the parent sees how the run ended.
                signal(received, SIG_DFL)
                pthread_sigmask(SIG_UNBLOCK, &signals, nil)
                raise(received)
                _exit(128 + received)
            }, nil)
    }

    static var cleanupSignals: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, signal) }
        return set
    }

    /// The live staging folders, lock-protected.
    final class Registry: @unchecked Sendable {
        private var paths: [String] = []
        private let lock = Lock()

        func add(_ path: String) { locked { paths.append(path) } }
        func remove(_ path: String) { locked { paths.removeAll { $0 == path } } }
        func removeAll() {
            locked {
                for path in paths { StagingFolder.removeTree(path) }
                paths.removeAll()
            }
        }

        private func locked(_ body: () -> Void) { lock.withLock(body) }
    }
}
