import SwipeUI
import XCTest

/// Pushing in a `NavigationStack`: a tap on a `NavigationLink` slides the destination in from
/// the trailing edge along UIKit's curve, the back button pops it and its state is dropped, the
/// path binding pushes and pops. Frames are written under `swipeui-navigation/` to look at.
final class NavigationPushTests: XCTestCase {
    struct Card: Hashable { var name: String }

    /// What the profile pages saw, for assertions from outside.
    final class Log {
        var likesOnAppear: [Int] = []
    }

    /// A profile page with its own state: a counter a button bumps.
    struct Profile: View {
        let card: Card
        let log: Log
        @State var likes = 0
        var body: some View {
            VStack {
                Text(card.name)
                Button("Like \(likes)") { likes += 1 }
            }
            .accessibilityIdentifier("profile \(card.name)")
            .navigationTitle(card.name)
            .navigationBarTitleDisplayMode(.inline)
            .onAppear { log.likesOnAppear.append(likes) }
        }
    }

    struct Deck: View {
        let log: Log
        var title = "Deck"
        var body: some View {
            NavigationStack {
                VStack {
                    Color.orange.frame(width: 200, height: 200)
                    NavigationLink("Open Ada", value: Card(name: "Ada"))
                }
                .accessibilityIdentifier("deck")
                .navigationTitle(title)
                .navigationBarTitleDisplayMode(.inline)
                .navigationDestination(for: Card.self) { Profile(card: $0, log: log) }
            }
        }
    }

    func options(duration: Double, layoutDirection: LayoutDirection = .leftToRight) -> SimulationOptions {
        var options = SimulationOptions()
        options.duration = duration
        options.layoutDirection = layoutDirection
        return options
    }

    /// Every third frame under `swipeui-navigation/name/`, to look at.
    func write(_ frames: [Frame], _ name: String) throws {
        for frame in frames where frame.index % 3 == 0 {
            try frame.write(to: NSTemporaryDirectory() + "swipeui-navigation/\(name)/\(Frame.fileName(frame.index))")
        }
    }

    /// x of the identified view's origin on the canvas at each frame (nil where absent).
    func originX(_ id: String, in frames: [Frame]) -> [Double?] {
        frames.map { frame in frame.identifiedViews.first { $0.identifier == id }.map { $0.transform[4] } }
    }

