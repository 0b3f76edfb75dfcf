import SwipeDeck
import SwipeMotion
import SwipeRaster
import SwipeUI
import XCTest

/// The display clock (SwipeMotion README, "Gestures and the display clock"), exact script time, and the preset behaviours that depend on
/// them.
final class DisplayClockTests: XCTestCase {
    private func defaultScene(_ preset: String) throws -> Scene {
        try XCTUnwrap(PresetCatalog.preset(named: preset)).defaultScene
    }

    /// Changing the output fps never changes the motion: at the frame times 30, 60 and 120 fps
    /// share, every card's placement and values are identical, bit for bit.
    func testOutputFrameRateNeverChangesTheMotion() throws {
        for preset in PresetCatalog.names {
            var runs: [Int: [SimulatedFrame]] = [:]
            for fps in [30, 60, 120] {
                var scene = try defaultScene(preset)
                scene.fps = fps
                runs[fps] = try DeckSimulation(scene: scene).run()
            }
            let at30 = try XCTUnwrap(runs[30]), at60 = try XCTUnwrap(runs[60]), at120 = try XCTUnwrap(runs[120])
            XCTAssertGreaterThan(at30.count, 60)
            for (n, frame) in at30.enumerated() {
                for other in [at60[2 * n], at120[4 * n]] {
                    XCTAssertEqual(frame.cards, other.cards, "\(preset) frame \(n) at 30 fps")
                }
            }
        }
    }

    /// 120 fps output on a 60 Hz display repeats each display frame twice.
    func testOutputFramesShowTheLatestDisplayFrame() throws {
        var scene = try defaultScene("card-stack")
        scene.fps = 120
        XCTAssertEqual((0...5).map(scene.displayFrame(ofOutputFrame:)), [0, 0, 1, 1, 2, 2])
        scene.displayRate = 120
        scene.fps = 50
        XCTAssertEqual((0...5).map(scene.displayFrame(ofOutputFrame:)), [0, 2, 4, 7, 9, 12])
    }

    /// card-stack: the second drag starts at 0.5 + 0.15 + 0.8 s, which Double addition makes
    /// 1.4500000000000002; in exact ticks it is 1.45 s = display frame 87, so its first samples
    /// arrive in the frames they fall on, and the offset one frame after each sample equals that
    /// sample's translation through the drag's animation — here, frame 88 (1.4667 s) shows the
    /// drag already under way by the frame-87 and frame-88 samples.
    func testFrameCoincidentSamplesArriveInTheirFrame() throws {
        let scene = try defaultScene("card-stack")
        let timeline = try TouchTimeline(scene.script.map(\.touchStep), touchRate: scene.touchRate, defaultTouchPoint: .zero)
        let secondDown = timeline.events.compactMap { event -> VirtualTime? in
            if case .down(let time, _) = event { return time }
            return nil
        }[1]
        XCTAssertEqual(secondDown, VirtualTime(seconds: 1.45))
        XCTAssertNotEqual(0.5 + 0.15 + 0.8, 1.45, "the floating-point sum drifts")
        XCTAssertLessThanOrEqual(secondDown, VirtualTime(frame: 87, rate: 60))
        XCTAssertGreaterThan(secondDown, VirtualTime(frame: 86, rate: 60))
        // Sample at 1.45 + 2/120 s lies exactly on display frame 88 and is delivered there.
        let sample = secondDown + VirtualTime(frame: 2, rate: 120)
        XCTAssertLessThanOrEqual(sample, VirtualTime(frame: 88, rate: 60))
        XCTAssertGreaterThan(sample, VirtualTime(frame: 87, rate: 60))

        // The gesture sees it at frame 88: the translation there is 150·(2/36) = 8.33 pt, past the
        // 8 pt minimum distance, so the drag starts at frame 88 (the card was settling, nearly
        // still, from the first drag's spring-back until then).
        // card-stack is a SwipeUI view: read the top card's offset from the frames (60 fps, so
        // output frame m is display frame m).
        let frames = try DeckSimulation(scene: scene).run()
        func x(_ m: Int) throws -> Double {
            let top = try XCTUnwrap(frames[m].cards.last)
            return try XCTUnwrap(top.values.first { $0.name == "offset" }?.value.vector.x)
        }
        let x86 = try x(86), x87 = try x(87), x88 = try x(88)
        XCTAssertLessThan(abs(x87 - x86), 0.01)
        XCTAssertGreaterThan(x88 - x87, 0.5, "the frame-88 sample starts the drag at frame 88, not a frame late")
    }

