import SwipeAssetCatalog
import SwipeBase

/// An Xcode asset catalog (an `.xcassets` folder) read as an iOS app finds its assets by name:
/// `Image("card1")`, `Image(.card1)` and `UIImage(named:)` look in its image sets,
/// `Color("Brand")`, `Color(.brand)` and `Color.brand` in its colour sets (Apple, "Asset
/// Catalog Format Reference": each `NAME.imageset` / `NAME.colorset` folder holds a
/// `Contents.json` that lists its images or colours; a folder whose `Contents.json` sets
/// `properties.provides-namespace` puts its name and a slash before the names inside it).
///
/// The catalog's structure and colours are read when it is made; an image's pixels are read
/// when a view first draws it. What is read is bounded (`AssetCatalogIndex`), and names are
/// listed in sorted order, never the file system's. A colour set without a light-appearance
/// colour SwipeSim can read is left out (its name then draws the missing-colour placeholder).
public struct AssetCatalog: Sendable {
    /// The catalog folder, as given.
    public let path: String
    /// The image sets, by asset name.
    let imageSets: [String: AssetImageSet]
    /// The colour sets' light-appearance colours, by asset name.
    let colors: [String: Color]

    /// The names of the catalog's image sets, sorted.
    public var imageNames: [String] { imageSets.keys.sorted() }
    /// The names of the catalog's colour sets, sorted.
    public var colorNames: [String] { colors.keys.sorted() }

    /// Reads the catalog at `path` (a folder, usually `Assets.xcassets`): its sets' names
    /// (`AssetCatalogIndex`, bounded in size and depth), each image set's list of files and each
    /// colour set's colour. Throws when it is not a folder, holds more than
    /// `AssetCatalogIndex.maximumSets` sets, or a `Contents.json` is not valid JSON; picture
    /// files are only read when drawn.
    public init(contentsOf path: String) throws {
        do {
            let index = try AssetCatalogIndex(contentsOf: path)
            var imageSets: [String: AssetImageSet] = [:]
            for set in index.imageSets {
                imageSets[set.name] = AssetImageSet(folder: set.folder, contents: try AssetCatalogIndex.contents(of: set.folder))
            }
            var colors: [String: Color] = [:]
            for set in index.colorSets {
                colors[set.name] = AssetColor.color(in: try AssetCatalogIndex.contents(of: set.folder))
            }
            self.path = path
            self.imageSets = imageSets
            self.colors = colors
        } catch let error as AssetCatalogError {
            throw SwipeUIError(typePath: "AssetCatalog", message: error.description)
        }
    }

    /// The `.xcassets` folders of the Swift package that holds `filePath` (a test file's
    /// `#filePath`): the nearest folder above it with a `Package.swift` is the package, and
    /// its folders are searched (`maximumDepth` levels; hidden folders and `.build` are skipped).
    /// Sorted by path; empty when there is no package or no catalog. A catalog that cannot be
    /// read is left out.
    public static func catalogs(inPackageOf filePath: String) -> [AssetCatalog] {
        var folder = FilePath.absolute(filePath)
        while true {
            guard let slash = folder.lastIndex(of: "/"), slash != folder.startIndex else { return [] }
            folder = String(folder[..<slash])
            if FileIO.fileExists(folder + "/Package.swift") { break }
        }
        var found: [String] = []
        func search(_ directory: String, depth: Int) {
            guard depth <= AssetCatalogIndex.maximumDepth, found.count < 64, let names = try? FileIO.contentsOfDirectory(directory) else { return }
            for name in names where !name.hasPrefix(".") {
                let child = directory + "/" + name
                guard FileIO.isDirectory(child) else { continue }
                if name.hasSuffix(".xcassets") {
                    found.append(child)
                } else if !name.hasSuffix(".xcodeproj") && !name.hasSuffix(".xcworkspace") {
                    search(child, depth: depth + 1)
                }
            }
        }
        search(folder, depth: 0)
        return found.sorted().compactMap { try? AssetCatalog(contentsOf: $0) }
    }
}
