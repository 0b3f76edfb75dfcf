import SwipeUI
import XCTest

/// A view marked with `.accessibilityIdentifier` is reported in every frame with where it is on
/// screen and the effect values above it; `GeometryProxy.frame(in: .global)` is the reader's
/// place on the canvas; `run(drawing:)` draws only the frames asked for and moves the same.
final class IdentifiedViewTests: XCTestCase {
    /// A card 200 × 100 placed at the reader's global centre, 30 pt up, then offset by the drag
    /// and turned 10° about the card's centre: written out by hand below.
    struct Tilted: View {
        @GestureState var drag: CGSize = .zero
        var body: some View {
            GeometryReader { proxy in
                Color.blue
                    .frame(width: 200, height: 100)
                    .accessibilityIdentifier("card")
                    .position(x: proxy.frame(in: .global).midX, y: proxy.frame(in: .local).midY - 30)
                    .frame(width: 390, height: 763)
                    .offset(x: drag.width, y: 0)
                    .rotationEffect(.degrees(drag.width > 0 ? 10 : 0), anchor: .center)
                    .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
            }
        }
    }

    func testAnIdentifiedViewReportsItsTransformSizeAndEffects() throws {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 390, height: 844)
        options.safeArea = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let simulation = try Simulation(
            Tilted(), script: [.drag(to: CGSize(width: 60, height: 0), duration: 0.5, easing: .linear), .wait(0.2)], options: options)
        let frames = try simulation.frames()
        let rest = try XCTUnwrap(frames.first?.identifiedViews.first)
        XCTAssertEqual(rest.identifier, "card")
        XCTAssertEqual(rest.size, CGSize(width: 200, height: 100))
        // Reader at (0, 47) 390 × 763: centre x 195 (global), y 381.5 − 30 local → card's
        // top-leading corner at (95, 47 + 351.5 − 50) = (95, 348.5), on the pixel grid (scale 1)
        // 349: a half rounds down the screen.
        XCTAssertEqual(rest.transform, [1, 0, 0, 1, 95, onPixelGrid(348.5)])
        XCTAssertEqual(rest.values.map(\.name), ["offset", "rotation"], "innermost first, as the modifiers are written")
        XCTAssertEqual(rest.opacity, 1)

