import Foundation
import SwipeUI
import XCTest

/// `TabView`: the default style shows the selected tab above UIKit's 49 pt tab bar (which
/// reaches through the bottom safe area), the selected item in the tint colour and the others
/// in gray; a tap on an item selects its tab. The `.page` style turns pages by a horizontal
/// swipe and shows the page indicator's dots.
final class TabViewTests: XCTestCase {
    struct Tabs: View {
        var body: some View {
            TabView {
                Color.red.accessibilityIdentifier("home")
                    .tabItem { Label("Home", systemImage: "house.fill") }
                    .tag(0)
                Color.blue.accessibilityIdentifier("settings")
                    .tabItem { Label("Settings", systemImage: "star") }
                    .tag(1)
            }
        }
    }

    /// Each identified view's (x, y, width, height), points.
    func placements(_ frame: Frame) -> [String: [Double]] {
        Dictionary(
            uniqueKeysWithValues: frame.identifiedViews.map {
                ($0.identifier, [$0.transform[4], $0.transform[5], $0.size.width, $0.size.height])
            })
    }

    /// How many pixels in the box are within 40 of `colour` on every channel.
    func count(_ pixels: FramePixels, near colour: [Int], x: Range<Int>, y: Range<Int>) -> Int {
        var n = 0
        for py in y { for px in x where zip(pixels[px, py].prefix(3), colour).allSatisfy({ abs(Int($0) - $1) <= 40 }) { n += 1 } }
        return n
    }

    static let accentBlue = [0, 122, 255], systemGray = [142, 142, 147]

    func testTheSelectedTabFillsTheSpaceAboveThe49PointBarAndATapSwitchesTabs() throws {
        let simulation = try Simulation(Tabs(), script: [.wait(0.1), .tap(at: CGPoint(x: 292, y: 785)), .wait(0.1)])
        let frames = try simulation.frames()
        XCTAssertEqual(simulation.warnings, [], "every symbol is known: no placeholder drawn")
        let first = try XCTUnwrap(frames.first), last = try XCTUnwrap(frames.last)
        // The canvas is 390 × 844 with safe-area insets 47 (top) and 34 (bottom): the bar's
        // 49 pt sit on the safe area's bottom edge, 844 − 34 − 49 = 761, and the tab above it.
        XCTAssertEqual(placements(first)["home"], [0, 47, 390, 761 - 47])
        XCTAssertNil(placements(first)["settings"], "only the selected tab is shown")
        let before = FramePixels(first)
        XCTAssertEqual(Array(before[195, 759].prefix(3)), [255, 59, 48], "the tab's red reaches the bar")
        // The bar's material reaches the canvas bottom (no red, no white gap under it).
        XCTAssertEqual(count(before, near: [255, 59, 48], x: 0..<390, y: 762..<844), 0)
        XCTAssertEqual(Array(before[20, 830].prefix(3)), [247, 247, 247], "the bar's 97 % white in the safe area")
        XCTAssertLessThan(Int(before[20, 761][0]), 247, "the hairline on the bar's top edge")
        // Items: two halves of the bar; the selected one in the accent blue, the other gray.
        XCTAssertGreaterThan(count(before, near: Self.accentBlue, x: 0..<195, y: 761..<810), 20)
        XCTAssertEqual(count(before, near: Self.accentBlue, x: 195..<390, y: 761..<810), 0)
        XCTAssertGreaterThan(count(before, near: Self.systemGray, x: 195..<390, y: 761..<810), 20)
        XCTAssertEqual(count(before, near: Self.accentBlue, x: 0..<390, y: 810..<844), 0, "items sit in the 49 pt, not in the safe area")

        XCTAssertEqual(placements(last)["settings"], [0, 47, 390, 714], "the tap on the second item selected it")
        XCTAssertNil(placements(last)["home"])
        let after = FramePixels(last)
        XCTAssertEqual(count(after, near: Self.accentBlue, x: 0..<195, y: 761..<810), 0)
        XCTAssertGreaterThan(count(after, near: Self.accentBlue, x: 195..<390, y: 761..<810), 20)
        try writeForInspection(first, "tabs-home.png")
        try writeForInspection(last, "tabs-settings.png")
    }

    /// Icon-only items and `.tint(.primary)` on the tab view, as real decks write their main tab
    /// view: the selected icon in the tint (black in light mode), a glyph-sized symbol.
    func testIconOnlyItemsTakeTheTabViewsTint() throws {
        let deck = TabView {
            Text("Cards").tabItem { Image(systemName: "heart") }.tag(0)
            Text("Search").tabItem { Image(systemName: "star") }.tag(1)
        }
        .tint(.primary)
        let frame = try XCTUnwrap(try Simulation(deck, script: []).frames().first)
        let pixels = FramePixels(frame)
        XCTAssertGreaterThan(count(pixels, near: [0, 0, 0], x: 0..<195, y: 761..<810), 20)
        XCTAssertEqual(count(pixels, near: [0, 0, 0], x: 195..<390, y: 761..<810), 0)
        XCTAssertGreaterThan(count(pixels, near: Self.systemGray, x: 195..<390, y: 761..<810), 20)
        XCTAssertEqual(count(pixels, near: Self.accentBlue, x: 0..<390, y: 761..<810), 0)
        try writeForInspection(frame, "tabs-icons.png")
    }