    /// tinder-stack, default scene: the second drag starts (display frame 71, 1.183 s) while the
    /// first release's `.spring(response: 0.42…)` still runs, so its `.interactiveSpring(response:
    /// 0.25…, blendDuration: 0.25)` merges and blends the response from 0.42 down over 0.25 s;
    /// every later drag sample (same response) leaves that blend alone. The card therefore trails
    /// the finger at t = 1.35 s: 50.4 pt, where the same drag with `blendDuration: 0` shows 63.7 pt
    /// (and the old per-sample blend reset gave 63.6 pt on this display clock).
    func testTinderSecondDragBlendsItsFullCourse() throws {
        func offsetAt135(dragAnimation: String) throws -> Double {
            let scene = try defaultScene("tinder-stack").settingParameter("dragAnimation", to: .string(dragAnimation))
            // t = 1.35 s is output frame 81 at 60 fps.
            let frame = try DeckSimulation(scene: scene).run()[81]
            let card = try XCTUnwrap(frame.cards.first { $0.id == "card-0" })
            return try XCTUnwrap(card.values.first { $0.name == "offset" }).value.vector.x
        }
        let blended = try offsetAt135(dragAnimation: ".interactiveSpring(response: 0.25, dampingFraction: 0.72)")
        let unblended = try offsetAt135(dragAnimation: ".interactiveSpring(response: 0.25, dampingFraction: 0.72, blendDuration: 0)")
        XCTAssertEqual(blended, 50.43, accuracy: 0.01)
        XCTAssertEqual(unblended, 63.73, accuracy: 0.01)
    }

    /// trip-deck: the long press completes at the first display frame ≥ 0.01 s (1/60 s), and the
    /// seed's `.second(true, nil)` makes isDragging true there: the top card's scale snaps to 0.95
    /// (no animation covers it) and the bottom bar starts fading with `.default`, is gone while
    /// the card is dragged and back once it is released (0.5 s): seen in the bar's black
    /// "BOOK IT NOW" button.
    func testTripDeckLongPressSnapsTheScaleAndFadesTheBottomBar() throws {
        let renderer = try FrameRenderer(scene: defaultScene("trip-deck"))
        let shown = try renderer.pixmaps([0, 1, 3, 25, 85])
        func values(_ i: Int) throws -> [(name: String, value: AttributeValue)] {
            try XCTUnwrap(shown[i].frame.cards.first { $0.id == "card-0" }).values
        }
        func value(_ name: String, _ i: Int) throws -> Point { try XCTUnwrap(values(i).first { $0.name == name }).value.vector }
        XCTAssertEqual(try value("scale", 0).x, 1)
        XCTAssertEqual(try value("scale", 1).x, 0.95, "snaps at the press's completion")
        XCTAssertEqual(try value("offset", 1), .zero, "before any drag")
        // The button: the lowest black pixel in a column left of its label, above the home
        // indicator's safe area (34 pt), at rest.
        let rest = shown[0].pixmap
        func red(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> UInt32 { (pixmap.pixel(x: x, y: y) ?? 0) & 0xFF }
        let scale = rest.width / 390
        let x = rest.width / 2 - 55 * scale
        let y = try XCTUnwrap((rest.height / 2..<rest.height - 34 * scale).reversed().first { red(rest, x, $0) == 0 }, "the button is black at rest")
        XCTAssertEqual(red(shown[1].pixmap, x, y), 0, "the fade starts at the press's frame")
        let fading = red(shown[2].pixmap, x, y)
        XCTAssertGreaterThan(fading, 0, "the bar is fading by 0.05 s")
        XCTAssertLessThan(fading, 128)
        XCTAssertGreaterThan(red(shown[3].pixmap, x, y), 230, "the bar is gone while dragging")
        XCTAssertLessThan(red(shown[4].pixmap, x, y), 8, "the bar is back after the release")
    }

    /// tinder-stack: "All caught up" appears in the transaction that removes the last profile and
    /// fades in with it (default `.opacity` insertion), not after the card's removal ends.
    func testTinderEmptyStateAppearsAtTheLastRemoval() throws {
        var scene = try defaultScene("tinder-stack")
        scene.cards = Array(scene.cards.prefix(1))
        scene.script = [.tap("like"), .wait(2)]
        let frames = try DeckSimulation(scene: scene).run()
        func view(_ id: String, atFrame n: Int) -> CardPlacement? { frames[n].cards.first { $0.id == id } }
        XCTAssertNil(view("empty-state", atFrame: 26))
        // The removal timer fires at the first display frame at or after 0.45 s: frame 27.
        let atRemoval = try XCTUnwrap(view("empty-state", atFrame: 27))
        XCTAssertEqual(atRemoval.opacity, 0, "inserted at opacity 0 in the removal transaction")
        let fading = try XCTUnwrap(view("empty-state", atFrame: 36)).opacity
        XCTAssertGreaterThan(fading, 0.3)
        XCTAssertNotNil(view("card-0", atFrame: 36), "while the last card still leaves")
        let buttons = try XCTUnwrap(view("buttons", atFrame: 36)).opacity
        XCTAssertLessThan(buttons, 1, "the buttons fade out in the same transaction")
        XCTAssertEqual(try XCTUnwrap(view("buttons", atFrame: 26)).opacity, 1)
    }
}
