import SwipeUI
import XCTest

/// `.scrollTransition`: effects from the view's place in the scroll view's visible region
/// (Apple, "scrollTransition(_:axis:transition:)", "ScrollTransitionConfiguration"). The
/// full-screen scroll view on the default 390 × 844 canvas (47/34 pt safe area) shows 763 pt
/// from y 47; cards 100 pt tall are stacked from its top.
final class ScrollTransitionTests: XCTestCase {
    struct Cards: View {
        var configuration: ScrollTransitionConfiguration
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { i in
                        Color.blue.frame(height: 100)
                            .scrollTransition(configuration) { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(phase.isIdentity ? 1 : 0.5)
                            }
                            .accessibilityIdentifier("card\(i)")
                    }
                }
            }
        }
    }

    private func card(_ frame: Frame, _ i: Int) throws -> IdentifiedView {
        try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "card\(i)" })
    }

    private func frames(_ configuration: ScrollTransitionConfiguration, scroll: Double) throws -> [Frame] {
        var options = SimulationOptions()
        options.settleTime = 0
        // A straight drag up scrolls its length less the 10 pt the pan takes to begin; the
        // finger stays down, so nothing decelerates.
        let script: [TouchStep] =
            scroll == 0
            ? [.wait(0.1)]
            : [.wait(0.05), .drag(to: CGSize(width: 0, height: -(scroll + 10)), duration: 0.5, easing: .linear, from: CGPoint(x: 195, y: 600)), .wait(0.1)]
        return try Simulation(Cards(configuration: configuration), script: script, options: options).frames()
    }

    func testInteractiveFollowsThePositionLinearly() throws {
        let linear = ScrollTransitionConfiguration.interactive(timingCurve: .linear)
        let atRest = try XCTUnwrap(try frames(linear, scroll: 0).last)
        try atRest.write(to: NSTemporaryDirectory() + "swipeui-scroll-transition/at-rest.png")
        // Card 7 spans 700…800 of the 763 pt region: 63 of its 100 pt are in, the threshold
        // (wholly visible) is 100 pt: progress 0.63 from the bottomTrailing phase (opacity 0,
        // scale 0.5) to identity.
        let seventh = try card(atRest, 7)
        XCTAssertEqual(seventh.opacity, 0.63, accuracy: 1e-9)
        XCTAssertEqual(seventh.transform[0], 0.5 + 0.5 * 0.63, accuracy: 1e-9)
        XCTAssertEqual(seventh.size, CGSize(width: 390, height: 100), "the layout is unchanged")
        // Scaled about its centre (195, 797): its top-left corner moves to 195 − 0.815 × 195.
        XCTAssertEqual(seventh.transform[4], 195 - 0.815 * 195, accuracy: 1e-6)
        // Card 6 (600…700) is wholly inside; card 0 (0…100) too.
        XCTAssertEqual(try card(atRest, 6).opacity, 1)
        XCTAssertEqual(try card(atRest, 0).opacity, 1)
        XCTAssertEqual(try card(atRest, 0).transform[0], 1)
        // Card 8 (800…900) is wholly below: just hidden, the edge phase.
        XCTAssertEqual(try card(atRest, 8).opacity, 0)

        // Scrolled 250: card 2 spans −50…50, half in at the top: progress 0.5 from topLeading.
        let scrolled = try XCTUnwrap(try frames(linear, scroll: 250).last)
        try scrolled.write(to: NSTemporaryDirectory() + "swipeui-scroll-transition/scrolled.png")
        XCTAssertEqual(try card(scrolled, 2).opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(try card(scrolled, 2).transform[0], 0.75, accuracy: 1e-9)
        XCTAssertEqual(try card(scrolled, 0).opacity, 0, "wholly above the region")
        XCTAssertEqual(try card(scrolled, 3).opacity, 1, "card 3 spans 50…150")
        // Card 9 now spans 650…750: inside.
        XCTAssertEqual(try card(scrolled, 9).opacity, 1)
    }

    func testTheDefaultCurveAndOtherThresholdsAndModes() throws {
        // The default curve is easeInOut (0.42, 0, 0.58, 1): 0.5 at 0.5 by its point symmetry,
        // and above the diagonal after the middle.
        let scrolled = try XCTUnwrap(try frames(.interactive, scroll: 250).last)
        XCTAssertEqual(try card(scrolled, 2).opacity, 0.5, accuracy: 1e-6)
        let atRest = try XCTUnwrap(try frames(.interactive, scroll: 0).last)
        XCTAssertGreaterThan(try card(atRest, 7).opacity, 0.63, "ease-in-out runs ahead of linear after the middle")

        // `.centered`: identity only once the view's centre reaches the region's centre, 431.5 pt
        // in for a 100 pt view in 763 pt.
        let centered = try XCTUnwrap(try frames(ScrollTransitionConfiguration.interactive(timingCurve: .linear).threshold(.centered), scroll: 0).last)
        XCTAssertEqual(try card(centered, 4).opacity, 363.0 / 431.5, accuracy: 1e-9, "card 4 spans 400…500: 363 pt in")
        XCTAssertEqual(try card(centered, 0).opacity, 100.0 / 431.5, accuracy: 1e-9, "card 0 is on the top side, 100 pt in")

        // `.animated`: discrete, the edge phase until the threshold.
        let animated = try XCTUnwrap(try frames(.animated, scroll: 0).last)
        XCTAssertEqual(try card(animated, 7).opacity, 0)
        XCTAssertEqual(try card(animated, 6).opacity, 1)
        // `.identity`: never changes the view.
        let identity = try XCTUnwrap(try frames(.identity, scroll: 0).last)
        XCTAssertEqual(try card(identity, 8).opacity, 1)
    }

    func testThePhaseValueAndTheWarning() throws {
        XCTAssertEqual(ScrollTransitionPhase.topLeading.value, -1)
        XCTAssertEqual(ScrollTransitionPhase.identity.value, 0)
        XCTAssertEqual(ScrollTransitionPhase.bottomTrailing.value, 1)
        XCTAssertTrue(ScrollTransitionPhase.identity.isIdentity)
        XCTAssertFalse(ScrollTransitionPhase.bottomTrailing.isIdentity)
        var options = SimulationOptions()
        options.settleTime = 0
        let simulation = try Simulation(Cards(configuration: .animated), script: [.wait(0.1)], options: options)
        _ = try simulation.frames()
        XCTAssertEqual(
            simulation.warnings.filter { $0.contains("scroll transition changes phase without animating") }.count, 1,
            "noted once for the one modifier's place in the code: \(simulation.warnings)")
    }

    /// Outside a scroll view a view is in the identity phase.
    func testOutsideAScrollViewItIsIdentity() throws {
        let view = Color.red.frame(width: 50, height: 50)
            .scrollTransition { content, phase in content.offset(x: phase.value * 100).opacity(phase.isIdentity ? 1 : 0) }
            .accessibilityIdentifier("alone")
        let frame = try XCTUnwrap(try Simulation(view, script: [.wait(0.05)]).frames().last)
        let alone = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "alone" })
        XCTAssertEqual(alone.opacity, 1)
        XCTAssertEqual(alone.transform[4], 170, "centred: (390 − 50) / 2, no offset")
    }

    /// `blur(radius:)` in a visual effect blurs the view as `.blur` does: a 100 pt red square's
    /// ink spreads past its edge, and its middle stays red.
    func testAVisualEffectBlur() throws {
        func pixels(_ radius: CGFloat) throws -> FramePixels {
            let view = Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100)
                .visualEffect { content, _ in content.blur(radius: radius) }
            return FramePixels(try XCTUnwrap(try Simulation(view, script: [.wait(0.05)]).frames().last))
        }
        // The square spans x 145…245, y 378.5…478.5 (centred in the safe area 47…810).
        let sharp = try pixels(0), blurred = try pixels(6)
        XCTAssertEqual(sharp[247, 428], [255, 255, 255, 255], "2 pt outside: white when sharp")
        XCTAssertLessThan(blurred[247, 428][1], 230, "2 pt outside: red ink spread there")
        XCTAssertEqual(blurred[195, 428], [255, 0, 0, 255], "the middle stays red")
        XCTAssertEqual(blurred[300, 428], [255, 255, 255, 255], "55 pt outside: untouched")
    }
}
