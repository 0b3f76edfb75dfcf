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
        // The standard set's bold face (Inter Bold since `Simulation` draws with Inter by
        // default; this test was written when the default was DejaVu and registered DejaVu Bold).
        fonts.customFaces["Brand-Bold"] = fonts.bold
        let brand = try width(of: .custom("Brand-Bold", size: 30), fonts: fonts)
        XCTAssertEqual(brand, try width(of: .system(size: 30, weight: .bold), fonts: fonts))
        XCTAssertNotEqual(brand, try width(of: .system(size: 30), fonts: fonts), "the bold face is wider")
        XCTAssertEqual(try width(of: .custom("Brand-Bold", size: 30, relativeTo: .title), fonts: fonts), brand)
    }
}
