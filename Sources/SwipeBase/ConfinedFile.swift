#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads that stay inside a folder whose contents are not trusted: a scene's folder, a golden
/// folder from a pull request.
///
/// The path is walked one component at a time from a descriptor of the folder, never by the
/// kernel's own path lookup: each component is examined with `fstatat(AT_SYMLINK_NOFOLLOW)`
/// and opened with `openat(O_NOFOLLOW)` from the folder above it, `..` may not climb above the
/// folder, and a symbolic link is followed only by reading its text and walking that text the
/// same way, so a link to an absolute path, or one that climbs out, is refused before anything
/// outside is opened, examined or even looked up. Nothing outside the folder is touched, so an
/// error cannot tell what is there (a secret's first byte, or whether `/root/.ssh/id_rsa`
/// exists): every refusal reads the same. The file read is the file opened (open, then check
/// the open descriptor), so swapping a component for a link in between makes the open fail
/// (`O_NOFOLLOW`) rather than read something else. The folder itself is opened as named: it
/// is the caller's (a path given on the command line), not the untrusted content's.
public enum ConfinedFile {
    /// What is at a path inside a folder.
    public enum Entry: Equatable, Sendable {
        /// Nothing is there (the path stays inside the folder).
        case missing
        /// The path leaves the folder; the reason says how (never what is outside).
        case outside(reason: String)
        case folder
        case regularFile
        /// A FIFO, device, socket…: its description ("a FIFO (named pipe)").
        case special(String)
        /// The path could not be examined (permissions, a file where a folder was expected).
        case unreadable
    }

    /// The most symbolic links one path may pass through (Linux's own limit for a lookup).
    public static let maximumLinks = 40

