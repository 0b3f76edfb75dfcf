import Foundation
import SwipeUI
import XCTest

/// Named coordinate spaces: a `GeometryReader`'s frame measured from the top-leading corner of
/// the nearest enclosing view with that name (Apple, "coordinateSpace(name:)"), by any
/// `Hashable` name, in iOS 16's and iOS 17's spellings.
final class CoordinateSpaceTests: XCTestCase {
    final class Log { var frames: [String: CGRect] = [:] }

    struct Deck: View {
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                GeometryReader { proxy in
                    let _ = log.frames["deck"] = proxy.frame(in: .named("deck"))
                    let _ = log.frames["stack"] = proxy.frame(in: .named(7))
                    let _ = log.frames["global"] = proxy.frame(in: .global)
                    let _ = log.frames["enum"] = proxy.frame(in: CoordinateSpace.named("deck"))
                    let _ = log.frames["unknown"] = proxy.frame(in: .named("nowhere"))
                    let _ = log.frames["bounds"] = proxy.bounds(of: .named("deck"))
                    Color.blue
                }
                .frame(width: 200, height: 50)
            }
            .coordinateSpace(.named(7))
            .padding(10)
            .coordinateSpace(name: "deck")
            .frame(width: 300, height: 400)
        }
    }

    func testAReaderMeasuresFromTheNamedViewsCorner() throws {
        // The 300 × 400 frame is centred at (45, 222); the padded stack, 300 × 170, is centred in
        // it at (45, 337) — the "deck" space. The stack (280 × 150) is at (55, 347) — space 7 —
        // and the 200 × 50 reader under the 100-pt red view, centred across: (95, 447).
        let log = Log()
        _ = try LayoutHarness(Deck(log: log))
        XCTAssertEqual(log.frames["global"], CGRect(x: 95, y: 447, width: 200, height: 50))
        XCTAssertEqual(log.frames["deck"], CGRect(x: 50, y: 110, width: 200, height: 50))
        XCTAssertEqual(log.frames["enum"], CGRect(x: 50, y: 110, width: 200, height: 50))
        XCTAssertEqual(log.frames["stack"], CGRect(x: 40, y: 100, width: 200, height: 50))
        // No view named so: the global frame, as SwiftUI gives.
        XCTAssertEqual(log.frames["unknown"], CGRect(x: 95, y: 447, width: 200, height: 50))
        // The named view's bounds in the reader's space.
        XCTAssertEqual(log.frames["bounds"], CGRect(x: -50, y: -110, width: 300, height: 170))
    }
}
