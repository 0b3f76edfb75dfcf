import SwipeUI
import XCTest

/// A key whose values are lists, so the order in which views' values reach `reduce` shows.
/// Its default is not empty: OpenSwiftUI's `PreferenceCombiner` takes the first contribution as
/// it is (the default is never reduced with it), so a reader sees `["default"]` only when no
/// view inside sets the key.
private struct NamesKey: PreferenceKey {
    static var defaultValue: [String] { ["default"] }
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct HeightKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct BoundsKey: PreferenceKey {
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

private struct CentreKey: PreferenceKey {
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
}

/// Preferences as Apple's `PreferenceKey`, `preference(key:value:)`, `onPreferenceChange`,
/// `anchorPreference` and `overlayPreferenceValue` pages describe them, combined as
/// OpenSwiftUI's `PreferenceCombiner` and `makeSecondaryLayerView` do.
final class PreferenceTests: XCTestCase {
    final class Log<Value> { var values: [Value] = [] }

    private func run<V: View>(_ view: V, script: [TouchStep] = [], duration: Double = 0.1) throws -> [Frame] {
        var options = SimulationOptions.smallTestCanvas
        options.duration = duration
        return try Simulation(view, script: script, options: options).frames()
    }

    private func names<V: View>(_ view: V) throws -> [[String]] {
        let log = Log<[String]>()
        _ = try run(view.onPreferenceChange(NamesKey.self) { log.values.append($0) })
        return log.values
    }

    private func dot(_ name: String) -> some View { Color.gray.frame(width: 4, height: 4).preference(key: NamesKey.self, value: [name]) }

    func testSiblingsReduceInViewOrderAndAViewThatSetsNoneGivesNothing() throws {
        let tree = VStack {
            dot("a")
            Color.red.frame(width: 4, height: 4)
            HStack {
                dot("b"); dot("c")
            }
            ZStack { dot("d") }
        }
        XCTAssertEqual(try names(tree), [["a", "b", "c", "d"]], "called once, with the default never reduced in")
        XCTAssertEqual(try names(VStack { Color.red.frame(width: 4, height: 4) }), [], "no view sets the key: never called")
    }

    func testABackgroundComesBeforeItsViewAndAnOverlayAfter() throws {
        let tree = dot("main").background(dot("background")).overlay(dot("overlay"))
        XCTAssertEqual(try names(tree), [["background", "main", "overlay"]])
    }

    func testAWriterReplacesWhatItsContentSetAndATransformChangesIt() throws {
        XCTAssertEqual(
            try names(
                VStack {
                    dot("a"); dot("b")
                }.preference(key: NamesKey.self, value: ["outer"])), [["outer"]])
        XCTAssertEqual(
            try names(
                VStack {
                    dot("a"); dot("b")
                }.transformPreference(NamesKey.self) { $0.append("t") }), [["a", "b", "t"]])
        // With nothing inside, the transform starts from the default.
        XCTAssertEqual(try names(Color.red.frame(width: 4, height: 4).transformPreference(NamesKey.self) { $0.append("t") }), [["default", "t"]])
    }

    /// A deck reads a child's size the usual way: a `GeometryReader` in a background sets a
    /// preference, `onPreferenceChange` writes it to `@State`, and the next update uses it.
    private struct MeasuredDeck: View {
        let log: Log<CGFloat>
        @State var tall = false
        @State var cardHeight: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 100, height: tall ? 50 : 37)
                    .background(GeometryReader { Color.clear.preference(key: HeightKey.self, value: $0.size.height) })
                    .onTapGesture { tall = true }
                Color.red.frame(width: 20, height: cardHeight).accessibilityIdentifier("bar")
            }
            .onPreferenceChange(HeightKey.self) { height in
                log.values.append(height)
                cardHeight = height
            }
        }
    }

    func testOnPreferenceChangeReadsAGeometryReaderIntoStateWhenTheValueChanges() throws {
        let log = Log<CGFloat>()
        // Canvas 240 × 400: the stack is centred; the blue card's centre is at y = 200 − bar/2.
        let frames = try run(MeasuredDeck(log: log), script: [.wait(0.2), .tap(at: CGPoint(x: 120, y: 180)), .wait(0.2)], duration: 0.6)
        XCTAssertEqual(
            try XCTUnwrap(frames.first?.identifiedViews.first).size, CGSize(width: 20, height: 37),
            "the first frame shows the state the action wrote")
        XCTAssertEqual(try XCTUnwrap(frames.last?.identifiedViews.first).size, CGSize(width: 20, height: 50))
        XCTAssertEqual(log.values, [37, 50], "called on the first update and when the height changed, not on the updates between")
    }

    private struct Removable: View {
        let log: Log<[String]>
        @State var shown = true
        var body: some View {
            VStack {
                Color.blue.frame(width: 100, height: 100).onTapGesture { shown = false }
                if shown { Color.gray.frame(width: 4, height: 4).preference(key: NamesKey.self, value: ["a"]) }
            }
            .onPreferenceChange(NamesKey.self) { log.values.append($0) }
        }
    }

    /// Once no view inside sets the key, the reader's value is the default again: a change.
    func testAValueThatStopsBeingSetReadsAsTheDefault() throws {
        let log = Log<[String]>()
        _ = try run(Removable(log: log), script: [.wait(0.1), .tap(at: CGPoint(x: 120, y: 190))], duration: 0.4)
        XCTAssertEqual(log.values, [["a"], ["default"]])
    }

    /// Each call makes the view it measures taller: the value never settles.
    private struct Feedback: View {
        @State var height: CGFloat = 10
        var body: some View {
            Color.blue.frame(width: 10, height: height)
                .background(GeometryReader { Color.clear.preference(key: HeightKey.self, value: $0.size.height) })
                .onPreferenceChange(HeightKey.self) { height = $0 + 1 }
        }
    }

    func testAnActionThatAlwaysChangesWhatItReadsIsAnErrorNotAHang() {
        XCTAssertThrowsError(try run(Feedback())) { error in
            XCTAssertTrue("\(error)".contains("onPreferenceChange never settles"), "\(error)")
        }
    }

    /// A highlight drawn over a view from its bounds anchor, and a dot behind another at its
    /// centre anchor, each read through a `GeometryReader`'s proxy.
    private struct Highlighted: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.gray.frame(width: 100, height: 40).anchorPreference(key: CentreKey.self, value: .center) { $0 }
                Color.blue.frame(width: 60, height: 30).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            }
            .padding(10)
            .overlayPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let rect = proxy[anchor]
                        Color.red.frame(width: rect.width, height: rect.height).accessibilityIdentifier("highlight")
                            .offset(x: rect.minX, y: rect.minY)
                    }
                }
            }
            .backgroundPreferenceValue(CentreKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        Color.green.frame(width: 4, height: 4).accessibilityIdentifier("dot")
                            .position(x: proxy[anchor].x, y: proxy[anchor].y)
                    }
                }
            }
        }
    }

    func testAnchorsResolveInTheReadersSpace() throws {
        let views = try XCTUnwrap(run(Highlighted()).first).identifiedViews
        // The padded stack is 120 × 90, centred on the 240 × 400 canvas at (60, 155); the stack
        // inside starts at (70, 165). Blue: 60 × 30, centred across 100 → (90, 205). Gray's
        // centre: (70 + 50, 165 + 20) = (120, 185).
        let highlight = try XCTUnwrap(views.first { $0.identifier == "highlight" })
        XCTAssertEqual(highlight.size, CGSize(width: 60, height: 30))
        XCTAssertEqual(highlight.transform, [1, 0, 0, 1, 90, 205])
        let dot = try XCTUnwrap(views.first { $0.identifier == "dot" })
        XCTAssertEqual(dot.transform, [1, 0, 0, 1, 118, 183], "a 4 × 4 dot centred on (120, 185)")
    }
}
