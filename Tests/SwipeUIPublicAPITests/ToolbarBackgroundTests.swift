import SwipeUI
import XCTest

/// `.toolbarBackground` and `.toolbarColorScheme` on the navigation bar (Apple,
/// "toolbarBackground(_:for:)", "toolbarColorScheme(_:for:)"): at the scroll edge the bar has
/// no background unless its visibility is `.visible`; then the style fills it from the top of
/// the screen to the bar's bottom (safe area top 47 + 44 pt = 91 for an inline title).
final class ToolbarBackgroundTests: XCTestCase {
    struct Screen: View {
        var visible: Bool
        var scheme: ColorScheme?
        var body: some View {
            NavigationStack {
                Color.clear
                    .navigationTitle("Deck")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(Color(red: 1, green: 0, blue: 0), for: .navigationBar)
                    .toolbarBackground(visible ? .visible : .automatic, for: .navigationBar)
                    .toolbarColorScheme(scheme, for: .navigationBar)
            }
        }
    }

    private func pixels(_ view: Screen) throws -> FramePixels {
        FramePixels(try XCTUnwrap(try Simulation(view, script: [.wait(0.05)]).frames().last))
    }

    func testTheStyleFillsTheBarWhenVisible() throws {
        let shown = try pixels(Screen(visible: true, scheme: nil))
        XCTAssertEqual(shown[5, 10], [255, 0, 0, 255], "under the status bar")
        XCTAssertEqual(shown[5, 89], [255, 0, 0, 255], "the bar's last row")
        XCTAssertEqual(shown[5, 93], [255, 255, 255, 255], "below the bar: the page")
        // Automatic at the scroll edge: no background.
        let automatic = try pixels(Screen(visible: false, scheme: nil))
        XCTAssertEqual(automatic[5, 60], [255, 255, 255, 255])
    }

    func testTheColorSchemeColoursTheTitle() throws {
        // "Deck" in 17 pt semibold centred on (195, 69): its ink is the label colour of the scheme.
        func inkRange(_ p: FramePixels) -> (darkest: Int, lightest: Int) {
            var darkest = 255, lightest = 0
            for y in 60...78 {
                for x in 170...220 {
                    let g = Int(p[x, y][1])  // green: 0 on the red bar, high for white ink
                    darkest = min(darkest, Int(p[x, y][0])); lightest = max(lightest, g)
                }
            }
            return (darkest, lightest)
        }
        let darkFrame = try XCTUnwrap(try Simulation(Screen(visible: true, scheme: .dark), script: [.wait(0.05)]).frames().last)
        try darkFrame.write(to: NSTemporaryDirectory() + "swipeui-navigation/toolbar-background-dark.png")
        let dark = inkRange(FramePixels(darkFrame))
        XCTAssertGreaterThan(dark.lightest, 200, "white ink on the red bar")
        XCTAssertGreaterThan(dark.darkest, 200, "no black ink")
        let light = inkRange(try pixels(Screen(visible: true, scheme: nil)))
        XCTAssertLessThan(light.darkest, 60, "black ink by default")
    }
}
