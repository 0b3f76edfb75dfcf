import SwipeUI
import XCTest

/// `Color("Name")` / `Color("Name", bundle:)` from `SimulationOptions.namedColors`, and
/// `Color.accentColor` reading "AccentColor".
final class NamedColorTests: XCTestCase {
    /// 100 pt squares side by side, centred at the top of the safe area (y 47…147): three
    /// span x 45…145, 145…245, 245…345; two 95…195, 195…295; one 145…245.
    struct Swatches: View {
        let colors: [Color]
        var body: some View {
            VStack {
                HStack(spacing: 0) {
                    ForEach(colors.indices, id: \.self) { colors[$0].frame(width: 100, height: 100) }
                }
                Spacer()
            }
        }
    }

    func draw(_ colors: [Color], table: [String: Color]) throws -> (FramePixels, [String]) {
        var options = SimulationOptions()
        options.duration = 0
        options.namedColors = table
        let simulation = try Simulation(Swatches(colors: colors), options: options)
        let frame = try XCTUnwrap(simulation.frames().first)
        return (FramePixels(frame), simulation.warnings)
    }

    func testANamedColourIsTheTablesColourWithItsOpacity() throws {
        let brand = Color(red: 1, green: 0.4, blue: 0)
        let (pixels, warnings) = try draw(
            [Color("Brand"), Color("Brand", bundle: .main).opacity(0.5), Color("Ink")],
            table: ["Brand": brand, "Ink": Color(white: 0.2)])
        XCTAssertEqual(pixels[95, 97], [255, 102, 0, 255])
        // Half-opaque orange (alpha 128) over the white background: blue 255 × 127 / 255.
        XCTAssertEqual(pixels[195, 97], [255, 178, 127, 255])
        XCTAssertEqual(pixels[295, 97], [51, 51, 51, 255])
        XCTAssertEqual(warnings, [])
    }

    func testAMissingNameDrawsMagentaAndWarnsOncePerName() throws {
        let (pixels, warnings) = try draw([Color("Brnad"), Color("Brnad"), Color("Brand")], table: ["Brand": .orange])
        XCTAssertEqual(pixels[95, 97], [255, 0, 255, 255])
        XCTAssertEqual(pixels[195, 97], [255, 0, 255, 255])
        XCTAssertEqual(pixels[295, 97], [255, 149, 0, 255])
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(
            warnings[0].hasPrefix("Color(\"Brnad\"): neither SimulationOptions.namedColors nor the asset catalogs have a colour named \"Brnad\""), warnings[0])
        XCTAssertTrue(warnings[0].hasSuffix("Did you mean \"Brand\"?"), warnings[0])
    }

    func testTheAccentColourIsBlueUnlessTheTableNamesAccentColor() throws {
        let (plain, plainWarnings) = try draw([Color.accentColor], table: [:])
        XCTAssertEqual(plain[195, 97], [0, 122, 255, 255])
        XCTAssertEqual(plainWarnings, [], "the default accent colour is no warning")
        let (branded, _) = try draw([Color.accentColor, Color("AccentColor")], table: ["AccentColor": .pink])
        XCTAssertEqual(branded[145, 97], [255, 45, 85, 255])
        XCTAssertEqual(branded[245, 97], [255, 45, 85, 255])
    }

    /// A button's label takes the tint, the accent colour: "AccentColor" recolours it.
    func testAButtonLabelTakesTheAccentColor() throws {
        struct Screen: View {
            var body: some View { Button(action: {}) { Rectangle().frame(width: 80, height: 80) } }
        }
        var options = SimulationOptions()
        options.duration = 0
        options.namedColors = ["AccentColor": Color(red: 0, green: 0.5, blue: 0)]
        let frame = try XCTUnwrap(Simulation(Screen(), options: options).frames().first)
        XCTAssertEqual(FramePixels(frame)[195, 428], [0, 128, 0, 255])
    }
}
