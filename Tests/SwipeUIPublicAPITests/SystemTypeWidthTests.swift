import SwipeRaster
import SwipeUI
import XCTest

/// The system font is Inter spaced as SF Pro (`TextSpacing`): the Display design from 20 pt,
/// SF Pro's tracking from Apple's table (HIG, Typography, "Tracking values") after every
/// character, and the documented calibration of the advances. Expected widths are worked out
/// here from the font files' own advances (`SwipeRaster.Font.width(of:size:)`, HarfBuzz on the
/// file named below), the table's values and the calibration factors written in the docs.
final class SystemTypeWidthTests: XCTestCase {
    let interDirectory = "/usr/share/fonts/opentype/inter/"

    /// Width of a `Text` laid out alone on a wide canvas at 3 pixels per point, in points (a
    /// frame may round up to the next pixel, so widths are compared to 1/3 pt).
    func width<V: View>(_ view: V) throws -> Double {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 1200, height: 200)
        options.safeArea = EdgeInsets()
        options.scale = 3
        options.duration = 0
        var frame: Frame?
        try Simulation(view.accessibilityIdentifier("text"), script: [], options: options).run(drawing: { _ in false }) {
            if frame == nil { frame = $0 }
        }
        let text = try XCTUnwrap(try XCTUnwrap(frame).identifiedViews.first { $0.identifier == "text" })
        return Double(text.size.width)
    }

    func testTheTrackingIsApplesTable() {
        // Apple HIG, Typography › Tracking values › iOS: 17 pt −0.43, 20 pt −0.45, 28 pt +0.38,
        // 34 pt +0.40, 56 pt +0.30, 80 pt 0.
        XCTAssertEqual(TextSpacing.tracking(size: 17), -0.43, accuracy: 1e-12)
        XCTAssertEqual(TextSpacing.tracking(size: 20), -0.45, accuracy: 1e-12)
        XCTAssertEqual(TextSpacing.tracking(size: 28), 0.38, accuracy: 1e-12)
        XCTAssertEqual(TextSpacing.tracking(size: 34), 0.40, accuracy: 1e-12)
        XCTAssertEqual(TextSpacing.tracking(size: 56), 0.30, accuracy: 1e-12)
        XCTAssertEqual(TextSpacing.tracking(size: 120), 0)
        // Halfway between 55 (not a row: 54 +0.32 and 56 +0.30) is linear.
        XCTAssertEqual(TextSpacing.tracking(size: 55), 0.31, accuracy: 1e-12)
        XCTAssertEqual(Typeface.inter.spacing(size: 17), TextSpacing(tracking: -0.43, advanceScale: 1.005))
        XCTAssertEqual(Typeface.dejaVuSans.spacing(size: 17), .none)
    }

    /// (text, size, weight, file, SF tracking, calibration, Inter Text width over iOS's − 1).
    let cases: [(String, Double, SwipeUI.Font.Weight, String, Double, Double, Double)] = [
        ("Hello, World!", 17, .regular, "Inter-Regular.otf", -0.43, 1.005, 0.047),
        ("Card Swipe", 28, .regular, "InterDisplay-Regular.otf", 0.38, 0.995, 0.0795),
        ("Settings", 28, .regular, "InterDisplay-Regular.otf", 0.38, 0.995, 0.0795),
        ("Apply", 56, .heavy, "InterDisplay-ExtraBold.otf", 0.30, 1.041, 0.028),
        ("Discover new places", 56, .heavy, "InterDisplay-ExtraBold.otf", 0.30, 1.041, 0.028),
    ]

    func testWidthsAreTheFaceAdvancesWithSFTrackingAndTheCalibration() throws {
        for (text, size, weight, file, tracking, calibration, _) in cases {
            let face = try SwipeRaster.Font(path: interDirectory + file)
            let expected = try face.width(of: text, size: size) * calibration + Double(text.count) * tracking
            let measured = try width(Text(text).font(.system(size: CGFloat(size), weight: weight)))
            XCTAssertEqual(measured, expected, accuracy: 0.34, "\(text) at \(size) pt in \(file)")
        }
    }

    func testWidthsAreWithinTwoPercentOfTheMeasuredIOSWidths() throws {
        for (text, size, weight, _, _, _, excess) in cases {
            let textFile = weight == .heavy ? "Inter-ExtraBold.otf" : "Inter-Regular.otf"
            let iOS = try SwipeRaster.Font(path: interDirectory + textFile).width(of: text, size: size) / (1 + excess)
            let measured = try width(Text(text).font(.system(size: CGFloat(size), weight: weight)))
            XCTAssertEqual(measured / iOS, 1, accuracy: 0.02, "\(text) at \(size) pt")
        }
    }

    func testCustomFacesKeepTheirOwnMetricsAndTrackingAddsOnTop() throws {
        let file = interDirectory + "Inter-Regular.otf"
        let face = try SwipeRaster.Font(path: file)
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 390, height: 200)
        options.safeArea = EdgeInsets()
        options.scale = 3
        options.duration = 0
        var fonts = try FontSet.standard()
        fonts.customFaces["Brand"] = face
        options.fonts = fonts
        var frame: Frame?
        let view = VStack {
            Text("Card Swipe").font(.custom("Brand", size: 28)).accessibilityIdentifier("custom")
            Text("Apply").font(.system(size: 17)).tracking(2).accessibilityIdentifier("tracked")
        }
        try Simulation(view, script: [], options: options).run(drawing: { _ in false }) { if frame == nil { frame = $0 } }
        let views = try XCTUnwrap(frame).identifiedViews
        let custom = try XCTUnwrap(views.first { $0.identifier == "custom" })
        XCTAssertEqual(Double(custom.size.width), try face.width(of: "Card Swipe", size: 28), accuracy: 0.34)
        // `.tracking(2)` adds 2 pt after every character but the last, on top of SF's −0.43.
        let tracked = try XCTUnwrap(views.first { $0.identifier == "tracked" })
        let system = try face.width(of: "Apply", size: 17) * 1.005 + 5 * -0.43
        XCTAssertEqual(Double(tracked.size.width), system + 4 * 2, accuracy: 0.34)
    }
}
