import SwipeUI
import XCTest

/// `BackgroundStyle` (`.background`) and `.backgroundStyle(_:)` (Apple, "BackgroundStyle",
/// "backgroundStyle(_:)"): the system background (white in light mode) unless a background
/// style is set, then that style; `.background(_:in:fillStyle:)` fills the shape behind the view.
/// Also the accepted modifiers: `.equatable()`, `.fontWidth`, `.privacySensitive`, `.containerShape`.
final class BackgroundStyleTests: XCTestCase {
    struct Panel: View {
        var style: Color?
        var body: some View {
            ZStack {
                Color(red: 0, green: 0, blue: 1).ignoresSafeArea()
                VStack(spacing: 0) {
                    Color.clear.frame(width: 100, height: 60)
                        .background(.background, in: RoundedRectangle(cornerRadius: 10), fillStyle: FillStyle(eoFill: true))
                    Color.clear.frame(width: 100, height: 60).background(in: Capsule())
                    Rectangle().fill(.background).frame(width: 100, height: 60)
                }
                .backgroundStyleIfSet(style)
            }
        }
    }

    private func pixels(_ view: Panel) throws -> FramePixels {
        FramePixels(try XCTUnwrap(try Simulation(view, script: [.wait(0.05)]).frames().last))
    }

    func testTheSystemBackgroundOrTheStyleSet() throws {
        // The 180 pt column is centred in the safe area (47…810, centre 428.5): its three 60 pt
        // panels are centred on y 368.5, 428.5 and 488.5.
        let plain = try pixels(Panel(style: nil))
        for y in [368, 428, 488] { XCTAssertEqual(plain[195, y], [255, 255, 255, 255], "white at y \(y)") }
        XCTAssertEqual(plain[20, 428], [0, 0, 255, 255], "blue around")
        let red = try pixels(Panel(style: Color(red: 1, green: 0, blue: 0)))
        for y in [368, 428, 488] { XCTAssertEqual(red[195, y], [255, 0, 0, 255], "the style set, at y \(y)") }
        // The capsule's ends are round: its top-left corner pixel shows the blue behind.
        XCTAssertEqual(red[146, 399], [0, 0, 255, 255])
    }

    struct Score: View, Equatable {
        let value: Int
        var body: some View {
            // Text's own fontWidth (returning Text) is silent; the view modifier notes the width.
            HStack { Text("Score \(value)").fontWidth(.expanded) }.fontWidth(.condensed)
                .privacySensitive().containerShape(Capsule()).accessibilityIdentifier("score")
        }
    }

    func testAcceptedModifiersDrawTheContentAndNoteTheWidthOnce() throws {
        let simulation = try Simulation(
            VStack {
                Score(value: 3).equatable(); Score(value: 4).equatable()
            }, script: [.wait(0.05)])
        let frame = try XCTUnwrap(try simulation.frames().last)
        let labels = frame.identifiedViews.filter { $0.identifier == "score" }.map(\.label)
        XCTAssertEqual(labels, ["Score 3", "Score 4"])
        // Both views have the same type path (VStack › EquatableView<Score> › …): one note.
        XCTAssertEqual(simulation.warnings.filter { $0.contains("font width .condensed") }.count, 1, "\(simulation.warnings)")
        // Drawn at the standard width: as wide as the same text without the modifier.
        let plain = try XCTUnwrap(try Simulation(HStack { Text("Score 3") }.accessibilityIdentifier("plain"), script: [.wait(0.05)]).frames().last)
        let plainWidth = try XCTUnwrap(plain.identifiedViews.first { $0.identifier == "plain" }).size.width
        XCTAssertEqual(try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "score" }).size.width, plainWidth)
    }
}

private extension View {
    @ViewBuilder func backgroundStyleIfSet(_ color: Color?) -> some View {
        if let color { backgroundStyle(color) } else { self }
    }
}
