import SwipeBase

/// Path arithmetic for golden folders and reports, without Foundation: the XCTest helper resolves
/// golden folders against the test file's folder (as swift-snapshot-testing resolves its
/// `__Snapshots__`), so a test finds its goldens from whatever folder `swift test` runs in.
public enum GoldenPath {
    /// `path` with empty and `.` components dropped and `..` applied: `/a/./b//c/../d` → `/a/b/d`.
    /// A relative path keeps leading `..` it cannot apply.
    public static func normalized(_ path: String) -> String {
        FilePath.normalized(path)
    }

    /// `path` if absolute, else `path` inside `directory`; normalised.
    public static func resolve(_ path: String, relativeTo directory: String) -> String {
        normalized(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    /// The folder holding `file` (`/p/Tests/T/A.swift` → `/p/Tests/T`).
    public static func directory(of file: String) -> String {
        let normal = normalized(file)
        guard let slash = normal.lastIndex(of: "/") else { return "." }
        return slash == normal.startIndex ? "/" : String(normal[..<slash])
    }

    /// The nearest folder at or above `directory` that holds a `Package.swift`, or nil.
    public static func packageRoot(above directory: String) -> String? {
        var current = normalized(directory)
        while true {
            if FileIO.fileExists(current + "/Package.swift") { return current }
            guard current != "/", current.hasPrefix("/") else { return nil }
            current = self.directory(of: current)
        }
    }
}
