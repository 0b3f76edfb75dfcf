import Foundation
import SwipeUI
import XCTest

/// `transformEffect(_:)` and `CGAffineTransform` (SwipeUI's on Linux, CoreGraphics's on Apple
/// platforms: the same conventions, x' = a·x + c·y + tx, y' = b·x + d·y + ty).
final class TransformEffectTests: XCTestCase {
    func testCGAffineTransformFollowsCoreGraphicsConventions() {
        let p = CGPoint(x: 1, y: 1)
        let translate = CGAffineTransform(translationX: 10, y: 0), scale = CGAffineTransform(scaleX: 2, y: 3)
        XCTAssertEqual(p.applying(translate.concatenating(scale)), CGPoint(x: 22, y: 3), "concatenating applies self first")
        XCTAssertEqual(p.applying(scale.translatedBy(x: 10, y: 0)), CGPoint(x: 22, y: 3), "translatedBy translates before self")
        XCTAssertEqual(p.applying(translate.scaledBy(x: 2, y: 3)), CGPoint(x: 12, y: 3), "scaledBy scales before self")
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(quarter.a, 0, accuracy: 1e-15)
        XCTAssertEqual(quarter.b, 1, accuracy: 1e-15)
        XCTAssertEqual(quarter.c, -1, accuracy: 1e-15)
        let turned = CGPoint(x: 1, y: 0).applying(translate.rotated(by: .pi / 2))
        XCTAssertEqual(turned.x, 10, accuracy: 1e-12, "rotated turns before self: (1, 0) → (0, 1) → (10, 1)")
        XCTAssertEqual(turned.y, 1, accuracy: 1e-12)
        let skew = CGAffineTransform(a: 2, b: 0.5, c: 0.25, d: 1, tx: 7, ty: -3)
        let round = skew.concatenating(skew.inverted())
        for (value, expected) in [(round.a, 1.0), (round.b, 0), (round.c, 0), (round.d, 1), (round.tx, 0), (round.ty, 0)] {
            XCTAssertEqual(value, expected, accuracy: 1e-12)
        }
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        XCTAssertEqual(singular.inverted(), singular, "a singular matrix is returned unchanged")
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertEqual(CGAffineTransform(), CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        XCTAssertEqual(CGSize(width: 10, height: 20).applying(skew), CGSize(width: 25, height: 25), "sizes ignore the translation")
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(scaleX: -1, y: 1)), CGRect(x: -10, y: 0, width: 10, height: 10))
    }

    /// A 100 pt red square at (100, 147), skewed: local (x, y) → (x + 0.5·y, y).
    struct Skewed: View {
        @State var taps = 0
        @State var moved = false
        let log: Log
        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .accessibilityIdentifier("card")
                .transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: moved ? 100 : 0, ty: 0))
                .onTapGesture {
                    taps += 1
                    log.taps = taps
                    withAnimation(.linear(duration: 1)) { moved.toggle() }
                }
                .padding(.leading, 100).padding(.top, 100)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    final class Log { var taps = 0 }

    func testASkewIsDrawnAndHitWhereTheMapPutsTheView() throws {
        let log = Log()
        var options = SimulationOptions()
        options.duration = 0.5
        // (105, 237): inside the layout rectangle, outside the skewed square (local x = −40);
        // (240, 237): outside the rectangle, inside the square (local x = 95).
        let script: [TouchStep] = [.tap(at: CGPoint(x: 105, y: 237)), .wait(0.1), .tap(at: CGPoint(x: 240, y: 237)), .wait(0.1)]
        let frames = try Simulation(Skewed(log: log), script: script, options: options).frames()
        try frames[0].write(to: NSTemporaryDirectory() + "swipeui-navigation/skew.png")
        XCTAssertEqual(log.taps, 1, "only the tap on the drawn square lands")

        let pixels = FramePixels(frames[0])
        var mismatches = 0, inside = 0
        for py in 130..<270 {
            for px in 80..<280 {
                // The pixel centre mapped back through the inverse skew, independently of SwipeUI.
                let y = Double(py) + 0.5 - 147, x = Double(px) + 0.5 - 100 - 0.5 * y
                let margin = 1.0
                let isInside = x > margin && x < 100 - margin && y > margin && y < 100 - margin
                let isOutside = x < -margin || x > 100 + margin || y < -margin || y > 100 + margin
                let pixel = pixels[px, py]
                if isInside { inside += 1; if pixel != [255, 59, 48, 255] { mismatches += 1 } }
                if isOutside && pixel != [255, 255, 255, 255] { mismatches += 1 }
            }
        }
        XCTAssertGreaterThan(inside, 9000)
        XCTAssertEqual(mismatches, 0)

        // The map reaches the manifest, and a change under withAnimation jumps (not animatable).
        let before = try XCTUnwrap(frames[0].identifiedViews.first { $0.identifier == "card" }).transform
        XCTAssertEqual(before, [1, 0, 0.5, 1, 100, 147])
        let tapFrame = try XCTUnwrap(frames.firstIndex { $0.identifiedViews.first { $0.identifier == "card" }!.transform[4] != 100 })
        XCTAssertEqual(frames[tapFrame].identifiedViews.first { $0.identifier == "card" }!.transform[4], 200, "at once, no tween")
    }
}
