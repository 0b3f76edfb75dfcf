import SwipeAssetCatalog
import XCTest

/// The symbol names Xcode 15 generates for asset names, as Xcode's own generated
/// `GeneratedAssetSymbols.swift` files in public repositories show them (asset name → symbol).
final class AssetSymbolNameTests: XCTestCase {
    func testColourNamesDropATrailingColorWord() {
        let xcode: [(String, String)] = [
            ("AccentColor", "accent"), ("BaseColor", "base"), ("Base200Color", "base200"), ("MyPrimaryColor", "myPrimary"),
            ("blackColor", "black"), ("textFieldColor", "textField"), ("background-color", "background"), ("Color-1", "color1"),
            ("HomeGradiente-dark", "homeGradienteDark"), ("blueEF", "blueEF"), ("color7C", "color7C"), ("kprimary", "kprimary"),
            ("lightBg", "lightBg"),
        ]
        for (asset, symbol) in xcode {
            XCTAssertEqual(AssetSymbolName.symbol(for: asset, kind: .color), symbol, asset)
        }
    }

    func testImageNamesDropATrailingImageWordUnlessNothingIsLeft() {
        let xcode: [(String, String)] = [
            ("adult_products_image", "adultProducts"), ("hair_wigs_image", "hairWigs"), ("Initial-Image", "initial"), ("Image", "image"),
            ("welcomeVCimage", "welcomeVCimage"), ("Coffee-FlatWhite", "coffeeFlatWhite"), ("Banner-home", "bannerHome"),
            ("share 1", "share1"), ("arrow_send", "arrowSend"), ("pAddress", "pAddress"), ("home2", "home2"),
        ]
        for (asset, symbol) in xcode {
            XCTAssertEqual(AssetSymbolName.symbol(for: asset, kind: .image), symbol, asset)
        }
    }

    func testAnImageKeepsAColorSuffixAndAColourAnImageSuffix() {
        XCTAssertEqual(AssetSymbolName.symbol(for: "BaseColor", kind: .image), "baseColor")
        XCTAssertEqual(AssetSymbolName.symbol(for: "HeroImage", kind: .color), "heroImage")
    }

    func testNamesThatAreNotIdentifiersAsTheyStand() {
        XCTAssertEqual(AssetSymbolName.symbol(for: "1st-place", kind: .image), "_1stPlace")
        XCTAssertNil(AssetSymbolName.symbol(for: "--", kind: .image))
        XCTAssertEqual(AssetSymbolName.symbol(for: "Default", kind: .image), "default")
        XCTAssertEqual(AssetSymbolName.declared("default"), "`default`")
        XCTAssertEqual(AssetSymbolName.declared("card"), "card")
        // A namespace's slash separates words like any other punctuation.
        XCTAssertEqual(AssetSymbolName.symbol(for: "Cards/queen_hearts", kind: .image), "cardsQueenHearts")
    }
}
