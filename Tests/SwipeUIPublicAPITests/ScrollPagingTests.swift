import Foundation
import SwipeUI
import XCTest

/// `.scrollTargetBehavior(.paging)` on a full-width card carousel: a lift settles on the page
/// nearest the natural end of the deceleration, at most one page from the start, carried there
/// by the critically damped bounce spring (ω = 10/s).
final class ScrollPagingTests: XCTestCase {
    struct Carousel: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 24).fill(Color(hue: Double(i) / 5, saturation: 0.5, brightness: 0.9))
                            .padding(20)
                            .frame(width: 390, height: 500)
                            .accessibilityIdentifier("page\(i)")
                    }
                }
            }
            .scrollTargetBehavior(.paging)
        }
    }

    /// The content offset (the first page's distance left of the canvas edge) in each frame.
    func offsets(_ script: [TouchStep]) throws -> [(time: Double, offset: Double)] {
        var result: [(Double, Double)] = []
        try Simulation(Carousel(), script: script).run(drawing: { _ in false }) { frame in
            let page = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "page0" })
            result.append((frame.time, -page.transform[4]))
        }
        return result
    }

    func testASlowShortDragReturnsAndALongerOneTurnsThePage() throws {
        let back = try offsets([
            .drag(to: CGSize(width: -150, height: 0), duration: 0.5, easing: .linear, from: CGPoint(x: 300, y: 422)), .wait(0.2), .release, .wait(1.5),
        ])
        XCTAssertEqual(back.last!.offset, 0, accuracy: 0.01)
        XCTAssertEqual(back.map(\.offset).max()!, 140, accuracy: 1e-9, "held 150 − 10 pt in")
        let turned = try offsets([
            .drag(to: CGSize(width: -250, height: 0), duration: 0.5, easing: .linear, from: CGPoint(x: 300, y: 422)), .wait(0.2), .release, .wait(1.5),
        ])
        XCTAssertEqual(turned.last!.offset, 390, accuracy: 0.01)
    }

    func testAFastFlingTurnsOnePageByTheBounceSpring() throws {
        // Lifts at 0.3 s, 90 pt in, moving 2 000 pt/s: the natural end (≈ 1 089 pt) is page 3,
        // but a swipe turns one page.
        let frames = try offsets([
            .fling(to: CGSize(width: -100, height: 0), duration: 0.3, velocity: CGSize(width: -2000, height: 0), from: CGPoint(x: 300, y: 422)), .wait(1.5),
        ])
        let start = try XCTUnwrap(frames.first { $0.time == 0.3 }).offset
        let x0 = start - 390, v0 = 2000.0
        var checked = 0
        for frame in frames where frame.time >= 0.3 {
            let s = frame.time - 0.3
            XCTAssertEqual(frame.offset, 390 + (x0 + (v0 + 10 * x0) * s) * exp(-10 * s), accuracy: 1e-6, "t = \(frame.time)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 80)
        XCTAssertEqual(frames.last!.offset, 390, accuracy: 0.01)
    }

    /// Writes a page turn for a person to look at (`SWIPESIM_SCROLL_FRAMES=DIR`).
    func testWriteFramesForInspection() throws {
        guard let directory = ProcessInfo.processInfo.environment["SWIPESIM_SCROLL_FRAMES"] else { throw XCTSkip("set SWIPESIM_SCROLL_FRAMES to write frames") }
        try Simulation(
            Carousel(),
            script: [
                .fling(to: CGSize(width: -100, height: 0), duration: 0.3, velocity: CGSize(width: -2000, height: 0), from: CGPoint(x: 300, y: 422)), .wait(0.6),
            ]
        )
        .writePNGs(to: directory + "/paging")
    }
}
