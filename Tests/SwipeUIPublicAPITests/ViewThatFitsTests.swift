import Foundation
import SwipeUI
import XCTest

/// `ViewThatFits` through the public API: the first view whose ideal width fits is the one
/// laid out and drawn; when none fits, the last; the others are not in the frame at all.
final class ViewThatFitsTests: XCTestCase {
    struct Footer: View {
        var width: CGFloat
        var body: some View {
            ViewThatFits(in: .horizontal) {
                Text("Kyoto, Japan · 12 km away")
                Text("Kyoto · 12 km")
                Text("Kyoto")
            }
            .frame(width: width)
        }
    }

    func shownTexts(width: CGFloat) throws -> [String] {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 400, height: 100)
        options.safeArea = EdgeInsets()
        options.duration = 0
        let frame = try XCTUnwrap(Simulation(Footer(width: width), options: options).frames().first)
        return frame.screenValues.compactMap(\.text)
    }

    func testTheFirstViewWhoseIdealWidthFitsIsShown() throws {
        XCTAssertEqual(try shownTexts(width: 380), ["Kyoto, Japan · 12 km away"])
        XCTAssertEqual(try shownTexts(width: 150), ["Kyoto · 12 km"])
        XCTAssertEqual(try shownTexts(width: 60), ["Kyoto"])
    }

    func testWhenNothingFitsTheLastViewIsShown() throws {
        XCTAssertEqual(try shownTexts(width: 10), ["Kyoto"])
    }
}
