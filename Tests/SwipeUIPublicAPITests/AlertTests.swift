import SwipeUI
import XCTest

/// An "Are you sure?" alert over a deck: centred, dimming the deck, fading in from 1.2 × on the
/// presentation curve; a button runs its action and dismisses the alert.
final class AlertTests: XCTestCase {
    final class Log { var events: [String] = [] }

    struct Deck: View {
        let log: Log
        @State var confirming = false
        var body: some View {
            VStack {
                Color.orange.frame(width: 300, height: 300)
                Button("Reset deck") { confirming = true }
            }
            .alert("Start over?", isPresented: $confirming) {
                Button("Cancel", role: .cancel) { log.events.append("cancel") }
                Button("Reset", role: .destructive) { log.events.append("reset confirming=\(confirming)") }
            } message: {
                Text("All your likes will be cleared.").accessibilityIdentifier("message")
            }
        }
    }

    func testAnAlertShowsCentredAndAButtonDismissesIt() throws {
        let log = Log()
        var options = SimulationOptions()
        options.duration = 1.3
        let script: [TouchStep] = [.wait(0.1), .tapButton("Reset deck"), .wait(0.55), .tapButton("Reset"), .wait(0.55)]
        // Drawing the material behind the alert is slow: only the frames looked at are drawn.
        let drawn: Set<Int> = [0, 8, 12, 20, 38, 77]
        var frames: [Frame] = []
        try Simulation(Deck(log: log), script: script, options: options).run(drawing: { drawn.contains($0) }) { frames.append($0) }
        for index in drawn.sorted() {
            try frames[index].write(to: NSTemporaryDirectory() + "swipeui-sheets/alert/\(Frame.fileName(index))")
        }
        let message = frames.map { f in f.identifiedViews.first { $0.identifier == "message" } }
        let start = try XCTUnwrap(message.firstIndex { $0 != nil })
        let shown = try XCTUnwrap(message[start + 30])
        // Centred: the message's centre on the screen's vertical centre line, its leading edge
        // (390 − w) / 2 on the pixel grid (scale 1; a half rounds right).
        XCTAssertEqual(shown.transform[4], onPixelGrid((390 - shown.size.width) / 2), accuracy: 1e-6)
        XCTAssertEqual(shown.opacity, 1)
        // Fading in: half-way along the presentation curve it is partly transparent and larger.
        let f = NavigationPushTests.pushFraction(at: frames[start + 1].time - frames[start].time)
        XCTAssertEqual(try XCTUnwrap(message[start + 1]).opacity, f, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(message[start + 1]).transform[0], 1.2 + (1 - 1.2) * f, accuracy: 1e-6)
        // The deck behind is dimmed: orange (255, 149, 0) under black at 20 %.
        XCTAssertEqual(start, 6, "presented at the tap, 0.1 s")
        let pixels = FramePixels(frames[38])
        XCTAssertEqual(pixels[50, 300], [204, 119, 0, 255])
        XCTAssertEqual(log.events, ["reset confirming=true"], "the action ran, then the alert was dismissed")
        XCTAssertNil(message.last!, "dismissed")
        XCTAssertEqual(FramePixels(frames[77])[50, 300], [255, 149, 0, 255], "no longer dimmed")
    }

    /// A confirmation dialog: buttons stacked at the bottom of the safe area, 8 pt in; a button
    /// runs its action and dismisses it, sliding down.
    struct DialogDeck: View {
        let log: Log
        @State var asking = false
        var body: some View {
            Button("More") { asking = true }
                .confirmationDialog("Card", isPresented: $asking) {
                    Button("Report") { log.events.append("report") }
                    Button("Block", role: .destructive) { log.events.append("block asking=\(asking)") }.accessibilityIdentifier("block")
                }
        }
    }

    func testAConfirmationDialogSitsAtTheBottomAndAButtonDismissesIt() throws {
        let log = Log()
        var options = SimulationOptions()
        options.duration = 1.3
        let script: [TouchStep] = [.tapButton("More"), .wait(0.6), .tapButton("Block"), .wait(0.6)]
        var frames: [Frame] = []
        try Simulation(DialogDeck(log: log), script: script, options: options).run(drawing: { $0 == 30 }) { frames.append($0) }
        try frames[30].write(to: NSTemporaryDirectory() + "swipeui-sheets/dialog/\(Frame.fileName(30))")
        let block = try XCTUnwrap(frames[30].identifiedViews.first { $0.identifier == "block" })
        // The last row: 57 pt tall, its bottom 8 pt above the safe area's bottom (844 − 34), the
        // title centred in it.
        XCTAssertEqual(block.transform[5] + block.size.height / 2, 844 - 34 - 8 - 57.0 / 2, accuracy: 0.5)
        // Centred, to the pixel (frames are whole pixels at scale 1 here).
        XCTAssertEqual(block.transform[4] + block.size.width / 2, 195, accuracy: 0.5)
        XCTAssertEqual(log.events, ["block asking=true"])
        XCTAssertNil(frames.last!.identifiedViews.first { $0.identifier == "block" }, "dismissed")
    }
}
