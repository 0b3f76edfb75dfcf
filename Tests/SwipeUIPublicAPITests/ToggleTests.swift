import SwipeUI
import XCTest

/// `Toggle(_:isOn:)`: iOS's switch at the trailing edge of the row, flipped by a tap.
final class ToggleTests: XCTestCase {
    struct Settings: View {
        @State var isOn = false
        var tint: Color?
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $isOn)
                    .toggleStyle(.switch)
                    .tint(tint)
                    .padding(.horizontal, 20)
                Text(isOn ? "on" : "off").accessibilityIdentifier(isOn ? "on" : "off")
            }
        }
    }

    func simulation(_ view: Settings = Settings(), script: [TouchStep]) throws -> Simulation {
        var options = SimulationOptions()
        options.settleTime = 0
        return try Simulation(view, script: script, options: options)
    }

    // The row is 350 pt wide (390 − 2 × 20) and centred on the canvas; the switch is its last
    // 51 × 31 pt: x 319…370. The canvas is 844 pt high, the safe area 47…810, so the VStack
    // (31 + 8 + the text line) is centred there.
    func testTheSwitchIsDrawnAtTheTrailingEdgeOffThenGreenWhenTapped() throws {
        let frames = try simulation(script: [.wait(0.1), .tapButton("Wi-Fi"), .wait(0.6)]).frames()
        try frames[0].write(to: NSTemporaryDirectory() + "swipeui-toggle/off.png")
        try frames[frames.count - 1].write(to: NSTemporaryDirectory() + "swipeui-toggle/on.png")
        XCTAssertEqual(frames[0].identifiedViews.map(\.identifier), ["off"])
        XCTAssertEqual(frames[frames.count - 1].identifiedViews.map(\.identifier), ["on"], "the tap flipped the binding")
        let first = FramePixels(frames[0]), last = FramePixels(frames[frames.count - 1])
        let switchY = try XCTUnwrap(switchCentreY(first))
        // Off: the track right of the thumb is the off grey; the thumb (left) is white.
        XCTAssertEqual(first[362, switchY], [233, 233, 235, 255])
        XCTAssertEqual(first[334, switchY], [255, 255, 255, 255])
        // On: the track left of the thumb is green; the thumb (right) is white.
        XCTAssertEqual(last[327, switchY], [52, 199, 89, 255])
        XCTAssertEqual(last[355, switchY], [255, 255, 255, 255])
    }

    func testTheThumbSlidesWithoutOvershootAndATintRecolours() throws {
        let frames = try simulation(Settings(tint: .indigo), script: [.wait(0.1), .tapButton("Wi-Fi"), .wait(0.6)]).frames()
        let pixels = frames.map(FramePixels.init)
        let switchY = try XCTUnwrap(switchCentreY(pixels[0]))
        // The thumb's left edge: the first white pixel left to right across the switch (every
        // channel ≥ 252: a pixel at least 99 % covered by the white thumb is ≥ 0.99 × 255 over
        // any backdrop; the track and its shadow outside the thumb are ≤ 233). The thumb spans 321…348 off and 341…368 on
        // (2 pt inset); on the thumb's centre row its edge pixel is 99.6 % covered (the circle
        // of radius 13.5 curves in by 0.04 pt within the row), so the edge is 321 off, 341 on.
        let edges: [Int] = pixels.map { frame in
            (319...370).first { x in frame[x, switchY].prefix(3).allSatisfy { $0 >= 252 } } ?? -1
        }
        XCTAssertEqual(edges.first, 321)
        XCTAssertEqual(edges.last, 341)
        let moving = edges.filter { $0 != 321 && $0 != 341 }
        XCTAssertGreaterThan(moving.count, 5, "it slides over several frames")
        XCTAssertEqual(edges, edges.sorted(), "no overshoot: the edge only moves right")
        XCTAssertEqual(pixels[pixels.count - 1][327, switchY], [88, 86, 214, 255])
    }

    /// The row of the switch: the middle of the rows where pixel x = 366 is not white in the
    /// first frame. That column crosses the track's round right end (centre x 354.5, radius
    /// 15.5: rows within ±10.4 pt of the centre) and lies beyond the reach of the thumb's
    /// shadows (the thumb ends at 348; its shadows reach about 3 σ = 12 pt further, the outer one
    /// cast from the inner one too), so the middle is the track's centre.
    func switchCentreY(_ frame: FramePixels) -> Int? {
        let rows = (0..<frame.height).filter { frame[366, $0] != [255, 255, 255, 255] }
        guard let top = rows.first, let bottom = rows.last, bottom - top < 40 else { return nil }
        return (top + bottom) / 2
    }
}
