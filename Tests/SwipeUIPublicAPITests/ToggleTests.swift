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
        // The thumb's left edge: the first pure white pixel left to right across the switch.
        // The thumb spans 321…348 off and 341…368 on (2 pt inset); its edge pixel is partly
        // covered (the circle curves away within the pixel row), so the first white is one on.
        let edges = pixels.map { frame in (319...370).first { frame[$0, switchY] == [255, 255, 255, 255] } ?? -1 }
        XCTAssertEqual(edges.first, 322)
        XCTAssertEqual(edges.last, 342)
        let moving = edges.filter { $0 != 322 && $0 != 342 }
        XCTAssertGreaterThan(moving.count, 5, "it slides over several frames")
        XCTAssertEqual(edges, edges.sorted(), "no overshoot: the edge only moves right")
        XCTAssertEqual(pixels[pixels.count - 1][327, switchY], [88, 86, 214, 255])
    }

    /// The row of the switch: the y where pixel x = 362 is not white in the first frame.
    func switchCentreY(_ frame: FramePixels) -> Int? {
        let rows = (0..<frame.height).filter { frame[362, $0] != [255, 255, 255, 255] }
        guard let top = rows.first, let bottom = rows.last, bottom - top < 40 else { return nil }
        return (top + bottom) / 2
    }
}
