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

    /// A 16 × 16 JPEG of one colour, sRGB (230, 40, 90), quality 95 without chroma subsampling,
    /// made with Pillow for this test.
    static let photoJPEG: [UInt8] = {
        let hex =
            ""
            + "ffd8ffe000104a46494600010100000100010000ffdb0043000201010101010201010102020202020403020202020504040304060506060605060606"
            + "070908060709070606080b08090a0a0a0a0a06080b0c0b0a0c090a0a0affdb004301020202020202050303050a0706070a0a0a0a0a0a0a0a0a0a0a0a"
            + "0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0affc00011080010001003011100021101031101ffc400"
            + "1f0000010501010101010100000000000000000102030405060708090a0bffc400b5100002010303020403050504040000017d010203000411051221"
            + "31410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a53545556"
            + "5758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6"
            + "c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffc4001f0100030101010101010101010000000000000102030405"
            + "060708090a0bffc400b51100020102040403040705040400010277000102031104052131061241510761711322328108144291a1b1c109233352f015"
            + "6272d10a162434e125f11718191a262728292a35363738393a434445464748494a535455565758595a636465666768696a737475767778797a828384"
            + "85868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae2e3e4e5e6e7e8e9ea"
            + "f2f3f4f5f6f7f8f9faffda000c03010002110311003f00f1baf0cff5b02800a002803fffd9"
        return stride(from: 0, to: hex.count, by: 2).map { i in
            UInt8(hex.dropFirst(i).prefix(2), radix: 16)!
        }
    }()

    func testAJPEGImageSetIsDecoded() throws {
        try makeSet("photo.imageset", #"{"images": [{"filename": "photo.jpg", "idiom": "universal", "scale": "1x"}]}"#)
        try Data(Self.photoJPEG).write(to: URL(fileURLWithPath: catalogPath + "/photo.imageset/photo.jpg"))
        struct Photo: View { var body: some View { Image("photo").position(x: 20, y: 20) } }
        let frame = try XCTUnwrap(try Simulation(Photo(), options: try options(scale: 1)).frames().first)
        // JFIF's YCbCr: (230, 40, 90) is Y 102.51, Cb 120.94, Cr 218.93, stored as 103, 121, 219
        // (one block of one colour keeps only its DC term, exact at this quality); back to RGB
        // R = Y + 1.402 (Cr − 128) = 230.6, G = Y − 0.344136 (Cb − 128) − 0.714136 (Cr − 128) = 40.4,
        // B = Y + 1.772 (Cb − 128) = 90.6: 231, 40, 91.
        XCTAssertEqual(FramePixels(frame)[20, 20], [231, 40, 91, 255])
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
