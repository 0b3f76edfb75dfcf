import SwipeUI
import XCTest

/// Sheets and full-screen covers on the default iPhone canvas (390 × 844 pt, safe area 47 pt
/// top, 34 pt bottom): the slide on UIKit's curve (the push curve, `NavigationPushTests`), the
/// detents' heights, the receded presenting view, dismissal by the binding, by `dismiss()` and
/// by `presentationMode`, `onDismiss` after the slide, item-driven content, and a sheet opened
/// from a card of a swipe deck. Frames are written under `swipeui-sheets/` to look at.
final class SheetPresentationTests: XCTestCase {
    /// What the views saw, for assertions from outside.
    final class Log {
        var events: [String] = []
    }

    struct Card: Identifiable, Hashable {
        var name: String
        var id: String { name }
    }

    func options(duration: Double) -> SimulationOptions {
        var options = SimulationOptions()
        options.duration = duration
        return options
    }

    func write(_ frames: [Frame], _ name: String, every step: Int = 3) throws {
        for frame in frames where frame.index % step == 0 {
            try frame.write(to: NSTemporaryDirectory() + "swipeui-sheets/\(name)/\(Frame.fileName(frame.index))")
        }
    }

    func view(_ id: String, _ frame: Frame) -> IdentifiedView? { frame.identifiedViews.first { $0.identifier == id } }
    /// y of the identified view's origin on the canvas at each frame (nil where absent).
    func originY(_ id: String, in frames: [Frame]) -> [Double?] { frames.map { view(id, $0)?.transform[5] } }

    /// The large sheet's top: 10 pt below the safe area's top (SwipeSim's reading).
    static let largeTop = 47.0 + 10
    /// The receded presenting view's scale: 16 pt narrower on each side of 390 pt.
    static let recededScale = (390.0 - 32) / 390

    /// A deck screen: a button opens a details sheet whose content fills it.
    struct Screen: View {
        let log: Log
        var detents: Set<PresentationDetent>? = nil
        var indicator: Visibility = .automatic
        @State var showing = false
        var body: some View {
            VStack {
                Color.orange.frame(width: 300, height: 400)
                Button("Details") { showing = true }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .accessibilityIdentifier("deck")
            .sheet(isPresented: $showing, onDismiss: { log.events.append("onDismiss showing=\(showing)") }) {
                Details(log: log, detents: detents, indicator: indicator)
            }
        }
    }

    struct Details: View {
        let log: Log
        let detents: Set<PresentationDetent>?
        let indicator: Visibility
        @Environment(\.dismiss) var dismiss
        @Environment(\.presentationMode) var presentationMode
        @Environment(\.isPresented) var isPresented
        var body: some View {
            let content = ZStack {
                Color.mint.accessibilityIdentifier("sheet")
                VStack {
                    Button("Done") {
                        log.events.append("done"); dismiss()
                    }
                    Button("Close") {
                        log.events.append("close \(presentationMode.wrappedValue.isPresented)"); presentationMode.wrappedValue.dismiss()
                    }
                }
            }
            .onAppear { log.events.append("appear isPresented=\(isPresented)") }
            .presentationDragIndicator(indicator)
            if let detents { content.presentationDetents(detents) } else { content }
        }
    }

    /// The sheet's top slides from the bottom of the screen to its rest on the push curve.
    func assertSlides(_ ys: [Double?], frames: [Frame], start: Int, from: Double, to: Double, file: StaticString = #filePath, line: UInt = #line) {
        for k in [start, start + 1, start + 3, start + 6, start + 12, start + 29, start + 30] {
            let t = frames[k].time - frames[start].time
            let expected = from + (to - from) * NavigationPushTests.pushFraction(at: t)
            guard let y = ys[k] else { return XCTFail("frame \(k): sheet absent", file: file, line: line) }
            XCTAssertEqual(y, expected, accuracy: 1e-6, "frame \(k), t = \(t)", file: file, line: line)
        }
    }

