#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks an output path before the first byte is written, so a run that cannot finish fails
/// at once and never replaces what is not ours: an output file may replace only a regular file
/// (never a FIFO, device, socket, folder or symbolic link) and its folder must exist and be
/// writable; an output folder may be an existing folder (or a link to one) or a path whose
/// existing parts are folders.
/// A refusal is a `FileError` naming the option (`flag`), the path and what to do instead.
public enum OutputPath {
    /// `flag` names the option in errors, e.g. "--contact-sheet". The file's folder must exist,
    /// or be one of `createdFolders` (output folders the same run creates, checked by
    /// `checkFolder`), so `--out out/x --contact-sheet out/x/sheet.png` works on a fresh checkout.
    public static func checkFile(_ path: String, flag: String? = nil, createdFolders: [String] = []) throws {
        try checkText(path, flag: flag)
        var info = stat()
        if lstat(path, &info) == 0 {
            let type = info.st_mode & S_IFMT
            guard type == S_IFREG else {
                throw FileError(
                    path: path, action: "write the output", reason: "it exists and is \(FileIO.describe(type)), not a regular file",
                    fix: "swipesim only replaces regular files: remove it or choose another path", flag: flag)
            }
        }
        let folder = parent(of: path)
        let created = createdFolders.contains { normalized($0) == normalized(folder) }
        guard created || FileIO.isDirectory(folder) else {
            throw FileError(
                path: path, action: "write the output", reason: "the folder \(FileIO.quoted(folder)) does not exist",
                fix: "create the folder first, or choose another path", flag: flag)
        }
        if !created && access(folder, W_OK) != 0 {
            throw FileError.system("write the output into the folder \(FileIO.quoted(folder))", path: path, flag: flag, writing: true)
        }
    }

    public static func checkFolder(_ path: String, flag: String? = nil) throws {
        try checkText(path, flag: flag)
        var current = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + component
            var info = stat()
            guard stat(current, &info) == 0 else { return }  // the rest is created
            let type = info.st_mode & S_IFMT
            guard type == S_IFDIR else {
                throw FileError(
                    path: path, action: "write the output folder", reason: "\(FileIO.quoted(current)) is \(FileIO.describe(type)), not a folder",
                    fix: "remove it or choose another path", flag: flag)
            }
        }
    }

    /// `path` without "./" components and trailing slashes, for comparing spellings of a folder.
    static func normalized(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// The folder holding `path` ("." for a bare name).
    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    private static func checkText(_ path: String, flag: String?) throws {
        guard !path.isEmpty else {
            throw FileError(path: "\"\"", action: "write the output", reason: "the path is empty", fix: "give a path", flag: flag)
        }
        guard !path.utf8.contains(0) else {
            throw FileError(
                path: path, action: "write the output", reason: "the path contains a NUL character",
                fix: "remove the NUL (\\0) from the path", flag: flag)
        }
    }
}
