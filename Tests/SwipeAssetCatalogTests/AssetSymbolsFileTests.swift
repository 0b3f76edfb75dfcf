import Foundation
import SwipeAssetCatalog
import XCTest

/// The catalog index (names, namespaces, sorted order) and the file the plugin generates from it.
final class AssetSymbolsFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("swipesim-asset-catalog-" + UUID().uuidString).path
        try makeCatalog()
    }

    override func tearDown() {
        _ = try? FileManager.default.removeItem(atPath: folder)
    }

    /// Assets.xcassets with two colours (one named like `Color.red`), two images (one twice by
    /// symbol), a namespaced folder, a plain group and an app icon set.
    private func makeCatalog() throws {
        let catalog = folder + "/Assets.xcassets"
        for set in [
            "BrandColor.colorset", "redColor.colorset", "card_image.imageset", "card-Image.imageset", "AppIcon.appiconset",
            "Suits/spade.imageset", "Group/heart.imageset",
        ] {
            try FileManager.default.createDirectory(atPath: catalog + "/" + set, withIntermediateDirectories: true)
            try write("{}", to: catalog + "/" + set + "/Contents.json")
        }
        try write(#"{"properties": {"provides-namespace": true}}"#, to: catalog + "/Suits/Contents.json")
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func testTheIndexListsSetsByNameWithNamespaces() throws {
        let index = try AssetCatalogIndex(contentsOf: folder + "/Assets.xcassets")
        XCTAssertEqual(index.colorSets.map(\.name), ["BrandColor", "redColor"])
        XCTAssertEqual(index.imageSets.map(\.name), ["Suits/spade", "card-Image", "card_image", "heart"])
        XCTAssertEqual(index.imageSets[0].folder, folder + "/Assets.xcassets/Suits/spade.imageset")
    }

    func testTheFileDeclaresEachSymbolOnceAndSkipsTheSDKsNames() throws {
        let text = AssetSymbolsFile.text(catalogs: [try AssetCatalogIndex(contentsOf: folder + "/Assets.xcassets")])
        XCTAssertTrue(text.contains("@_exported import Combine\n@_exported import Observation\n"))
        XCTAssertTrue(text.contains(#"static let brand = ColorResource(name: "BrandColor", bundle: resourceBundle)"#))
        XCTAssertTrue(text.contains(#"static let red = ColorResource(name: "redColor", bundle: resourceBundle)"#))
        XCTAssertTrue(text.contains("static var brand: Color { .init(.brand) }"))
        // `Color.red` is SwiftUI's: no member, a comment instead (as Xcode warns and leaves it out).
        XCTAssertFalse(text.contains("static var red: Color"))
        XCTAssertTrue(text.contains(#"// "redColor": Color already has `red`; use ColorResource.red"#))
        // "card-Image" and "card_image" both name `card`: the first by asset name keeps it.
        XCTAssertTrue(text.contains(#"static let card = ImageResource(name: "card-Image", bundle: resourceBundle)"#))
        XCTAssertTrue(text.contains(#"// "card_image" names the symbol `card` that "card-Image" already has"#))
        XCTAssertTrue(text.contains(#"static let suitsSpade = ImageResource(name: "Suits/spade", bundle: resourceBundle)"#))
        XCTAssertTrue(text.contains("static var heart: UIImage { .init(resource: .heart) }"))
        XCTAssertFalse(text.contains("AppIcon"))
    }

    func testAFolderThatIsNotACatalogIsAnError() {
        XCTAssertThrowsError(try AssetCatalogIndex(contentsOf: folder + "/Missing.xcassets")) { error in
            XCTAssertTrue("\(error)".contains("is not a folder"), "\(error)")
        }
    }
}