    func testASheetSlidesUpOnUIKitsCurveAndThePresentingViewRecedes() throws {
        let log = Log()
        let simulation = try Simulation(Screen(log: log), script: [.wait(0.1), .tapButton("Details"), .wait(0.7)], options: options(duration: 1))
        let frames = try simulation.frames()
        try write(frames, "present")
        let sheet = originY("sheet", in: frames)
        let start = try XCTUnwrap(sheet.firstIndex { $0 != nil })
        XCTAssertGreaterThan(start, 3, "presented at the tap")
        XCTAssertEqual(sheet[start]!, 844, accuracy: 1e-9, "starts just below the screen, a sheet's height down")
        assertSlides(sheet, frames: frames, start: start, from: 844, to: Self.largeTop)
        XCTAssertEqual(view("sheet", frames.last!)?.size.height ?? 0, 844 - Self.largeTop - 34, accuracy: 1e-9, "content above the home indicator")
        XCTAssertEqual(view("sheet", frames.last!)?.transform[4] ?? -1, 0, "as wide as the screen")
        // The deck scales about the screen's centre and moves down until its top meets the
        // safe area's top, on the same curve.
        let deck = frames.map { view("deck", $0)! }
        for k in [start, start + 6, start + 30] {
            let f = NavigationPushTests.pushFraction(at: frames[k].time - frames[start].time)
            let s = 1 + (Self.recededScale - 1) * f
            XCTAssertEqual(deck[k].transform[0], s, accuracy: 1e-6, "scale at frame \(k)")
        }
        let settled = deck.last!
        // The deck fills the safe area (47…810); the screen's top edge, scaled about 422, lands at 47.
        let screenTop = 422 - Self.recededScale * 422
        let drop = 47 - screenTop
        XCTAssertEqual(settled.transform[5], 422 + Self.recededScale * (47 - 422) + drop, accuracy: 1e-6)
        XCTAssertEqual(log.events, ["appear isPresented=true"])
        // Pixels: black around the receded deck's rounded top corner, the status bar band above
        // it; the sheet white at its corner, dimmed orange behind.
        let pixels = FramePixels(frames.last!)
        XCTAssertEqual(pixels[1, 20], [0, 0, 0, 255], "black around the receded deck")
        XCTAssertEqual(pixels[195, Int(Self.largeTop) + 30], pixels[195, 600], "the sheet's mint fills it")
    }

    func testDetentHeights() throws {
        // medium: half the screen; the set's smallest is shown first; several detents show the indicator.
        let cases: [(Set<PresentationDetent>, Double)] = [
            ([.medium, .large], 844.0 / 2), ([.large], 844 - Self.largeTop), ([.fraction(0.5)], 0.5 * (844 - Self.largeTop)),
            ([.height(300)], 300), ([.height(5000)], 844 - Self.largeTop),
        ]
        for (detents, height) in cases {
            let simulation = try Simulation(Screen(log: Log(), detents: detents), script: [.tapButton("Details"), .wait(0.6)], options: options(duration: 0.7))
            let frames = try simulation.frames()
            let top = try XCTUnwrap(originY("sheet", in: frames).last!)
            XCTAssertEqual(top, 844 - height, accuracy: 1e-9, "\(detents)")
            if detents == [.medium, .large] {
                try write(frames, "medium")
                let pixels = FramePixels(frames.last!)
                // The drag indicator: tertiaryLabel (60, 60, 67 at 30 %) over the mint, centred 5 pt below the top.
                XCTAssertNotEqual(pixels[195, Int(top) + 7], pixels[100, Int(top) + 7], "indicator drawn")
                // Medium does not recede the deck: it stays at its place, dimmed.
                XCTAssertEqual(view("deck", frames.last!)!.transform[0], 1)
                let orange = pixels[195, 300]
                XCTAssertEqual(orange, [204, 119, 0, 255], "orange (255, 149, 0) under black at 20 %")
            }
        }
    }

    func testDismissByTheBindingByDismissAndByPresentationMode() throws {
        for (way, script) in [
            ("dismiss()", [TouchStep.tapButton("Details"), .wait(0.6), .tapButton("Done"), .wait(0.7)]),
            ("presentationMode", [.tapButton("Details"), .wait(0.6), .tapButton("Close"), .wait(0.7)]),
        ] {
            let log = Log()
            let simulation = try Simulation(Screen(log: log), script: script, options: options(duration: 2))
            let frames = try simulation.frames()
            try write(frames, "dismiss-\(way)")
            let sheet = originY("sheet", in: frames)
            // Presented at 0 s, settled at 0.5 s (frame 30); Done at 0.6 s.
            let rest = try XCTUnwrap(sheet[30])
            XCTAssertEqual(rest, Self.largeTop, accuracy: 1e-9)
            let start = try XCTUnwrap((30..<frames.count - 1).first { sheet[$0 + 1].map { $0 > rest + 1e-9 } ?? true })
            assertSlides(sheet.map { $0 ?? 844 }, frames: frames, start: start, from: rest, to: 844)
            XCTAssertNil(sheet[start + 31], "\(way): gone when the slide ends")
            XCTAssertEqual(view("deck", frames.last!)!.transform[0], 1, "the deck is back")
            let expected = way == "dismiss()" ? "done" : "close true"
            XCTAssertEqual(log.events, ["appear isPresented=true", expected, "onDismiss showing=false"], way)
        }
    }

