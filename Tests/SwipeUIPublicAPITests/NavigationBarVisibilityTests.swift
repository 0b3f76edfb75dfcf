import SwipeUI
import XCTest

/// Hiding the navigation bar (`.toolbar(.hidden, for: .navigationBar)`, iOS 18's
/// `.toolbarVisibility`, iOS 13's `.navigationBarHidden`): the bar takes no space and draws
/// nothing, so the page starts at the top of the safe area (y 47 on the default canvas) instead
/// of below the 44 pt bar and the 52 pt large-title band (y 143).
final class NavigationBarVisibilityTests: XCTestCase {
    private func pixels<V: View>(_ view: V) throws -> FramePixels {
        var options = SimulationOptions()
        options.duration = 0
        return FramePixels(try XCTUnwrap(Simulation(view, options: options).frames().first))
    }

    func testEverySpellingOfAHiddenBarStartsThePageAtTheSafeArea() throws {
        let hidden: [AnyView] = [
            AnyView(NavigationStack { Color.blue.navigationTitle("Discover").toolbar(.hidden, for: .navigationBar) }),
            AnyView(NavigationStack { Color.blue.navigationTitle("Discover").toolbarVisibility(.hidden, for: .navigationBar) }),
            AnyView(NavigationStack { Color.blue.navigationTitle("Discover").navigationBarHidden(true) }),
        ]
        for (index, view) in hidden.enumerated() {
            let frame = try pixels(view)
            XCTAssertEqual(frame[195, 46], [255, 255, 255, 255], "spelling \(index): the status bar's band stays the background")
            XCTAssertEqual(frame[195, 47], [0, 122, 255, 255], "spelling \(index): the page's first row is the safe area's")
            XCTAssertEqual(frame[30, 120], [0, 122, 255, 255], "spelling \(index): no large title where the band was")
        }
    }

    func testAVisibleOrAutomaticBarKeepsTheLargeTitleBand() throws {
        for visibility in [Visibility.visible, .automatic] {
            let frame = try pixels(NavigationStack { Color.blue.navigationTitle("Discover").toolbar(visibility, for: .navigationBar) })
            // 47 + 44 + 52 = 143: the content's first row.
            XCTAssertEqual(frame[195, 142], [255, 255, 255, 255], "\(visibility)")
            XCTAssertEqual(frame[195, 143], [0, 122, 255, 255], "\(visibility)")
        }
        let shown = try pixels(NavigationStack { Color.blue.navigationTitle("Discover").navigationBarHidden(false) })
        XCTAssertEqual(shown[195, 143], [0, 122, 255, 255])
    }
}