    /// UIKit's default spring (m 3, k 1000, c 500) from rest, 0 → 1, time-scaled to settle
    /// (within 0.001) in 0.5 s: computed here from the two real roots of the over-damped
    /// characteristic equation m·r² + c·r + k = 0.
    static func pushFraction(at t: Double) -> Double {
        let m = 3.0, k = 1000.0, c = 500.0
        let disc = (c * c - 4 * m * k).squareRoot()
        let r1 = (-c + disc) / (2 * m), r2 = (-c - disc) / (2 * m)
        func x(_ t: Double) -> Double { 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1) }
        var lo = 0.0, hi = 10.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if 1 - x(mid) > 0.001 { lo = mid } else { hi = mid }
        }
        return t >= 0.5 ? 1 : x(t * hi / 0.5)
    }

    /// Checks `xs[k]` = `from` + (`to` − `from`)·f(t_k − t_start) for the frames of one slide.
    /// A view sliding out (`removedAtEnd`) is gone at the frame its slide ends, 0.5 s after the start.
    func assertFollowsPushCurve(
        _ xs: [Double?], frames: [Frame], start: Int, from: Double, to: Double, removedAtEnd: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        if removedAtEnd { XCTAssertNil(xs[start + 30], "removed when its slide ends", file: file, line: line) }
        for k in [start, start + 1, start + 3, start + 6, start + 12, start + 29] + (removedAtEnd ? [] : [start + 30]) {
            let t = frames[k].time - frames[start].time
            let expected = from + (to - from) * Self.pushFraction(at: t)
            guard let x = xs[k] else { return XCTFail("frame \(k): view absent", file: file, line: line) }
            XCTAssertEqual(x, expected, accuracy: 1e-6, "frame \(k), t = \(t)", file: file, line: line)
        }
    }

    func testATapOnALinkSlidesTheDestinationInAndTheRootPartlyOut() throws {
        let log = Log()
        let simulation = try Simulation(Deck(log: log), script: [.wait(0.1), .tapButton("Open Ada"), .wait(1)], options: options(duration: 1.2))
        let frames = try simulation.frames()
        try write(frames, "push")
        let profile = originX("profile Ada", in: frames), deck = originX("deck", in: frames)
        let start = try XCTUnwrap(profile.firstIndex { $0 != nil })
        XCTAssertGreaterThan(start, 3, "pushed at the tap, not before")
        let rest = try XCTUnwrap(profile.last!), deckRest = try XCTUnwrap(deck[0])
        XCTAssertEqual(profile[start]!, rest + 390, accuracy: 1e-9, "enters from the trailing edge, a page width away")
        assertFollowsPushCurve(profile, frames: frames, start: start, from: rest + 390, to: rest)
        assertFollowsPushCurve(deck, frames: frames, start: start, from: deckRest, to: deckRest - 0.3 * 390)
        XCTAssertEqual(log.likesOnAppear, [0])
    }

    func testTheBackButtonPopsAndThePoppedPagesStateIsGone() throws {
        let log = Log()
        let script: [TouchStep] = [
            .tapButton("Open Ada"), .wait(0.7), .tapButton("Like 0"), .tapButton("Like 1"), .wait(0.1),
            .tapButton("Deck"), .wait(0.7), .tapButton("Open Ada"), .wait(0.7),
        ]
        let simulation = try Simulation(Deck(log: log), script: script, options: options(duration: 3))
        let frames = try simulation.frames()
        try write(frames, "pop")
        let profile = originX("profile Ada", in: frames), deck = originX("deck", in: frames)
        let rest = try XCTUnwrap(profile[40]), deckRest = try XCTUnwrap(deck[0])
        // The pop starts at the back tap's update: the last frame at rest before the slide out.
        // (A page's first frame of sliding moves it 75 points; "Like 2" is narrower than
        // "Like 0" in Inter, the default face — its digits are proportional, DejaVu's were not —
        // so the profile's centred stack moves about 2 points when the likes change.)
        func slidesOut(after k: Int) -> Bool {
            guard let here = profile[k], let next = profile[k + 1] else { return false }
            return next > here + 10
        }
        let popStart = try XCTUnwrap((40..<frames.count - 1).first(where: slidesOut(after:)))
        let liked = try XCTUnwrap(profile[popStart])
        assertFollowsPushCurve(profile, frames: frames, start: popStart, from: liked, to: liked + 390, removedAtEnd: true)
        assertFollowsPushCurve(deck, frames: frames, start: popStart, from: deckRest - 0.3 * 390, to: deckRest)
        XCTAssertEqual(log.likesOnAppear, [0, 0], "pushed again, the profile starts afresh (its likes were 2 when popped)")
        let again = try XCTUnwrap(((popStart + 31)..<frames.count).first { profile[$0] != nil })
        assertFollowsPushCurve(profile, frames: frames, start: again, from: rest + 390, to: rest)
    }

    func testATooLongPreviousTitleShowsBack() throws {
        let log = Log()
        let deck = Deck(log: log, title: "Everyone nearby who liked you")
        // The back button is named by its label: "Back", not the long title.
        let simulation = try Simulation(deck, script: [.tapButton("Open Ada"), .wait(0.7), .tapButton("Back"), .wait(0.7)], options: options(duration: 1.6))
        let frames = try simulation.frames()
        XCTAssertNil(frames.last!.identifiedViews.first { $0.identifier == "profile Ada" }, "popped")
        let long = try Simulation(
            deck, script: [.tapButton("Open Ada"), .wait(0.7), .tapButton("Everyone nearby who liked you")], options: options(duration: 1))
        XCTAssertThrowsError(try long.frames())
    }

    func testRightToLeftTheDestinationEntersFromTheLeft() throws {
        let simulation = try Simulation(
            Deck(log: Log()), script: [.tapButton("Open Ada"), .wait(0.7)], options: options(duration: 0.8, layoutDirection: .rightToLeft))
        let frames = try simulation.frames()
        try write(frames, "rtl")
        let profile = originX("profile Ada", in: frames), deck = originX("deck", in: frames)
        let start = try XCTUnwrap(profile.firstIndex { $0 != nil })
        let rest = try XCTUnwrap(profile.last!), deckRest = try XCTUnwrap(deck[0])
        assertFollowsPushCurve(profile, frames: frames, start: start, from: rest - 390, to: rest)
        assertFollowsPushCurve(deck, frames: frames, start: start, from: deckRest, to: deckRest + 0.3 * 390)
    }

    /// A typed path: buttons set it, a page's button pops to the root, the back button is hidden.
    struct PathDeck: View {
        let log: Log
        let animated: Bool
        @State var path: [Card] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Push two") { path = [Card(name: "Ada"), Card(name: "Bo")] }
                    Button("Push one") {
                        if animated {
                            path.append(Card(name: "Ada"))
                        } else {
                            var transaction = Transaction()
                            transaction.disablesAnimations = true
                            withTransaction(transaction) { path.append(Card(name: "Ada")) }
                        }
                    }
                }
                .accessibilityIdentifier("root")
                .navigationDestination(for: Card.self) { card in
                    VStack {
                        Profile(card: card, log: log)
                        Button("Root") { path.removeAll() }
                    }
                    .navigationBarBackButtonHidden(card.name == "Bo")
                }
            }
        }
    }

    func testSettingThePathPushesAndPops() throws {
        let log = Log()
        let script: [TouchStep] = [.tapButton("Push two"), .wait(0.7), .tapButton("Root"), .wait(0.7)]
        let simulation = try Simulation(PathDeck(log: log, animated: true), script: script, options: options(duration: 1.6))
        let frames = try simulation.frames()
        try write(frames, "path")
        let bo = originX("profile Bo", in: frames), ada = originX("profile Ada", in: frames), root = originX("root", in: frames)
        let start = try XCTUnwrap(bo.firstIndex { $0 != nil })
        let rest = try XCTUnwrap(bo[start + 30])
        // Both pages are made; the top one slides in, the one under it waits a parallax away.
        assertFollowsPushCurve(bo, frames: frames, start: start, from: rest + 390, to: rest)
        XCTAssertEqual(try XCTUnwrap(ada[start]), rest - 0.3 * 390, accuracy: 1e-9)
        let adaOpacity = frames.map { $0.identifiedViews.first { $0.identifier == "profile Ada" }?.opacity }
        XCTAssertEqual(adaOpacity[start + 29], 0, "hidden while Bo slides in over the root")
        XCTAssertEqual(adaOpacity[start + 31], 1, "shown (covered) once the slide ends")
        assertFollowsPushCurve(root, frames: frames, start: start, from: root[0]!, to: root[0]! - 0.3 * 390)
        // Back to the root: the top page slides out, then both are gone.
        let popStart = try XCTUnwrap(((start + 30)..<frames.count - 1).first { bo[$0 + 1] != nil && bo[$0 + 1]! > rest + 1e-9 })
        assertFollowsPushCurve(bo, frames: frames, start: popStart, from: rest, to: rest + 390, removedAtEnd: true)
        XCTAssertNil(ada[popStart + 1], "the page under the top one is removed at once")
        XCTAssertNil(bo.last!)
        XCTAssertEqual(root.last!, root[0])
    }

    func testAPathChangeWithAnimationsDisabledJumps() throws {
        let simulation = try Simulation(PathDeck(log: Log(), animated: false), script: [.tapButton("Push one"), .wait(0.3)], options: options(duration: 0.5))
        let frames = try simulation.frames()
        let ada = originX("profile Ada", in: frames)
        let start = try XCTUnwrap(ada.firstIndex { $0 != nil })
        XCTAssertEqual(ada[start], ada.last!, "no slide")
    }

    func testAHiddenBackButtonCannotBeTapped() throws {
        let hidden = try Simulation(
            PathDeck(log: Log(), animated: true), script: [.tapButton("Push two"), .wait(0.7), .tapButton("Ada")], options: options(duration: 1))
        XCTAssertThrowsError(try hidden.frames()) { error in
            XCTAssertTrue("\(error)".contains("Ada"), "\(error)")
        }
    }

    struct ModelPathDeck: View {
        @State var path = NavigationPath()
        var body: some View {
            NavigationStack(path: $path) {
                Button("Push") {
                    path.append(Card(name: "Ada")); path.append(7)
                }
                .navigationDestination(for: Card.self) { Text($0.name).accessibilityIdentifier("card") }
                .navigationDestination(for: Int.self) { n in
                    Button("Pop \(n) \(path.count)") { path.removeLast() }.accessibilityIdentifier("number")
                }
            }
        }
    }

    func testANavigationPathHoldsValuesOfSeveralTypes() throws {
        let script: [TouchStep] = [.tapButton("Push"), .wait(0.7), .tapButton("Pop 7 2"), .wait(0.7)]
        let frames = try Simulation(ModelPathDeck(), script: script, options: options(duration: 1.6)).frames()
        let at = { (id: String, frame: Int) in frames[frame].identifiedViews.contains { $0.identifier == id } }
        XCTAssertTrue(at("number", 50) && at("card", 50))
        XCTAssertFalse(at("number", frames.count - 1))
        XCTAssertTrue(at("card", frames.count - 1))
        XCTAssertEqual(NavigationPath([1, 2]).count, 2)
        XCTAssertTrue(NavigationPath().isEmpty)
    }

    func testALinkToADestinationViewPushesIt() throws {
        struct ViewLinkDeck: View {
            var body: some View {
                NavigationStack {
                    NavigationLink {
                        Text("Settings page").accessibilityIdentifier("settings")
                    } label: {
                        Text("Settings")
                    }
                }
            }
        }
        let frames = try Simulation(
            ViewLinkDeck(), script: [.tapButton("Settings"), .wait(0.7), .tapButton("Back"), .wait(0.7)], options: options(duration: 1.6)
        ).frames()
        XCTAssertTrue(frames[45].identifiedViews.contains { $0.identifier == "settings" })
        XCTAssertFalse(frames.last!.identifiedViews.contains { $0.identifier == "settings" })
    }

    func testALargeTitlePageHasItsBackButtonInTheBarAndItsTitleBelow() throws {
        struct LargeDeck: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Matches", value: 1)
                        .navigationTitle("Discover")
                        .navigationDestination(for: Int.self) { _ in Color.green.navigationTitle("Matches") }
                }
            }
        }
        var options = SimulationOptions()
        options.duration = 0.7
        let frames = try Simulation(LargeDeck(), script: [.tapButton("Matches"), .wait(0.6)], options: options).frames()
        try write([frames.last!], "large")
        let pixels = FramePixels(frames.last!)
        var tinted: [Int] = [], dark: [Int] = []
        for y in 47..<143 {
            for x in 0..<195 {
                let p = pixels[x, y]
                if p[2] > 200 && p[0] < 100 { tinted.append(y) }
                if p[0] < 100 && p[1] < 100 && p[2] < 100 { dark.append(y) }
            }
        }
        XCTAssertTrue(!tinted.isEmpty && tinted.allSatisfy { $0 < 91 }, "the back button in the 44 pt bar")
        XCTAssertTrue(!dark.isEmpty && dark.allSatisfy { $0 >= 91 }, "the large title in the band below")
        XCTAssertEqual(pixels[195, 200], [52, 199, 89, 255], "the page's content")
    }

    func testAPushIsTheSameBytesEveryRun() throws {
        let script: [TouchStep] = [.tapButton("Open Ada"), .wait(0.3), .tapButton("Deck"), .wait(0.3)]
        let first = try Simulation(Deck(log: Log()), script: script, options: options(duration: 0.8)).frames()
        let second = try Simulation(Deck(log: Log()), script: script, options: options(duration: 0.8)).frames()
        XCTAssertEqual(first.count, second.count)
        for (a, b) in zip(first, second) { XCTAssertTrue(a.premultipliedRGBA == b.premultipliedRGBA, "frame \(a.index)") }
    }

    func testALinkOutsideAStackDoesNothing() throws {
        final class Box { var appeared = false }
        struct Loose: View {
            let box: Box
            var body: some View {
                NavigationLink {
                    Color.red.onAppear { box.appeared = true }
                } label: {
                    Text("Open")
                }
            }
        }
        let box = Box()
        _ = try Simulation(Loose(box: box), script: [.tapButton("Open"), .wait(0.2)], options: options(duration: 0.3)).frames()
        XCTAssertFalse(box.appeared)
    }

    func testADragFromTheLeadingEdgePopsInteractively() throws {
        let log = Log()
        let script: [TouchStep] = [
            .tapButton("Open Ada"), .wait(0.7),
            .drag(to: CGSize(width: 250, height: 0), duration: 0.5, easing: .linear, from: CGPoint(x: 5, y: 400)), .release, .wait(0.7),
        ]
        let frames = try Simulation(Deck(log: log), script: script, options: options(duration: 2)).frames()
        try write(frames, "edge-swipe")
        let profile = originX("profile Ada", in: frames), deck = originX("deck", in: frames)
        let rest = try XCTUnwrap(profile[40]), deckRest = try XCTUnwrap(deck[0])
        // While the finger moves, the page under comes back in proportion to the top page's progress.
        let dragging = (43..<72).filter { profile[$0] != nil && profile[$0]! > rest + 1 }
        XCTAssertGreaterThan(dragging.count, 15)
        for k in dragging {
            let progress = (profile[k]! - rest) / 390
            XCTAssertEqual(deck[k]!, deckRest - 117 * (1 - progress), accuracy: 1e-6, "frame \(k)")
        }
        XCTAssertNil(profile.last!, "released past half the width: popped")
        XCTAssertEqual(deck.last!, deckRest)
    }

    func testAShortEdgeDragSlidesBack() throws {
        let script: [TouchStep] = [
            .tapButton("Open Ada"), .wait(0.7),
            .drag(to: CGSize(width: 60, height: 0), duration: 0.6, easing: .easeOut, from: CGPoint(x: 5, y: 400)), .wait(0.3), .release, .wait(0.7),
        ]
        let frames = try Simulation(Deck(log: Log()), script: script, options: options(duration: 2.5)).frames()
        let profile = originX("profile Ada", in: frames)
        let rest = try XCTUnwrap(profile[40])
        XCTAssertGreaterThan(profile.compactMap { $0 }.max()!, rest + 40, "it followed the finger")
        XCTAssertEqual(try XCTUnwrap(profile.last!), rest, accuracy: 1e-9, "and came back, still pushed")
    }
}
