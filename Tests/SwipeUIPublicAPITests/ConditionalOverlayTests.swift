import SwipeUI
import XCTest

/// An overlay or background whose content is an `if` that is false (or several views) is a
/// ZStack of its own: the view it decorates stays where it is laid out.
final class ConditionalOverlayTests: XCTestCase {
    struct Row: View {
        var body: some View {
            VStack {
                Text("Name").accessibilityIdentifier("overlaid")
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .overlay(alignment: .trailing) { if Bool(false) { Text("badge") } }
                Text("Name").accessibilityIdentifier("backed")
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background { if Bool(false) { Color.red } }
            }
        }
    }

    func testTheDecoratedViewKeepsItsPlace() throws {
        var options = SimulationOptions()
        options.settleTime = 0
        let frame = try Simulation(Row(), script: [.wait(0.02)], options: options).frames()[0]
        // The frames fill the 390 pt width; the texts lead at x 0.
        for id in ["overlaid", "backed"] {
            let view = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == id })
            XCTAssertEqual(view.transform[4], 0, id)
        }
    }
}
