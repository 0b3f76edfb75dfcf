import SwipeGoldenTesting
import SwipeUI
import XCTest

/// The previews of DeckPreviews.swift, found and rendered through the public API. Expected
/// canvases and places follow Apple's layout rules (`PreviewLayout`, `PreviewTrait`) and
/// SwipeUI's: a view is centred in the safe area of a 390 × 844 pt canvas whose safe area is
/// 47 pt at the top and 34 pt at the bottom (`SimulationOptions`' defaults).
final class PreviewCatalogTests: XCTestCase {
    let module = "SwipeUIPreviewsTests"
    let red: [UInt8] = [255, 59, 48, 255], green: [UInt8] = [52, 199, 89, 255]
    let orange: [UInt8] = [255, 149, 0, 255], purple: [UInt8] = [175, 82, 222, 255]
    let white: [UInt8] = [255, 255, 255, 255]

    func preview(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) throws -> ModulePreview {
        try XCTUnwrap(
            PreviewCatalog.previews(inModule: module).first { $0.identifier == identifier },
            "no preview \(identifier)", file: file, line: line)
    }

    func firstFrame(of preview: ModulePreview) throws -> PreviewPixels {
        var options = SimulationOptions()
        options.duration = 0
        return PreviewPixels(try XCTUnwrap(try preview.simulation(options: options).frames().first))
    }

    func testEveryFormIsListedInFileThenTypeOrderWithItsName() throws {
        let previews = PreviewCatalog.previews(inModule: module)
        let landscapeLine = firstPreviewLine + 11
        XCTAssertEqual(
            previews.map(\.identifier),
            [
                "DeckPreviews-line\(firstPreviewLine)", "DeckPreviews-Named", "DeckPreviews-Fits",
                "DeckPreviews-line\(landscapeLine)", "DeckPreviews-Fixed", "PreviewablePreviews-Liked", "PreviewablePreviews-Mixed",
                "BrokenLayout_Previews", "MatchedSwatch_Previews", "PrivateSwatch_Previews", "SinglePreview_Previews",
                "Swatch_Previews-Blue", "Swatch_Previews-1", "Swatch_Previews-2", "Swatch_Previews-3", "Swatch_Previews-4",
            ])
        XCTAssertEqual(previews.map(\.name), [nil, "Named", "Fits", nil, "Fixed", "Liked", "Mixed", nil, nil, nil, nil, "Blue", nil, nil, nil, nil])
        XCTAssertEqual(previews[0].source, "SwipeUIPreviewsTests/DeckPreviews.swift:\(firstPreviewLine)")
        XCTAssertEqual(previews[9].source, "SwipeUIPreviewsTests.PrivateSwatch_Previews")
        XCTAssertEqual(previews[10].source, "SwipeUIPreviewsTests.SinglePreview_Previews")
        // The same listing from everything loaded, filtered: no other module of this test has previews.
        XCTAssertEqual(PreviewCatalog.allPreviews().map(\.identifier), previews.map(\.identifier))
        XCTAssertTrue(PreviewCatalog.previews(inModule: "NoSuchModule").isEmpty)
    }

    func testTraitsAndModifiersSetLayoutOrientationAndDevice() throws {
        XCTAssertEqual(try preview("DeckPreviews-Fits").layout, .sizeThatFits)
        XCTAssertEqual(try preview("DeckPreviews-line\(firstPreviewLine + 11)").orientation, .landscapeLeft)
        let fixed = try preview("DeckPreviews-Fixed")
        XCTAssertEqual(fixed.layout, .fixed(width: 200, height: 100))
        XCTAssertEqual(fixed.orientation, .portrait)
        let blue = try preview("Swatch_Previews-Blue")
        XCTAssertEqual(blue.layout, .device)
        XCTAssertEqual(blue.device, "iPhone 14")
        XCTAssertEqual(try preview("Swatch_Previews-2").layout, .fixed(width: 120, height: 80))
        let orangeLandscape = try preview("Swatch_Previews-4")
        XCTAssertEqual(orangeLandscape.orientation, .landscapeLeft)
        XCTAssertEqual(orangeLandscape.device?.rawValue, "iPhone SE (3rd generation)")
    }

    /// Device layout: the 100 × 60 swatch centred in the safe area, at x 145…245 and
    /// y 47 + (844 − 81 − 60) / 2 = 398.5 … 458.5.
    func testDevicePreviewDrawsTheViewAtTheSafeAreaCentre() throws {
        let pixels = try firstFrame(of: try preview("DeckPreviews-line\(firstPreviewLine)"))
        XCTAssertEqual([pixels.width, pixels.height], [390, 844])
        XCTAssertEqual(pixels[195, 428], red)
        XCTAssertEqual(pixels[146, 400], red)
        XCTAssertEqual(pixels[140, 428], white)
        XCTAssertEqual(pixels[195, 395], white)
        XCTAssertEqual(pixels[195, 462], white)
    }