    /// What is at `relative` inside `folder`, following symbolic links that stay inside.
    public static func entry(_ relative: String, in folder: String) -> Entry {
        let located: Located
        do {
            located = try locate(relative, in: folder)
        } catch Failure.outside(let reason) {
            return .outside(reason: reason)
        } catch Failure.system(let code) {
            return code == ENOENT ? .missing : .unreadable
        } catch {
            return .unreadable
        }
        defer { close(located.directory) }
        guard let info = located.info else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .regularFile
        case let type: return .special(FileIO.describe(type))
        }
    }

    /// Reads the regular file at `relative` inside `folder` (at most `maximumBytes`). `what`
    /// names the file's role in errors; `outsideFix` replaces the advice given when the path
    /// leaves the folder.
    public static func readBytes(
        _ relative: String, in folder: String, maximumBytes: Int, what: String, outsideFix: String? = nil
    ) throws -> [UInt8] {
        try withFile(relative, in: folder, maximumBytes: maximumBytes, what: what, outsideFix: outsideFix) { try $0.readBytes() }
    }

    /// Reads the regular file at `path` from inside the folder that holds it: its last component
    /// may not be a symbolic link that leads out of that folder (a golden's `golden.json`).
    public static func readBytes(atPath path: String, maximumBytes: Int, what: String, outsideFix: String? = nil) throws -> [UInt8] {
        let (folder, name) = split(path)
        return try readBytes(name, in: folder, maximumBytes: maximumBytes, what: what, outsideFix: outsideFix)
    }

    /// What is at `path`, examined from inside the folder that holds it (`entry(_:in:)`).
    public static func entry(atPath path: String) -> Entry {
        let (folder, name) = split(path)
        return entry(name, in: folder)
    }

    /// The folder holding `path` and its last component.
    static func split(_ path: String) -> (folder: String, name: String) {
        (OutputPath.parent(of: path), path.split(separator: "/").last.map(String.init) ?? path)
    }

    /// Opens the regular file at `relative` inside `folder` and hands it to `body`, closed after.
    public static func withFile<T>(
        _ relative: String, in folder: String, maximumBytes: Int, what: String, outsideFix: String? = nil,
        _ body: (Opened) throws -> T
    ) throws -> T {
        let shown = displayPath(relative, in: folder)
        if relative.utf8.contains(0) || folder.utf8.contains(0) {
            throw FileError(
                path: shown, action: "read the \(what)", reason: "the path contains a NUL character",
                fix: "remove the NUL (\\0) from the path")
        }
        let located: Located
        do {
            located = try locate(relative, in: folder)
        } catch Failure.outside(let reason) {
            throw FileError(
                path: shown, action: "read the \(what)",
                reason: "it is outside the folder \(FileIO.quoted(folder)): \(reason)",
                fix: outsideFix ?? "keep the file inside \(FileIO.quoted(folder)), as a file or a relative link; swipesim reads nothing outside it")
        } catch Failure.system(let code) {
            throw FileError.system("open the \(what) for reading", path: shown, code: code)
        } catch {
            throw FileError.system("open the \(what) for reading", path: shown)
        }
        defer { close(located.directory) }
        guard let name = located.name, located.info != nil else {
            if located.name == nil {
                throw FileError(
                    path: shown, action: "read the \(what)", reason: "it is a folder, not a regular file",
                    fix: "give the path of a regular file (swipesim reads no FIFOs, devices or folders)")
            }
            throw FileError.system("open the \(what) for reading", path: shown, code: ENOENT)
        }
        let descriptor = openat(located.directory, name, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError.system("open the \(what) for reading", path: shown) }
        defer { close(descriptor) }
        let (size, identity) = try FileIO.checkRegularFile(descriptor, path: shown, maximumBytes: maximumBytes, what: what)
        let physical = (folder.hasSuffix("/") ? folder : folder + "/") + located.physical.joined(separator: "/")
        return try body(
            Opened(
                descriptor: descriptor, size: size, maximumBytes: maximumBytes, what: what,
                shownPath: shown, identity: identity, physicalPath: physical))
    }

    /// A regular file opened inside its folder, within its size limit.
    public struct Opened {
        let descriptor: Int32
        let size: Int
        let maximumBytes: Int
        let what: String
        let shownPath: String
        /// The file's device and inode: the same for every spelling and link that reaches it.
        public let identity: FileIdentity
        /// The folder as given, then the path below it with every symbolic link resolved (all of
        /// them inside the folder), for libraries that open the file by path themselves.
        public let physicalPath: String

        /// The whole file.
        public func readBytes() throws -> [UInt8] {
            try FileIO.readAll(descriptor, size: size, path: shownPath, maximumBytes: maximumBytes, what: what)
        }
    }

    /// `folder/relative` as shown in messages.
    static func displayPath(_ relative: String, in folder: String) -> String {
        folder == "." || folder.isEmpty ? relative : (folder.hasSuffix("/") ? folder : folder + "/") + relative
    }

    enum Failure: Error {
        case outside(String)
        case system(Int32)
    }

    /// Where a walk ended: the open folder holding the last component and its name (nil when
    /// the path is the folder itself), the components below the folder with links resolved,
    /// and the last component's status (nil when nothing is there).
    struct Located {
        var directory: Int32
        var name: String?
        var physical: [String]
        var info: stat?
    }

    static func locate(_ relative: String, in folder: String) throws -> Located {
        if relative.hasPrefix("/") { throw Failure.outside("it is an absolute path") }
        let root = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else { throw Failure.system(errno) }
        var stack: [Int32] = [root]
        var physical: [String] = []
        var pending: [String] = relative.split(separator: "/").map(String.init).reversed()
        var links = 0
        func closeAll() { stack.forEach { close($0) } }
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                guard stack.count > 1 else {
                    closeAll()
                    throw Failure.outside(links == 0 ? "'..' climbs out of it" : "a symbolic link in the path climbs out of it")
                }
                close(stack.removeLast())
                physical.removeLast()
                continue
            }
            var info = stat()
            guard fstatat(stack[stack.count - 1], component, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                let code = errno
                if code == ENOENT && pending.isEmpty {
                    let top = stack.removeLast()
                    closeAll()
                    return Located(directory: top, name: component, physical: physical + [component], info: nil)
                }
                closeAll()
                throw Failure.system(code)
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                links += 1
                guard links <= maximumLinks else {
                    closeAll()
                    throw Failure.system(ELOOP)
                }
                guard let target = readLink(in: stack[stack.count - 1], component) else {
                    let code = errno
                    closeAll()
                    throw Failure.system(code)
                }
                if target.hasPrefix("/") {
                    closeAll()
                    throw Failure.outside("a symbolic link in the path leads to an absolute path")
                }
                pending += target.split(separator: "/").map(String.init).reversed()
            case _ where pending.isEmpty:
                let top = stack.removeLast()
                closeAll()
                return Located(directory: top, name: component, physical: physical + [component], info: info)
            case S_IFDIR:
                let next = openat(stack[stack.count - 1], component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard next >= 0 else {
                    let code = errno
                    closeAll()
                    throw Failure.system(code)
                }
                stack.append(next)
                physical.append(component)
            default:
                closeAll()
                throw Failure.system(ENOTDIR)
            }
        }
        // The path names the folder itself, or a folder below it.
        let top = stack.removeLast()
        closeAll()
        var info = stat()
        fstat(top, &info)
        return Located(directory: top, name: nil, physical: physical, info: info)
    }

    /// The text of the symbolic link `name` in the open folder `directory`.
    static func readLink(in directory: Int32, _ name: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBytes { readlinkat(directory, name, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count) }
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count], as: UTF8.self)
    }
}