    /// The presenting view sets its binding from a timer: the sheet slides out and `onDismiss`
    /// runs once, when the slide has ended.
    struct TimedScreen: View {
        let log: Log
        @State var showing = true
        var body: some View {
            Color.orange
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
                        log.events.append("set false"); showing = false
                    }
                }
                .sheet(isPresented: $showing, onDismiss: { log.events.append("onDismiss") }) {
                    Color.mint.accessibilityIdentifier("sheet").onDisappear { log.events.append("disappear") }
                }
        }
    }

    func testSettingTheBindingFalseDismissesAndOnDismissRunsAfterTheSlide() throws {
        let log = Log()
        final class Times { var dismissedAt: Double? }
        let simulation = try Simulation(TimedScreen(log: log), script: [.wait(1.5)], options: options(duration: 1.5))
        var onDismissFrame: Double?
        var lastSheetFrame: Double?
        try simulation.run { frame in
            if self.view("sheet", frame) != nil { lastSheetFrame = frame.time }
            if onDismissFrame == nil, log.events.last == "onDismiss" { onDismissFrame = frame.time }
        }
        XCTAssertEqual(log.events.filter { $0 != "disappear" }, ["set false", "onDismiss"])
        let shown = try XCTUnwrap(lastSheetFrame), dismissed = try XCTUnwrap(onDismissFrame)
        XCTAssertEqual(shown, 0.6 + 0.5 - 1.0 / 60, accuracy: 1e-9, "slides out for 0.5 s from the change at 0.6 s")
        XCTAssertEqual(dismissed, 0.6 + 0.5, accuracy: 1e-9, "onDismiss at the end of the slide")
    }

    /// A swipe deck whose cards open their details: `.sheet(item:)` on the deck, a tap on the
    /// top card selects it; the sheet shows the item; Done returns to the deck, which still swipes.
    struct SwipeDeck: View {
        @State var cards = [Card(name: "Ada"), Card(name: "Bo"), Card(name: "Cy")]
        @State var selected: Card?
        @State var offset = CGSize.zero
        var body: some View {
            ZStack {
                ForEach(cards.reversed()) { card in
                    let isTop = card == cards.first
                    RoundedRectangle(cornerRadius: 20)
                        .fill(card.name == "Ada" ? Color.indigo : card.name == "Bo" ? Color.pink : Color.teal)
                        .frame(width: 300, height: 420)
                        .overlay(Text(card.name).font(.largeTitle).foregroundStyle(.white))
                        .offset(isTop ? offset : .zero)
                        .rotationEffect(.degrees(isTop ? offset.width / 20 : 0))
                        .accessibilityIdentifier("card-\(card.name)")
                        .onTapGesture { selected = card }
                        .gesture(
                            DragGesture()
                                .onChanged { offset = $0.translation }
                                .onEnded { value in
                                    if abs(value.translation.width) > 120 {
                                        withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { offset.width = value.translation.width * 3 }
                                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                                            cards.removeFirst(); offset = .zero
                                        }
                                    } else {
                                        withAnimation(.spring()) { offset = .zero }
                                    }
                                })
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(uiColor: .systemGroupedBackground))
            .sheet(item: $selected) { card in
                CardDetails(card: card)
            }
        }
    }

    struct CardDetails: View {
        let card: Card
        @Environment(\.dismiss) var dismiss
        var body: some View {
            VStack(spacing: 16) {
                Text(card.name).font(.largeTitle.bold()).accessibilityIdentifier("details-\(card.name)")
                Text("Loves long walks and swipe animations.").foregroundStyle(.secondary)
                Button("Done") { dismiss() }
            }
            .presentationDetents([.medium, .large])
        }
    }

    func testATapOnADeckCardOpensItsDetailsAndDoneReturnsToTheDeck() throws {
        let script: [TouchStep] = [
            .wait(0.1), .tap(at: CGPoint(x: 195, y: 400)), .wait(0.8), .tapButton("Done"), .wait(0.7),
            .drag(to: CGSize(width: 200, height: 0), duration: 0.3), .release, .wait(0.6),
        ]
        let simulation = try Simulation(SwipeDeck(), script: script, options: options(duration: 3))
        let frames = try simulation.frames()
        try write(frames, "deck", every: 2)
        let details = frames.map { view("details-Ada", $0) }
        let open = try XCTUnwrap(details.firstIndex { $0 != nil })
        XCTAssertNotNil(details[open + 40], "the item's details, settled")
        XCTAssertNil(frames[open + 40].identifiedViews.first { $0.identifier.hasPrefix("details-") && $0.identifier != "details-Ada" })
        XCTAssertNil(details.last!, "dismissed")
        XCTAssertNil(view("card-Ada", frames.last!), "the deck swiped Ada away after the sheet closed")
        XCTAssertNotNil(view("card-Bo", frames.last!))
    }

    /// A full-screen cover covers the canvas, sliding up from its bottom; the presenting view stays.
    struct CoverScreen: View {
        @State var showing = false
        var body: some View {
            Button("Open") { showing = true }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.orange)
                .accessibilityIdentifier("deck")
                .fullScreenCover(isPresented: $showing) {
                    Color.mint.accessibilityIdentifier("cover")
                }
        }
    }

    func testAFullScreenCoverSlidesUpOverTheWholeCanvas() throws {
        let simulation = try Simulation(CoverScreen(), script: [.wait(0.1), .tapButton("Open"), .wait(0.6)], options: options(duration: 0.8))
        let frames = try simulation.frames()
        try write(frames, "cover")
        let cover = originY("cover", in: frames)
        let start = try XCTUnwrap(cover.firstIndex { $0 != nil })
        assertSlides(cover, frames: frames, start: start, from: 47 + 844, to: 47)
        XCTAssertEqual(view("deck", frames.last!)!.transform, view("deck", frames[0])!.transform, "the presenting view does not move")
        let pixels = FramePixels(frames.last!)
        XCTAssertEqual(pixels[5, 5], [255, 255, 255, 255], "systemBackground under the status bar")
        XCTAssertEqual(pixels[5, 843], [255, 255, 255, 255], "and under the home indicator")
        XCTAssertEqual(pixels[195, 400], pixels[100, 100], "the mint content in the safe area")
    }

    /// `dismiss` in a page pushed on a navigation stack pops it; on the root page it does nothing.
    struct Stack: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open", value: Card(name: "Ada"))
                    .accessibilityIdentifier("root")
                    .navigationDestination(for: Card.self) { Page(card: $0) }
            }
        }
    }

    struct Page: View {
        let card: Card
        @Environment(\.dismiss) var dismiss
        var body: some View {
            Button("Back to the deck") { dismiss() }.accessibilityIdentifier("page")
        }
    }

    func testDismissPopsAPushedPage() throws {
        let simulation = try Simulation(
            Stack(), script: [.tapButton("Open"), .wait(0.6), .tapButton("Back to the deck"), .wait(0.6)], options: options(duration: 1.3))
        let frames = try simulation.frames()
        XCTAssertNotNil(view("page", frames[36]), "pushed")
        XCTAssertNil(view("page", frames.last!), "popped by dismiss()")
    }

    /// `.presentationBackground` fills the sheet instead of `systemBackground`.
    struct TintedSheet: View {
        var body: some View {
            Color.orange.sheet(isPresented: .constant(true)) {
                Text("Filters").presentationBackground(Color.yellow).presentationDetents([.medium])
            }
        }
    }

    func testPresentationBackgroundFillsTheSheet() throws {
        let frames = try Simulation(TintedSheet(), script: [], options: options(duration: 0.6)).frames()
        let pixels = FramePixels(frames.last!)
        XCTAssertEqual(pixels[20, 500], [255, 204, 0, 255], "yellow (255, 204, 0) in the medium sheet")
        XCTAssertEqual(pixels[20, 843], [255, 204, 0, 255], "to the bottom of the screen")
        XCTAssertEqual(pixels[20, 300], [204, 119, 0, 255], "the orange above, dimmed")
    }
}
