import Foundation
import SwipeUI
import XCTest

/// `.containerRelativeFrame` against the nearest container — the window's safe area or a scroll
/// view — with Apple's count/span/spacing formula:
/// ((length − spacing × (count − 1)) ÷ count) × span + (span − 1) × spacing.
final class ContainerRelativeFrameTests: XCTestCase {
    func assertFrame(
        _ h: LayoutHarness, _ name: String, _ x: Double, _ y: Double, _ w: Double, _ hh: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let f = h.frame(name) else { return XCTFail("no view \(name)", file: file, line: line) }
        XCTAssertEqual(Double(f.minX), x, accuracy: 1e-9, "\(name).x", file: file, line: line)
        XCTAssertEqual(Double(f.minY), y, accuracy: 1e-9, "\(name).y", file: file, line: line)
        XCTAssertEqual(Double(f.width), w, accuracy: 1e-9, "\(name).width", file: file, line: line)
        XCTAssertEqual(Double(f.height), hh, accuracy: 1e-9, "\(name).height", file: file, line: line)
    }

    func testTheWindowIsTheContainerOfARootView() throws {
        // 390 wide, 4 columns 10 apart, spanning 2: (390 − 30) ÷ 4 × 2 + 10 = 190, centred
        // at x 100; 50 high, centred at y 397. Inside a 200-wide frame it still measures the window.
        let h = try LayoutHarness(
            VStack {
                Color.red.accessibilityIdentifier("a").containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 10)
                    .frame(height: 50)
            }.frame(width: 200))
        assertFrame(h, "a", 100, 397, 190, 50)
    }

    func testAScrollViewIsTheContainerOfItsContent() throws {
        // The scroll view is 350 wide (20 pt padding each side): each card is
        // (350 − 40) ÷ 5 × 4 + 30 = 278 wide, 10 apart from x 20; the scroll view is as high
        // as its 100-pt content, centred: y 372.
        let h = try LayoutHarness(
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<3) { i in
                        Color.red.accessibilityIdentifier("card\(i)")
                            .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 10)
                            .frame(height: 100)
                    }
                }
            }.padding(.horizontal, 20))
        assertFrame(h, "card0", 20, 372, 278, 100)
        assertFrame(h, "card1", 308, 372, 278, 100)
    }

    func testALengthClosureGetsTheSafeAreasLength() throws {
        // Safe area 50 top, 34 bottom on 844: the window's length is 760; a quarter is 190,
        // centred in the safe area: y = 50 + (760 − 190) / 2 = 335. The whole width: 390.
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 390, height: 844)
        options.safeArea = EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0)
        options.duration = 0
        let deck = Color.red.accessibilityIdentifier("a")
            .containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .vertical ? length / 4 : length }
        let frame = try XCTUnwrap(Simulation(deck, options: options).frames().first)
        let v = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "a" })
        XCTAssertEqual(v.transform[5], 335, accuracy: 1e-9)
        XCTAssertEqual(Double(v.size.height), 190, accuracy: 1e-9)
        XCTAssertEqual(Double(v.size.width), 390, accuracy: 1e-9)
    }
}
