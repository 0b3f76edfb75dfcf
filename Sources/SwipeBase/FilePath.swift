#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Path arithmetic on text, without touching the file system (no symbolic link is followed):
/// the one place paths are normalised and made absolute.
public enum FilePath {
    /// `path` with empty and `.` components dropped and `..` applied: `/a/./b//c/../d` → `/a/b/d`.
    /// A relative path keeps leading `..` it cannot apply; `/..` is `/`.
    public static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(component)
                }
            default: parts.append(component)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` made absolute against the current directory, then normalised.
    public static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return normalized(path) }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return normalized(path) }
        let current = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return normalized(current + "/" + path)
    }

    /// The part of `path` below `folder` (both normalised the same way), or nil when `path` is
    /// not inside it: `inside("/a/b/c.png", folder: "/a")` is `b/c.png`.
    public static func relative(_ path: String, inside folder: String) -> String? {
        let path = normalized(path), folder = normalized(folder)
        if folder == "/" { return path.hasPrefix("/") ? String(path.dropFirst()) : nil }
        guard path.hasPrefix(folder + "/") else { return nil }
        return String(path.dropFirst(folder.count + 1))
    }
}
