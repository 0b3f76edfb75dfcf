import SwipeBase
import SwipeJSON

/// The image and colour sets of an Xcode asset catalog (an `.xcassets` folder) by asset name,
/// without their contents (Apple, "Asset Catalog Format Reference": each `NAME.imageset` /
/// `NAME.colorset` folder holds a `Contents.json`; a plain folder groups sets, and one whose
/// `Contents.json` sets `properties.provides-namespace` puts its name and a slash before the
/// names inside it). SwipeUI reads the sets it finds here; the `XcodeAppTarget` plugin names
/// Swift symbols after them.
///
/// Folders are read in sorted order, never the file system's; the first set of a name wins.
/// Bounded: `maximumSets` sets, `maximumDepth` folder levels, `maximumContentsBytes` a file.
public struct AssetCatalogIndex: Sendable {
    /// One set: its asset name (with namespaces) and its folder.
    public struct AssetSet: Sendable, Equatable {
        public let name: String
        public let folder: String
    }

    public let path: String
    /// The image sets, sorted by name.
    public let imageSets: [AssetSet]
    /// The colour sets, sorted by name.
    public let colorSets: [AssetSet]

    /// Most image and colour sets one catalog may hold.
    public static let maximumSets = 20_000
    /// Most folder levels below the catalog that are read.
    public static let maximumDepth = 16
    /// Largest `Contents.json` read (1 MiB; Xcode writes a few hundred bytes).
    public static let maximumContentsBytes = 1 << 20

    /// Reads the folders of the catalog at `path`. Throws `AssetCatalogError` when it is not a
    /// folder, holds more than `maximumSets` sets, or a folder cannot be listed.
    public init(contentsOf path: String) throws {
        guard FileIO.isDirectory(path) else { throw AssetCatalogError("\(FileIO.quoted(path)) is not a folder; give the path of an .xcassets folder") }
        self.path = path
        var images: [String: String] = [:], colors: [String: String] = [:]
        var count = 0
        func walk(_ folder: String, namespace: String, depth: Int) throws {
            guard depth <= Self.maximumDepth else { return }
            for name in try FileIO.contentsOfDirectory(folder) where !name.hasPrefix(".") {
                let child = folder + "/" + name
                guard FileIO.isDirectory(child) else { continue }
                if name.hasSuffix(".imageset") || name.hasSuffix(".colorset") {
                    count += 1
                    guard count <= Self.maximumSets else {
                        throw AssetCatalogError("\(FileIO.quoted(path)) holds more than \(Self.maximumSets) image and colour sets")
                    }
                    let asset = namespace + String(name.dropLast(9))
                    if name.hasSuffix(".imageset") {
                        if images[asset] == nil { images[asset] = child }
                    } else if colors[asset] == nil {
                        colors[asset] = child
                    }
                } else if !Self.isSetFolder(name) {
                    // A group; with `provides-namespace` it prefixes the names inside it.
                    let namespaced = (try? Self.contents(of: child))?["properties"]?["provides-namespace"] == .bool(true)
                    try walk(child, namespace: namespaced ? namespace + name + "/" : namespace, depth: depth + 1)
                }
            }
        }
        try walk(path, namespace: "", depth: 0)
        imageSets = images.keys.sorted().map { AssetSet(name: $0, folder: images[$0]!) }
        colorSets = colors.keys.sorted().map { AssetSet(name: $0, folder: colors[$0]!) }
    }

    /// Set folders that are not image or colour sets (app icons, data, symbols, sprite atlases…).
    static func isSetFolder(_ name: String) -> Bool {
        ["appiconset", "dataset", "symbolset", "spriteatlas", "launchimage", "imagestack", "brandassets", "arimageset", "complicationset", "iconset"]
            .contains { name.hasSuffix("." + $0) }
    }

    /// A folder's `Contents.json`, parsed; an empty object when it has none.
    public static func contents(of folder: String) throws -> JSONValue {
        let file = folder + "/Contents.json"
        guard FileIO.fileExists(file) else { return .object([]) }
        let bytes = try FileIO.readBytes(at: file, maximumBytes: maximumContentsBytes, what: "asset catalog Contents.json")
        do {
            return try JSONValue.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            throw AssetCatalogError("\(FileIO.quoted(file)) is not valid JSON: \(error)")
        }
    }
}

/// Why an asset catalog could not be read.
public struct AssetCatalogError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
