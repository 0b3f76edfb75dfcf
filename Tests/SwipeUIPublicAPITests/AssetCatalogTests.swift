import SwipePNG
import SwipeUI
import XCTest

/// An app's asset catalog, found by name as on iOS: an image set draws the file for the screen's
/// scale at that file's pixels per point (Apple, "Image Set Type"), a colour set its
/// any-appearance colour in the component forms Xcode writes (Apple, "Named Color Type").
final class AssetCatalogTests: XCTestCase {
    private var folder = ""
    private var catalogPath: String { folder + "/Assets.xcassets" }

    override func setUpWithError() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("swipesim-assets-" + UUID().uuidString).path
        // "dot": a 1x file of 2 × 2 red pixels and a 3x file of 6 × 6 blue ones.
        try makeSet(
            "dot.imageset",
            #"{"images": [{"filename": "dot.png", "idiom": "universal", "scale": "1x"}, {"idiom": "universal", "scale": "2x"}, {"filename": "dot@3x.png", "idiom": "universal", "scale": "3x"}]}"#
        )
        try png(width: 2, height: 2, rgba: [255, 0, 0, 255], to: catalogPath + "/dot.imageset/dot.png")
        try png(width: 6, height: 6, rgba: [0, 0, 255, 255], to: catalogPath + "/dot.imageset/dot@3x.png")
        // "mark": white, rendered as a template image.
        try makeSet("mark.imageset", #"{"images": [{"filename": "m.png", "idiom": "universal"}], "properties": {"template-rendering-intent": "template"}}"#)
        try png(width: 4, height: 4, rgba: [255, 255, 255, 255], to: catalogPath + "/mark.imageset/m.png")
        // Colours: fractions, hexadecimal bytes, decimal bytes, Display P3 and a dark variant.
        try makeSet(
            "Fraction.colorset",
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.200", "green": "0.400", "blue": "0.600", "alpha": "1.000"}}}]}"#
        )
        try makeSet(
            "Hex.colorset",
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x33", "green": "0x66", "blue": "0x99", "alpha": "1.000"}}}]}"#
        )
        try makeSet(
            "Bytes.colorset",
            #"{"colors": [{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1.000"}}}, {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "51", "green": "102", "blue": "153", "alpha": "1.000"}}}]}"#
        )
        try makeSet(
            "Wide.colorset",
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "display-p3", "components": {"red": "0.800", "green": "0.200", "blue": "0.200", "alpha": "1.000"}}}]}"#
        )
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func makeSet(_ name: String, _ contents: String) throws {
        try FileManager.default.createDirectory(atPath: catalogPath + "/" + name, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: catalogPath + "/" + name + "/Contents.json"))
    }

    private func png(width: Int, height: Int, rgba: [UInt8], to path: String) throws {
        let bytes = try PNGEncoder.encode(PNGImage(width: width, height: height, pixels: Array((0..<width * height).map { _ in rgba }.joined())))
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    private func options(scale: Double) throws -> SimulationOptions {
        var options = SimulationOptions.smallTestCanvas
        options.scale = scale
        options.assetCatalogs = [try AssetCatalog(contentsOf: catalogPath)]
        return options
    }

    struct Dot: View {
        var body: some View {
            Image("dot").accessibilityIdentifier("dot").position(x: 10, y: 10)
        }
    }

    func testAnImageSetDrawsTheFileForTheScreenScaleAtItsOwnPixelsPerPoint() throws {
        // At 3 px a point the 3x file: 6 px wide, so 2 × 2 points, blue.
        let three = try XCTUnwrap(try Simulation(Dot(), options: try options(scale: 3)).frames().first)
        XCTAssertEqual(three.identifiedViews.first?.size, CGSize(width: 2, height: 2))
        let p3 = FramePixels(three)
        XCTAssertEqual(p3[28, 28], [0, 0, 255, 255], "the 3x file's pixels fill 27…33")
        XCTAssertEqual(p3[26, 28], [255, 255, 255, 255])
        // At 1 px a point the 1x file: 2 × 2 points, red. At 2 (no 2x file) the largest, 3x, at 2 × 2 points.
        let one = try XCTUnwrap(try Simulation(Dot(), options: try options(scale: 1)).frames().first)
        XCTAssertEqual(one.identifiedViews.first?.size, CGSize(width: 2, height: 2))
        XCTAssertEqual(FramePixels(one)[9, 9], [255, 0, 0, 255])
        let two = try XCTUnwrap(try Simulation(Dot(), options: try options(scale: 2)).frames().first)
        XCTAssertEqual(FramePixels(two)[19, 19], [0, 0, 255, 255])
    }

    func testAnImageResourceAndAUIImageSizeFindTheSameSet() throws {
        struct ByResource: View {
            var body: some View {
                Image(ImageResource(name: "dot", bundle: .main)).accessibilityIdentifier("dot").position(x: 10, y: 10)
            }
        }
        let frame = try XCTUnwrap(try Simulation(ByResource(), options: try options(scale: 3)).frames().first)
        XCTAssertEqual(FramePixels(frame)[28, 28], [0, 0, 255, 255])
    }

    func testATemplateImageSetTakesTheForegroundStyleUnlessTheViewSaysOriginal() throws {
        struct Marks: View {
            var body: some View {
                ZStack {
                    Image("mark").foregroundStyle(Color(red: 0, green: 0.6, blue: 0)).position(x: 10, y: 10)
                    Image("mark").renderingMode(.original).position(x: 30, y: 10)
                }
                .background(Color.black)
            }
        }
        let pixels = FramePixels(try XCTUnwrap(try Simulation(Marks(), options: try options(scale: 1)).frames().first))
        XCTAssertEqual(pixels[9, 9], [0, 153, 0, 255], "a template draws its alpha in the style")
        XCTAssertEqual(pixels[29, 9], [255, 255, 255, 255], "original keeps the file's white")
    }

    func testColourSetsInEveryComponentForm() throws {
        struct Swatches: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color("Fraction")
                    Color("Hex")
                    Color("Bytes")
                    Color(ColorResource(name: "Wide", bundle: .main))
                }
            }
        }
        let simulation = try Simulation(Swatches(), options: try options(scale: 1))
        let pixels = FramePixels(try XCTUnwrap(try simulation.frames().first))
        // 0.2, 0.4, 0.6 of 255 are 51, 102, 153 — as 0x33, 0x66, 0x99 and as the bytes; the dark
        // appearance's black is not drawn in light mode.
        XCTAssertEqual(pixels[30, 200], [51, 102, 153, 255])
        XCTAssertEqual(pixels[90, 200], [51, 102, 153, 255])
        XCTAssertEqual(pixels[150, 200], [51, 102, 153, 255])
        // Display P3 (0.8, 0.2, 0.2) is sRGB (0.8715, 0.0939, 0.1597) by CSS Color 4's matrices:
        // 222.2, 23.9, 40.7 of 255.
        XCTAssertEqual(pixels[210, 200], [222, 24, 41, 255])
        XCTAssertEqual(simulation.warnings, [])
    }

    func testTheGivenNamedColoursComeBeforeTheCatalogs() throws {
        var options = try options(scale: 1)
        options.namedColors["Hex"] = Color(red: 1, green: 0, blue: 0)
        struct Swatch: View { var body: some View { Color("Hex") } }
        XCTAssertEqual(FramePixels(try XCTUnwrap(try Simulation(Swatch(), options: options).frames().first))[100, 100], [255, 0, 0, 255])
    }

    func testTheCatalogsOfAPackageAreFoundFromAFileInsideIt() throws {
        try Data("// swift-tools-version:5.10\n".utf8).write(to: URL(fileURLWithPath: folder + "/Package.swift"))
        try FileManager.default.createDirectory(atPath: folder + "/Tests/DeckTests", withIntermediateDirectories: true)
        let found = AssetCatalog.catalogs(inPackageOf: folder + "/Tests/DeckTests/DeckTests.swift")
        XCTAssertEqual(found.map(\.path), [catalogPath])
        XCTAssertEqual(found.first?.imageNames, ["dot", "mark"])
        XCTAssertEqual(found.first?.colorNames, ["Bytes", "Fraction", "Hex", "Wide"])
    }
}