    struct Bound: View {
        @State var tab = "b"
        var body: some View {
            TabView(selection: $tab) {
                Color.red.accessibilityIdentifier("a").tabItem {
                    Image(systemName: "house.fill").accessibilityIdentifier("bar-icon"); Text("A")
                }.tag("a")
                Color.green.accessibilityIdentifier("b").tabItem { Text("B") }.tag("b")
            }
            .overlay(alignment: .top) {
                VStack {
                    Text(tab).accessibilityIdentifier("shown-\(tab)")
                    Image(systemName: "house.fill").font(.system(size: 22)).accessibilityIdentifier("22pt-icon")
                }
            }
        }
    }

    func testABoundSelectionChoosesTheTabAndATapWritesTheItemsTag() throws {
        let frames = try Simulation(Bound(), script: [.wait(0.1), .tap(at: CGPoint(x: 97, y: 785)), .wait(0.1)]).frames()
        let first = placements(frames.first!), last = placements(frames.last!)
        XCTAssertNotNil(first["b"])
        XCTAssertNotNil(first["shown-b"])
        XCTAssertNil(first["a"])
        XCTAssertNotNil(last["a"])
        XCTAssertNotNil(last["shown-a"], "the binding now holds the first item's tag")
        // A symbol in a bar item is the 22 pt glyph size, though the item's text is 10 pt.
        // (Within a pixel: each edge rounds to the pixel grid on its own.)
        for i in 2...3 { XCTAssertEqual(try XCTUnwrap(first["bar-icon"])[i], try XCTUnwrap(first["22pt-icon"])[i], accuracy: 1) }
    }

    struct Pages: View {
        var body: some View {
            TabView {
                ForEach(0..<3, id: \.self) { i in
                    Color(hue: Double(i) / 3, saturation: 0.6, brightness: 0.8).accessibilityIdentifier("page\(i)")
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
        }
    }

    /// The brightness of the pixel at the centre of dot `k` of 3: 7 pt dots 9 pt apart, centred
    /// across the canvas, in the 26 pt strip on the safe area's bottom edge (844 − 34 − 13).
    func dot(_ pixels: FramePixels, _ k: Int) -> Int {
        let x = 195 + (k - 1) * 16, y = 844 - 34 - 13
        return pixels[x, y].prefix(3).reduce(0) { $0 + Int($1) }
    }

    func testAPagedTabViewTurnsAPageByASwipeAndMovesItsDot() throws {
        let frames = try Simulation(
            Pages(),
            script: [
                .wait(0.1), .drag(to: CGSize(width: -250, height: 0), duration: 0.5, easing: .linear, from: CGPoint(x: 300, y: 400)),
                .wait(0.1), .release, .wait(1.5),
            ]
        ).frames()
        let first = try XCTUnwrap(frames.first), last = try XCTUnwrap(frames.last)
        XCTAssertEqual(placements(first)["page0"], [0, 47, 390, 844 - 47 - 34], "each page is as large as the tab view")
        XCTAssertEqual(placements(first)["page1"]?[0], 390)
        XCTAssertEqual(placements(last)["page1"]?[0] ?? .nan, 0, accuracy: 0.01, "page 2 is shown")
        XCTAssertEqual(placements(last)["page0"]?[0] ?? .nan, -390, accuracy: 0.01)
        let before = FramePixels(first), after = FramePixels(last)
        XCTAssertEqual(dot(before, 0), 765, "the current dot is opaque white")
        XCTAssertLessThan(dot(before, 1), 600)
        XCTAssertEqual(dot(after, 1), 765, "the second dot is the current one after the swipe")
        XCTAssertLessThan(dot(after, 0), 600)
        try writeForInspection(first, "pages-0.png")
        try writeForInspection(last, "pages-1.png")
    }

    func writeForInspection(_ frame: Frame, _ name: String) throws {
        guard let directory = ProcessInfo.processInfo.environment["SWIPESIM_TAB_FRAMES"] else { return }
        try frame.write(to: directory + "/" + name)
    }

    /// iOS 18's `Tab` values are the same tabs as `.tabItem` + `.tag` (Apple, `Tab`): the bound
    /// selection picks the tab whose value it holds, and a tap on the first item (centre
    /// x 97 of 390) writes that tab's value.
    struct ValueTabs: View {
        @State var selection = "b"
        var body: some View {
            TabView(selection: $selection) {
                Tab("A", systemImage: "house", value: "a") { Color.red.accessibilityIdentifier("a") }
                Tab("B", systemImage: "star", value: "b") { Color.blue.accessibilityIdentifier("b") }
            }
        }
    }

    struct PositionTabs: View {
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house.fill") { Color.red.accessibilityIdentifier("home") }
                Tab("Settings", systemImage: "star") { Color.blue.accessibilityIdentifier("settings") }
            }
        }
    }

    func testIOS18TabsAreTabsWithTheirValuesAndLabels() throws {
        let frames = try Simulation(ValueTabs(), script: [.wait(0.1), .tap(at: CGPoint(x: 97, y: 785)), .wait(0.1)]).frames()
        XCTAssertNotNil(placements(frames.first!)["b"], "the selection's value chooses the tab")
        XCTAssertNil(placements(frames.first!)["a"])
        XCTAssertNotNil(placements(frames.last!)["a"], "a tap on the first item wrote its value")
        // Without values, tabs are chosen by position and draw the same bar as .tabItem/.tag.
        let written = try XCTUnwrap(try Simulation(Tabs()).frames().first)
        let values = try XCTUnwrap(try Simulation(PositionTabs()).frames().first)
        XCTAssertEqual(placements(values), placements(written))
        XCTAssertEqual(written.straightRGBA(), values.straightRGBA(), "the same pixels")
    }
}
