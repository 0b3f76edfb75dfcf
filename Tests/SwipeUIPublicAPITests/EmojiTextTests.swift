import SwipeRaster
import SwipeUI
import XCTest

/// Emoji are drawn in colour from Noto Color Emoji, each advancing 1 em of the text's size, as
/// iOS sets Apple Color Emoji (its advances equal its 800 units per em: `EmojiFont`).
final class EmojiTextTests: XCTestCase {
    func testAnEmojiAdvancesOneEm() throws {
        let one = try LayoutHarness(Text("😀").font(.system(size: 40)).accessibilityIdentifier("e"))
        XCTAssertEqual(Double(try XCTUnwrap(one.frame("e")).width), 40, accuracy: 0.5)
        // A skin-toned thumb is one glyph (HarfBuzz forms the sequence): still 1 em.
        let toned = try LayoutHarness(Text("👍🏽").font(.system(size: 40)).accessibilityIdentifier("e"))
        XCTAssertEqual(Double(try XCTUnwrap(toned.frame("e")).width), 40, accuracy: 0.5)
        let two = try LayoutHarness(Text("😀🎉").font(.system(size: 17)).accessibilityIdentifier("e"))
        XCTAssertEqual(Double(try XCTUnwrap(two.frame("e")).width), 34, accuracy: 0.5)
    }

    func testAnEmojiDrawsInColour() throws {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 100, height: 100)
        options.safeArea = EdgeInsets()
        options.background = .white
        options.duration = 0
        let frame = try XCTUnwrap(Simulation(Text("😀").font(.system(size: 60)).foregroundColor(.black), options: options).frames().first)
        let pixels = FramePixels(frame)
        var coloured = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = pixels[x, y]
                // Grey (black text on white) has r = g = b; the grinning face is yellow.
                if Int(p[0]) - Int(p[2]) > 80 { coloured += 1 }
            }
        }
        XCTAssertGreaterThan(coloured, pixels.width * pixels.height / 10)
    }
}
