import Foundation
import SwipeUI
import XCTest

/// `@Namespace` and `matchedGeometryEffect` through the public API, as decks write them: a
/// follower laid out at its source's frame (position, size, anchors, offsets above the
/// source), a thumbnail that opens into a full card and back (the hero: both views at the
/// shared frame each frame, computed independently here), no animation without a transaction
/// animation, separate namespaces that do not match, and the same bytes on every run.
final class MatchedGeometryEffectTests: XCTestCase {
    func options(duration: Double) -> SimulationOptions {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 300, height: 500)
        options.safeArea = EdgeInsets()
        options.fps = 60
        options.duration = duration
        return options
    }

    /// The canvas rectangle of the identified view `id` at `frame` (its transform is a
    /// translation here).
    func rect(_ id: String, in frame: Frame, file: StaticString = #filePath, line: UInt = #line) throws -> CGRect {
        let view = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == id }, "no view \(id) at frame \(frame.index)", file: file, line: line)
        XCTAssertEqual(Array(view.transform.prefix(4)), [1, 0, 0, 1], file: file, line: line)
        return CGRect(x: view.transform[4], y: view.transform[5], width: view.size.width, height: view.size.height)
    }

    func assertEqual(_ a: CGRect, _ b: CGRect, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.minX, b.minX, accuracy: accuracy, "x", file: file, line: line)
        XCTAssertEqual(a.minY, b.minY, accuracy: accuracy, "y", file: file, line: line)
        XCTAssertEqual(a.width, b.width, accuracy: accuracy, "width", file: file, line: line)
        XCTAssertEqual(a.height, b.height, accuracy: accuracy, "height", file: file, line: line)
    }

    // MARK: Followers

    /// A selection pill (`isSource: false`) that takes the frame of the tab it marks; the tab is
    /// moved by an `.offset` above it, which the shared frame goes through.
    struct Pill: View {
        @Namespace var tabs
        var properties: MatchedGeometryProperties = .frame
        var anchor: UnitPoint = .center
        var body: some View {
            VStack(spacing: 20) {
                Color.red.accessibilityIdentifier("tab")
                    .matchedGeometryEffect(id: "selected", in: tabs, anchor: anchor)
                    .frame(width: 120, height: 40)
                    .offset(x: 30, y: 5)
                Color.blue.accessibilityIdentifier("pill")
                    .matchedGeometryEffect(id: "selected", in: tabs, properties: properties, anchor: anchor, isSource: false)
                    .frame(width: 60, height: 60)
            }
        }
    }

    func firstFrame<V: View>(_ view: V) throws -> Frame {
        try XCTUnwrap(Simulation(view, options: options(duration: 0)).frames().first)
    }

    func testAFollowerTakesItsSourcesFrameThroughTheOffsetAboveTheSource() throws {
        let frame = try firstFrame(Pill())
        let tab = try rect("tab", in: frame)
        // VStack of 40 + 20 + 60 = 120 pt centred in 500: the tab's row starts at y 190, the
        // 120 pt tab at x 90; the offset moves it to (120, 195).
        assertEqual(tab, CGRect(x: 120, y: 195, width: 120, height: 40))
        assertEqual(try rect("pill", in: frame), tab)
    }

    func testPositionOnlyKeepsTheFollowersSizeAndPutsItsAnchorOnTheSourcesAnchor() throws {
        let centred = try firstFrame(Pill(properties: .position))
        // The pill keeps the 60 × 60 its frame proposes, centred on the tab's centre (180, 215).
        assertEqual(try rect("pill", in: centred), CGRect(x: 150, y: 185, width: 60, height: 60))
        let leading = try firstFrame(Pill(properties: .position, anchor: .topLeading))
        assertEqual(try rect("pill", in: leading), CGRect(x: 120, y: 195, width: 60, height: 60))
    }

    func testSizeOnlyKeepsTheFollowersPlaceAndProposesTheSourcesSize() throws {
        let frame = try firstFrame(Pill(properties: .size))
        // Its own box is 60 × 60 at (120, 250); it takes 120 × 40 there, from its own origin.
        assertEqual(try rect("pill", in: frame), CGRect(x: 120, y: 250, width: 120, height: 40))
    }

    /// Two instances of one view type: each has its own namespace, so the follower in one
    /// does not see the source in the other.
    func testNamespacesOfDifferentViewsDoNotMatch() throws {
        struct Half: View {
            @Namespace var space
            var isSource: Bool
            var body: some View {
                Color.green.accessibilityIdentifier(isSource ? "source" : "follower")
                    .matchedGeometryEffect(id: 1, in: space, isSource: isSource)
                    .frame(width: isSource ? 100 : 50, height: 50)
            }
        }
        let frame = try firstFrame(
            VStack(spacing: 0) {
                Half(isSource: true); Half(isSource: false)
            })
        assertEqual(try rect("follower", in: frame), CGRect(x: 125, y: 250, width: 50, height: 50))
        // The same pair in one namespace matches.
        struct Pair: View {
            @Namespace var space
            var body: some View {
                VStack(spacing: 0) {
                    Color.green.accessibilityIdentifier("source").matchedGeometryEffect(id: 1, in: space).frame(width: 100, height: 50)
                    Color.green.accessibilityIdentifier("follower").matchedGeometryEffect(id: 1, in: space, isSource: false).frame(width: 50, height: 50)
                }
            }
        }
        let matched = try firstFrame(Pair())
        assertEqual(try rect("follower", in: matched), try rect("source", in: matched))
    }

    // MARK: The hero

    /// A 100 × 140 thumbnail in the lower left that opens into a 260 × 400 card in the centre
    /// 0.1 s in, with a linear 0.5 s animation (or none), and closes again 1 s in.
    struct Thumbnail: View {
        @Namespace var hero
        @State var isOpen = false
        var animation: Animation?
        var body: some View {
            ZStack {
                if isOpen {
                    RoundedRectangle(cornerRadius: 24).fill(.indigo).accessibilityIdentifier("card")
                        .matchedGeometryEffect(id: "photo", in: hero)
                        .frame(width: 260, height: 400)
                } else {
                    RoundedRectangle(cornerRadius: 12).fill(.indigo).accessibilityIdentifier("thumbnail")
                        .matchedGeometryEffect(id: "photo", in: hero)
                        .frame(width: 100, height: 140)
                        .offset(x: -80, y: 150)
                }
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(animation) { isOpen = true } }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { withAnimation(animation) { isOpen = false } }
            }
        }
    }

    static let thumbnail = CGRect(x: 20, y: 330, width: 100, height: 140)
    static let card = CGRect(x: 20, y: 50, width: 260, height: 400)

    /// The shared frame a fraction `p` of the way from `a` to `b`: the centre and the size
    /// move linearly (the anchor is the centre).
    static func interpolated(_ a: CGRect, _ b: CGRect, _ p: Double) -> CGRect {
        let cx = a.midX + (b.midX - a.midX) * p, cy = a.midY + (b.midY - a.midY) * p
        let w = a.width + (b.width - a.width) * p, h = a.height + (b.height - a.height) * p
        return CGRect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
    }

    func testTheOpeningCardAndTheThumbnailMoveTogetherAlongTheSharedFrame() throws {
        let frames = try Simulation(Thumbnail(animation: .linear(duration: 0.5)), options: options(duration: 1.7)).frames()
        assertEqual(try rect("thumbnail", in: frames[0]), Self.thumbnail)
        XCTAssertNil(frames[0].identifiedViews.first { $0.identifier == "card" })
        // Opening starts at frame 6 (0.1 s) and lasts 30 frames: at frame 6 + k both views are
        // k/30 of the way, the card fading in and the thumbnail out.
        for k in [0, 1, 9, 15, 24, 29] {
            let frame = frames[6 + k]
            let p = Double(k) / 30
            let expected = Self.interpolated(Self.thumbnail, Self.card, p)
            assertEqual(try rect("card", in: frame), expected, accuracy: 1e-6)
            if k > 0 {
                assertEqual(try rect("thumbnail", in: frame), expected, accuracy: 1e-6)
                XCTAssertEqual(try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "thumbnail" }).opacity, 1 - p, accuracy: 1e-9)
            }
            XCTAssertEqual(try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "card" }).opacity, p, accuracy: 1e-9)
        }
        assertEqual(try rect("card", in: frames[36]), Self.card)
        XCTAssertNil(frames[36].identifiedViews.first { $0.identifier == "thumbnail" }, "the thumbnail is gone once faded out")
        assertEqual(try rect("card", in: frames[59]), Self.card)
        // Closing at 1 s (frame 60) goes back the same way.
        for k in [1, 15, 29] {
            let expected = Self.interpolated(Self.card, Self.thumbnail, Double(k) / 30)
            assertEqual(try rect("thumbnail", in: frames[60 + k]), expected, accuracy: 1e-6)
            assertEqual(try rect("card", in: frames[60 + k]), expected, accuracy: 1e-6)
        }
        assertEqual(try rect("thumbnail", in: frames[90]), Self.thumbnail)
        assertEqual(try rect("thumbnail", in: frames[101]), Self.thumbnail)
    }

    /// The pixels agree: halfway, the indigo fills the interpolated rectangle (both views
    /// drawn there, at 1/2 opacity each) and nothing of the card's final frame outside it.
    func testHalfwayTheDrawnCardFillsTheInterpolatedFrame() throws {
        let frames = try Simulation(Thumbnail(animation: .linear(duration: 0.5)), options: options(duration: 0.36)).frames()
        let halfway = frames[21]
        let r = Self.interpolated(Self.thumbnail, Self.card, 0.5)  // (20, 190)…(200, 460)
        func pixel(_ x: Double, _ y: Double) -> [UInt8] {
            let i = (Int(y) * halfway.width + Int(x)) * 4
            return Array(halfway.premultipliedRGBA[i..<i + 4])
        }
        let inside = pixel(r.midX, r.midY)
        XCTAssertLessThan(Int(inside[0]), 200, "the centre is tinted: \(inside)")
        XCTAssertGreaterThan(Int(inside[2]), Int(inside[0]), "indigo is bluer than red: \(inside)")
        XCTAssertEqual(pixel(r.midX, r.minY - 4), [255, 255, 255, 255], "above the shared frame, inside the final card")
        XCTAssertEqual(pixel(r.maxX + 4, r.midY), [255, 255, 255, 255], "right of the shared frame, inside the final card")
    }

    func testWithoutAnAnimationTheCardAppearsInItsOwnFrame() throws {
        let frames = try Simulation(Thumbnail(animation: nil), options: options(duration: 0.2)).frames()
        assertEqual(try rect("card", in: frames[6]), Self.card)
        XCTAssertNil(frames[6].identifiedViews.first { $0.identifier == "thumbnail" })
    }

    func testTheSameBytesOnEveryRun() throws {
        let a = try Simulation(Thumbnail(animation: .spring(response: 0.4, dampingFraction: 0.8)), options: options(duration: 0.8)).frames()
        let b = try Simulation(Thumbnail(animation: .spring(response: 0.4, dampingFraction: 0.8)), options: options(duration: 0.8)).frames()
        XCTAssertEqual(a.map(\.premultipliedRGBA), b.map(\.premultipliedRGBA))
        XCTAssertEqual(a.map(\.identifiedViews), b.map(\.identifiedViews))
    }
}
