import SwipeDeck
import SwipeRaster
import XCTest
import SwipeUI

/// The status bar and home indicator: on for a preset's iPhone canvas, off for a bare one,
/// switchable by the scene's `chrome`, light on dark backgrounds.
final class SystemChromeTests: XCTestCase {
    func testOnForPresetCanvasesOffForBareOnes() throws {
        let preset = try SceneReader.parse(#"{"preset": "card-stack"}"#)
        XCTAssertNil(preset.chrome)
        XCTAssertEqual(preset.resolvedChrome, Scene.Chrome(statusBar: true, homeIndicator: true))
        let bare = try SceneReader.parse(
            #"""
            {"preset": "card-stack", "canvas": {"width": 390, "height": 844, "safeArea": {"top": 0, "bottom": 0, "left": 0, "right": 0}}}
            """#)
        XCTAssertEqual(bare.resolvedChrome, Scene.Chrome(statusBar: false, homeIndicator: false))
        XCTAssertTrue(SystemChrome(scene: bare).isEmpty)
        // The Face ID layout on 390 × 844 (insets 47/34): the time centred in the left ear at
        // 14.6 % of the width (56.94 pt), on the bar's centre line (47 − 3) / 2 = 22 pt with the
        // figures' cap height (0.727 em at 17 pt) centred on it; three glyphs; the 134 × 5 pt
        // home indicator 8 pt above the bottom edge.
        let chrome = SystemChrome(scene: preset)
        let bar = try XCTUnwrap(chrome.statusBar)
        XCTAssertEqual(bar.timeCenter.x, 390 * 0.146, accuracy: 1e-9)
        XCTAssertEqual(bar.timeCenter.y, 22 + 17 * 0.727 / 2, accuracy: 1e-9)
        XCTAssertEqual(bar.glyphs.map(\.name), ["cellularbars", "wifi", "battery.100"])
        // The glyphs (18 + 5 + 17 + 5 + 27 = 72 pt) centred in the right ear.
        XCTAssertEqual(bar.glyphs[0].rect.x, 390 - 390 * 0.146 - 36, accuracy: 1e-9)
        XCTAssertEqual(chrome.homeIndicator?.rect, Rect(x: 128, y: 831, width: 134, height: 5))
    }

    func testSceneFieldSwitchesEachPart() throws {
        let scene = try SceneReader.parse(#"{"preset": "card-stack", "chrome": {"homeIndicator": false}}"#)
        XCTAssertEqual(scene.chrome, Scene.Chrome(statusBar: true, homeIndicator: false))
        XCTAssertNotNil(SystemChrome(scene: scene).statusBar)
        XCTAssertNil(SystemChrome(scene: scene).homeIndicator)
        let text = JSONWriter.write(SceneWriter.json(scene))
        XCTAssertEqual(try SceneReader.parse(text).chrome, scene.chrome)
        XCTAssertThrowsError(try SceneReader.parse(#"{"preset": "card-stack", "chrome": {"statusbar": false}}"#)) { error in
            XCTAssertTrue("\(error)".contains("chrome"), "\(error)")
            XCTAssertTrue("\(error)".contains("statusbar"), "\(error)")
        }
        XCTAssertThrowsError(try SceneReader.parse(#"{"preset": "card-stack", "chrome": {"statusBar": "yes"}}"#)) { error in
            XCTAssertTrue("\(error)".contains("chrome.statusBar"), "\(error)")
        }
    }

    func testLightContentOnDarkBackgrounds() {
        XCTAssertEqual(SystemChrome.contentColor(over: .white), .black)
        XCTAssertEqual(SystemChrome.contentColor(over: .black), .white)
        XCTAssertEqual(SystemChrome.contentColor(over: SceneColor.named("indigo")!), .white)
        XCTAssertEqual(SystemChrome.contentColor(over: SceneColor.named("yellow")!), .black)
        // Indigo at 18 % over the white window is light.
        XCTAssertEqual(SystemChrome.contentColor(over: SceneColor.named("indigo")!.opacity(0.18)), .black)
    }

    /// Drawn: ink in the status bar's right ear and at the home indicator when on, none when off.
    func testDrawnWhereAnIPhoneDrawsThem() throws {
        func render(_ chrome: String) throws -> Pixmap {
            let scene = try SceneReader.parse(#"{"preset": "drag-gesture", "script": [], "duration": 0, "chrome": \#(chrome)}"#)
            let renderer = try FrameRenderer(scene: scene)
            return try renderer.pixmaps([0])[0].pixmap
        }
        func darkPixels(_ pixmap: Pixmap, _ rect: (x: Range<Int>, y: Range<Int>)) -> Int {
            var count = 0
            for y in rect.y { for x in rect.x where pixmap.pixel(x: x, y: y)! & 0xFF < 100 { count += 1 } }
            return count
        }
        let on = try render(#"{"statusBar": true, "homeIndicator": true}"#)
        let off = try render(#"{"statusBar": false, "homeIndicator": false}"#)
        let rightEar = (x: 300..<370, y: 10..<36), leftEar = (x: 30..<90, y: 10..<36), indicator = (x: 150..<240, y: 828..<836)
        for area in [rightEar, leftEar, indicator] {
            XCTAssertGreaterThan(darkPixels(on, area), 20)
            XCTAssertEqual(darkPixels(off, area), 0)
        }
    }
}