        let last = try XCTUnwrap(frames.last?.identifiedViews.first)
        XCTAssertEqual(last.values[0].components[0], 60, accuracy: 1e-9)
        XCTAssertEqual(last.values[1].components, [10])
        // p ↦ F + R(10°)·(p + (95 + 60, 349) − F), F = the 390 × 763 frame's centre (195, 428.5);
        // the card is rounded in the rotation's own space, the offset and the turn are not.
        let angle = 10 * Double.pi / 180
        let (c, s) = (cos(angle), sin(angle))
        let (dx, dy) = (95 + 60 - 195.0, onPixelGrid(348.5) - 428.5)
        let expected = [c, s, -s, c, 195 + c * dx - s * dy, 428.5 + s * dx + c * dy]
        for (got, want) in zip(last.transform, expected) { XCTAssertEqual(got, want, accuracy: 1e-9) }
    }

    /// A card with a stamp whose opacity follows the drag, a counter and a faded bar outside it.
    struct Stamped: View {
        @State var drag: CGFloat = 0
        @State var swipes = 0
        var body: some View {
            VStack {
                Text("\(swipes)")
                ZStack {
                    Color.blue
                    Text("LIKE").opacity(Double(drag / 100))
                }
                .frame(width: 200, height: 100)
                .accessibilityIdentifier("card")
                .offset(x: drag)
                .gesture(
                    DragGesture()
                        .onChanged { drag = $0.translation.width }
                        .onEnded { _ in swipes += 1 })
                Color.gray.frame(height: 20).opacity(swipes > 0 ? 0.5 : 1)
            }
        }
    }

    func testValuesInsideAnIdentifiedViewAndOnScreenAreNamedByTheirPath() throws {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 390, height: 844)
        let simulation = try Simulation(
            Stamped(), script: [.drag(to: CGSize(width: 50, height: 0), duration: 0.5, easing: .linear), .release, .wait(0.1)],
            options: options)
        let frames = try simulation.frames()
        let first = try XCTUnwrap(frames.first), last = try XCTUnwrap(frames.last)
        // The stamp's opacity is inside the card: named by its path from the card's frame.
        let card = try XCTUnwrap(first.identifiedViews.first)
        XCTAssertEqual(card.values.map(\.name), ["offset", ".frame/ZStack/.opacity"])
        XCTAssertEqual(card.values[1].components, [0])
        // At the end the stamp shows the last drag value / 100 (the offset shows the same drag).
        let end = try XCTUnwrap(last.identifiedViews.first)
        XCTAssertGreaterThan(end.values[0].components[0], 40)
        XCTAssertEqual(end.values[1].components[0], end.values[0].components[0] / 100, accuracy: 1e-12)
        // Outside the card: the counter's text and the bar's opacity, by their paths from the root.
        XCTAssertEqual(first.screenValues.map(\.name), ["Stamped/VStack/Text", "Stamped/VStack/.opacity"])
        XCTAssertEqual(first.screenValues.map(\.text), ["0", nil])
        XCTAssertEqual(first.screenValues[1].components, [1])
        XCTAssertEqual(last.screenValues.map(\.text), ["1", nil])
        XCTAssertEqual(last.screenValues[1].components, [0.5])
    }

    /// An explicit `path` through the samples a linear drag makes (one every 1/120 s) moves the
    /// card exactly as the drag does; a path whose times do not increase is an error.
    func testAnExplicitPathMovesTheCardAsTheSameDrag() throws {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 390, height: 844)
        options.duration = 0.5
        let start = CGPoint(x: 195, y: 400)
        let drag = try Simulation(
            Stamped(), script: [.drag(to: CGSize(width: 60, height: 0), duration: 0.25, easing: .linear, from: start), .release],
            options: options
        ).frames()
        let samples = (0...30).map { k in
            TouchSample(time: Double(k) / 120, location: CGPoint(x: 195 + 60 * Double(k) / 30, y: 400))
        }
        let path = try Simulation(Stamped(), script: [.path(samples)], options: options).frames()
        XCTAssertEqual(drag.map(\.identifiedViews), path.map(\.identifiedViews))
        XCTAssertGreaterThan(try XCTUnwrap(path.last?.identifiedViews.first?.values.first?.components.first), 40)
        let backwards = [TouchSample(time: 0.1, location: start), TouchSample(time: 0.05, location: start)]
        XCTAssertThrowsError(try Simulation(Stamped(), script: [.path(backwards)], options: options).frames()) {
            XCTAssertTrue("\($0)".contains("sample times must increase"), "\($0)")
        }
    }

    func testRunDrawingOnlyChosenFramesKeepsTheMotion() throws {
        let simulation = try Simulation(Tilted(), script: [.drag(to: CGSize(width: 80, height: 0), duration: 0.3), .release])
        var all: [Frame] = []
        try simulation.run { all.append($0) }
        var some: [Frame] = []
        try simulation.run(drawing: { $0 % 10 == 0 }) { some.append($0) }
        XCTAssertEqual(all.count, some.count)
        for (a, b) in zip(all, some) {
            XCTAssertEqual(a.identifiedViews, b.identifiedViews)
            XCTAssertEqual(b.isDrawn, b.index % 10 == 0)
            if b.isDrawn { XCTAssertEqual(a.premultipliedRGBA, b.premultipliedRGBA) }
        }
        XCTAssertThrowsError(try some[1].pngData()) { error in
            XCTAssertTrue("\(error)".contains("not drawn"), "\(error)")
        }
    }

    /// A `SimulationRun` steps the same motion a frame at a time; its recorded drawings draw the
    /// pixels `run` draws, compare equal exactly when they draw the same, and move with
    /// `translated(x:y:)`.
    func testSimulationRunRecordsDrawingsThatDrawTheSamePixels() throws {
        let simulation = try Simulation(Tilted(), script: [.drag(to: CGSize(width: 80, height: 0), duration: 0.3), .release, .wait(1)])
        var drawn: [Frame] = []
        try simulation.run { drawn.append($0) }
        let run = try SimulationRun(simulation)
        XCTAssertEqual(run.frameCount, drawn.count)
        var recorded: [Frame] = []
        while let frame = try run.next(recording: run.nextIndex % 5 == 0) { recorded.append(frame) }
        XCTAssertEqual(recorded.count, drawn.count)
        for (a, b) in zip(drawn, recorded) {
            XCTAssertEqual(a.identifiedViews, b.identifiedViews)
            XCTAssertNil(b.pixmap)
            guard let drawing = b.drawing else {
                XCTAssertNotEqual(b.index % 5, 0)
                continue
            }
            XCTAssertEqual(try drawing.draw().bytes, a.premultipliedRGBA, "frame \(b.index)")
        }
        let first = try XCTUnwrap(recorded[0].drawing), dragged = try XCTUnwrap(recorded[15].drawing)
        XCTAssertNotEqual(first, dragged, "the card is dragged at frame 15")
        XCTAssertEqual(first, first.translated(x: 0, y: 0))
        XCTAssertNotEqual(try first.translated(x: 3, y: 0).draw().bytes, try first.draw().bytes)
    }
}
