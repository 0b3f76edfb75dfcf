import SwipeRaster
import SwipeUI
import XCTest

/// `Font.custom(name, size:)` draws with the face registered under the name, else with the
/// system face at that size, as iOS does for a font that is not installed.
final class CustomFontTests: XCTestCase {
    struct Label: View {
        let font: SwipeUI.Font
        var body: some View { Text("Swipe right").font(font).accessibilityIdentifier("label") }
    }

    func width(of font: SwipeUI.Font, fonts: FontSet? = nil) throws -> CGFloat {
        var options = SimulationOptions()
        options.fonts = fonts
        options.duration = 0
        let frame = try XCTUnwrap(try Simulation(Label(font: font), options: options).frames().first)
        return try XCTUnwrap(frame.identifiedViews.first).size.width
    }

    func testAnUnknownCustomFontFallsBackToTheSystemFaceAtItsSize() throws {
        XCTAssertEqual(try width(of: .custom("Avenir-Heavy", size: 30)), try width(of: .system(size: 30)))
        XCTAssertGreaterThan(try width(of: .custom("Avenir-Heavy", size: 30)), try width(of: .system(size: 20)))
    }

    func testARegisteredCustomFaceIsUsed() throws {
        var fonts = try FontSet.standard()
        // Inter Bold's Text design, registered under a name: it keeps its own advances (no
        // system tracking or calibration), so the text is as wide as the face sets it, rounded
        // up to a whole pixel (scale 1 here).
        fonts.customFaces["Brand-Bold"] = fonts.bold
        let brand = try width(of: .custom("Brand-Bold", size: 30), fonts: fonts)
        XCTAssertEqual(Double(brand), try fonts.bold.width(of: "Swipe right", size: 30).rounded(.up), accuracy: 1e-9)
        XCTAssertNotEqual(brand, try width(of: .system(size: 30, weight: .bold), fonts: fonts), "the system face is spaced as SF Pro")
        XCTAssertEqual(try width(of: .custom("Brand-Bold", size: 30, relativeTo: .title), fonts: fonts), brand)
    }
}
