import SwipeUI
import XCTest

/// `@Previewable` (iOS 18; Apple, `Previewable()`): "The #Preview macro will generate an
/// embedded SwiftUI view; tagged declarations become properties on the view, and all remaining
/// statements form the view's body." So the state of PreviewablePreviews.swift is a view's
/// state: its initial value draws first, and a tap that flips the binding redraws the preview.
final class PreviewableTests: XCTestCase {
    let red: [UInt8] = [255, 59, 48, 255], green: [UInt8] = [52, 199, 89, 255]
    let purple: [UInt8] = [175, 82, 222, 255], white: [UInt8] = [255, 255, 255, 255]

    func preview(_ name: String) throws -> ModulePreview {
        try XCTUnwrap(PreviewCatalog.previews(inModule: "SwipeUIPreviewsTests").first { $0.identifier == "PreviewablePreviews-" + name })
    }

    /// Size that fits: the canvas is the swatch's 100 × 60; red (`isLiked` false) before the
    /// tap at its centre, green after it.
    func testTheStateIsTheViewsAndTheBindingRedrawsIt() throws {
        let liked = try preview("Liked")
        XCTAssertEqual(liked.name, "Liked")
        XCTAssertEqual(liked.layout, .sizeThatFits)
        var options = SimulationOptions()
        options.duration = 0.5
        let frames = try liked.simulation(script: [.wait(0.1), .tap(at: CGPoint(x: 50, y: 30)), .wait(0.2)], options: options).frames()
        let first = PreviewPixels(try XCTUnwrap(frames.first)), last = PreviewPixels(try XCTUnwrap(frames.last))
        XCTAssertEqual([first.width, first.height], [100, 60])
        XCTAssertEqual(first[50, 30], red)
        XCTAssertEqual(last[50, 30], green)
    }

    /// The 100 × 60 rectangle (width 50 × 2) of `colors[1]`, purple, centred in the fixed
    /// 200 × 100 container: x 50…150, y 20…80.
    func testTaggedDeclarationsAmongOtherStatements() throws {
        var options = SimulationOptions()
        options.duration = 0
        let pixels = PreviewPixels(try XCTUnwrap(try preview("Mixed").simulation(options: options).frames().first))
        XCTAssertEqual([pixels.width, pixels.height], [200, 100])
        XCTAssertEqual(pixels[100, 50], purple)
        XCTAssertEqual(pixels[51, 21], purple)
        XCTAssertEqual(pixels[48, 50], white)
        XCTAssertEqual(pixels[100, 18], white)
    }
}
