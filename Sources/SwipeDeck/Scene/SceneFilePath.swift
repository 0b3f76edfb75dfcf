import SwipeBase

/// A file a scene names — a card's `image`, `fonts.regular`, `fonts.bold` — and where it may
/// be read from.
///
/// A scene may come from a pull request, so what it names is read only from inside the scene's
/// folder, or from inside a folder the user names with `--asset-root` (`Scene.assetRoots`):
/// - a relative path that stays inside the folder is read from it through `ConfinedFile`, so a
///   symbolic link on the way that leads out of the folder is refused too;
/// - an absolute path, or one whose `..` climbs out of the folder, is read only when it lands
///   inside an asset root (compared as absolute, normalised paths), and then from inside that
///   root the same way;
/// - anything else is refused before a file is opened, naming the field and how to fix it.
enum SceneFilePath {
    /// The folder to read from and the path below it for the file `text` of a scene whose
    /// folder is `baseDirectory`. `what` names the file's role in errors ("image", "font").
    static func locate(_ text: String, baseDirectory: String, assetRoots: [String], what: String) throws -> (folder: String, relative: String) {
        let climbsOut = FilePath.normalized(text).hasPrefix("..")
        if !text.hasPrefix("/") && !climbsOut { return (baseDirectory, text) }
        let absolute = FilePath.absolute(text.hasPrefix("/") ? text : baseDirectory + "/" + text)
        for root in assetRoots {
            if let relative = FilePath.relative(absolute, inside: FilePath.absolute(root)) { return (root, relative) }
        }
        let how = text.hasPrefix("/") ? "it is an absolute path" : "'..' climbs out of it"
        throw FileError(
            path: text, action: "read the \(what)",
            reason: "it is outside the scene's folder \(FileIO.quoted(baseDirectory)): \(how)",
            fix: outsideFix(baseDirectory))
    }

    /// What to do about a file outside the scene's folder.
    static func outsideFix(_ baseDirectory: String) -> String {
        "put the file inside the scene's folder \(FileIO.quoted(baseDirectory)) and give its path relative to it, "
            + "or name the folder that holds it with --asset-root DIR (a scene cannot widen what swipesim reads)"
    }

    /// Opens the file `text` names (`locate`) and hands it to `body`.
    static func withFile<T>(
        _ text: String, baseDirectory: String, assetRoots: [String], what: String, maximumBytes: Int,
        _ body: (ConfinedFile.Opened) throws -> T
    ) throws -> T {
        let (folder, relative) = try locate(text, baseDirectory: baseDirectory, assetRoots: assetRoots, what: what)
        let fix = folder == baseDirectory ? outsideFix(baseDirectory) : nil
        return try ConfinedFile.withFile(relative, in: folder, maximumBytes: maximumBytes, what: what, outsideFix: fix, body)
    }
}
