import SwipeUI
import XCTest

/// `.shadow(color:radius:x:y:)` is cast by the view's rendered content — its alpha, blurred,
/// moved and tinted, drawn below it (OpenSwiftUI `ShadowEffect`, a filter of the content; Core
/// Animation: a shadow without a `shadowPath` follows the layer's alpha). So an outer shadow
/// includes an inner one. The radius is 0 here unless said, so each shadow is the content's
/// alpha moved by its offset, worked out pixel by pixel.
final class ShadowOfContentTests: XCTestCase {
    /// A 20 × 20 pt view centred at (50, 50) (covering 40…60 on both axes) on a white
    /// 100 × 100 screen at scale 1.
    private func frame<V: View>(_ view: V) throws -> FramePixels {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 100, height: 100)
        options.safeArea = EdgeInsets()
        options.scale = 1
        options.duration = 0
        return FramePixels(try XCTUnwrap(try Simulation(view.position(x: 50, y: 50), options: options).frames().first))
    }

    func testAnOuterShadowIsCastByTheInnerShadowToo() throws {
        // A blue square (40…60) with a red shadow 10 pt right (50…70 × 40…60), then a black shadow
        // 10 pt down of all that: 40…70 × 50…70, under the content.
        let pixels = try frame(
            Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20)
                .shadow(color: Color(red: 1, green: 0, blue: 0), radius: 0, x: 10, y: 0)
                .shadow(color: .black, radius: 0, x: 0, y: 10))
        XCTAssertEqual(pixels[65, 65], [0, 0, 0, 255], "below the red shadow: the red shadow's own shadow")
        XCTAssertEqual(pixels[50, 65], [0, 0, 0, 255], "below the square")
        XCTAssertEqual(pixels[65, 50], [255, 0, 0, 255], "the red shadow, over the black one")
        XCTAssertEqual(pixels[50, 50], [0, 0, 255, 255], "the square")
        XCTAssertEqual(pixels[75, 65], [255, 255, 255, 255], "right of every shadow")
    }

    func testAnOpaqueViewsShadowIsUnchangedByWhereItIsCastFrom() throws {
        // Opaque content casts its silhouette's shadow: black at full alpha under it, 30 pt down.
        let pixels = try frame(
            Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20)
                .shadow(color: .black, radius: 0, x: 0, y: 30))
        XCTAssertEqual(pixels[50, 80], [0, 0, 0, 255])
        XCTAssertEqual(pixels[50, 65], [255, 255, 255, 255])
    }

    func testABlurredShadowOfShadowedContentHasHalfItsAlphaAtItsEdge() throws {
        // A 100 × 100 pt red square centred at (150, 100) on a white 300 × 400 screen, with a
        // clear inner shadow (so the outer one is cast from the content's pixels), casts a black
        // shadow of radius 12 (σ 12 px at scale 1) 200 pt down: the shadow square covers
        // 100…200 × 250…350.
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 300, height: 400)
        options.safeArea = EdgeInsets()
        options.scale = 1
        options.duration = 0
        let view = Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 100, height: 100)
            .shadow(color: .clear, radius: 0)
            .shadow(color: .black, radius: 12, x: 0, y: 200).position(x: 150, y: 100)
        let pixels = FramePixels(try XCTUnwrap(try Simulation(view, options: options).frames().first))
        // Inside, 50 px (over 4 σ) from every edge: the content's full alpha, black.
        XCTAssertEqual(Double(pixels[150, 300][1]), 0, accuracy: 2)
        // On the left edge (pixel centre 0.5 px inside): a Gaussian-blurred edge is half its
        // value there, Φ(0.5/12) = 0.517 of it: 255 × (1 − 0.517).
        XCTAssertEqual(Double(pixels[100, 300][1]), 123.2, accuracy: 4)
        // 3 σ outside the edge: Φ(−3) of it, about nothing.
        XCTAssertEqual(Double(pixels[64, 300][1]), 255, accuracy: 1)
    }
}