    /// Size that fits: the canvas is the swatch's own 100 × 60, filled edge to edge.
    func testSizeThatFitsCanvasIsTheViewsSize() throws {
        for identifier in ["DeckPreviews-Fits", "SinglePreview_Previews", "Swatch_Previews-1"] {
            let pixels = try firstFrame(of: try preview(identifier))
            XCTAssertEqual([pixels.width, pixels.height], [100, 60], identifier)
            let colour = identifier == "SinglePreview_Previews" ? purple : green
            XCTAssertEqual([pixels[0, 0], pixels[99, 0], pixels[0, 59], pixels[99, 59]], Array(repeating: colour, count: 4), identifier)
        }
    }

    /// Fixed layout: the swatch centred in the container: 200 × 100 puts it at x 50…150,
    /// y 20…80; 120 × 80 at x 10…110, y 10…70.
    func testFixedLayoutCentresTheViewInTheContainer() throws {
        let fixed = try firstFrame(of: try preview("DeckPreviews-Fixed"))
        XCTAssertEqual([fixed.width, fixed.height], [200, 100])
        XCTAssertEqual([fixed[51, 21], fixed[148, 78], fixed[100, 50]], [orange, orange, orange])
        XCTAssertEqual([fixed[48, 50], fixed[152, 50], fixed[100, 18], fixed[100, 82]], Array(repeating: white, count: 4))
        let element = try firstFrame(of: try preview("Swatch_Previews-2"))
        XCTAssertEqual([element.width, element.height], [120, 80])
        XCTAssertEqual([element[11, 11], element[108, 68]], [red, red])
        XCTAssertEqual([element[8, 40], element[112, 40]], [white, white])
    }

    /// Landscape: the canvas turns to 844 × 390 and the safe area with it (47 pt at each side,
    /// 21 pt at the bottom), so the swatch is centred at x 47 + 750 / 2 = 422,
    /// y (390 − 21) / 2 = 184.5: x 372…472, y 154.5…214.5.
    func testLandscapePreviewTurnsTheCanvas() throws {
        for identifier in ["DeckPreviews-line\(firstPreviewLine + 11)", "Swatch_Previews-4"] {
            let pixels = try firstFrame(of: try preview(identifier))
            let colour = identifier == "Swatch_Previews-4" ? orange : red
            XCTAssertEqual([pixels.width, pixels.height], [844, 390], identifier)
            XCTAssertEqual([pixels[373, 156], pixels[470, 213]], [colour, colour], identifier)
            XCTAssertEqual(
                [pixels[369, 184], pixels[475, 184], pixels[422, 152], pixels[422, 217]],
                Array(repeating: white, count: 4), identifier)
        }
    }

    /// Xcode's previews change nothing in the app: a simulation of a view with every preview
    /// modifier draws the same bytes as the view alone.
    func testPreviewModifiersChangeNoFrame() throws {
        var options = SimulationOptions()
        options.duration = 0
        let plain = try Simulation(Swatch(color: .red), options: options).frames()
        let annotated = try Simulation(
            Swatch(color: .red).previewDisplayName("x").previewLayout(.sizeThatFits).previewDevice("iPhone 14")
                .previewInterfaceOrientation(.landscapeLeft),
            options: options
        ).frames()
        XCTAssertEqual(annotated.map(\.premultipliedRGBA), plain.map(\.premultipliedRGBA))
        XCTAssertEqual(annotated.first?.width, 390)
    }

    func testImpossibleFixedLayoutIsAClearError() throws {
        let broken = try preview("BrokenLayout_Previews")
        XCTAssertThrowsError(try broken.simulation()) { error in
            XCTAssertTrue("\(error)".contains("a fixed preview layout needs a positive finite width and height"), "\(error)")
        }
    }

    /// For each preview, a golden (Goldens/<identifier>/, frame 0).
    func testEveryPreviewMatchesItsGolden() {
        // PreviewablePreviews.swift's previews are checked pixel by pixel in PreviewableTests.
        let previews = PreviewCatalog.previews(inModule: module)
        assertPreviewGoldens(of: previews.filter { $0.identifier != "BrokenLayout_Previews" && !$0.identifier.hasPrefix("PreviewablePreviews") })
    }
}

/// A frame's straight RGBA pixels, read by (x, y) from the top left.
struct PreviewPixels {
    let width: Int
    let height: Int
    let bytes: [UInt8]
    init(_ frame: Frame) {
        width = frame.width
        height = frame.height
        bytes = frame.straightRGBA()
    }
    subscript(x: Int, y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(bytes[i..<i + 4])
    }
}
