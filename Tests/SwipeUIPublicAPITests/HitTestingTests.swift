import SwipeUI
import XCTest

/// `.allowsHitTesting(false)` lets touches through to what is behind; `.disabled(true)` keeps
/// the touch but runs no gesture or button inside.
final class HitTestingTests: XCTestCase {
    /// Counts what the views under test receive (a class, so the views can share it).
    final class Counter { var back = 0, front = 0, button = 0 }

    struct Layers: View {
        let counter: Counter
        var frontAllowsHits = true
        var frontDisabled = false
        var body: some View {
            ZStack {
                Color.blue.onTapGesture { counter.back += 1 }
                Color.red.frame(width: 200, height: 200)
                    .onTapGesture { counter.front += 1 }
                    .allowsHitTesting(frontAllowsHits)
                    .disabled(frontDisabled)
            }
        }
    }

    func tapCentre<V: View>(_ view: V) throws {
        _ = try Simulation(view, script: [.tap(at: CGPoint(x: 195, y: 422)), .wait(0.1)]).frames()
    }

    func testATapLandsOnTheFrontView() throws {
        let counter = Counter()
        try tapCentre(Layers(counter: counter))
        XCTAssertEqual([counter.front, counter.back], [1, 0])
    }

    func testAllowsHitTestingFalsePassesTheTouchToTheViewBehind() throws {
        let counter = Counter()
        try tapCentre(Layers(counter: counter, frontAllowsHits: false))
        XCTAssertEqual([counter.front, counter.back], [0, 1])
    }

    func testADisabledViewTakesTheTouchButRunsNoGesture() throws {
        let counter = Counter()
        try tapCentre(Layers(counter: counter, frontDisabled: true))
        XCTAssertEqual([counter.front, counter.back], [0, 0])
    }

    struct Buttons: View {
        let counter: Counter
        let disabled: Bool
        var body: some View {
            VStack {
                Button("Like") { counter.button += 1 }
                    .disabled(disabled)
                    // An inner `.disabled(false)` cannot enable what an outer one disabled.
                    .disabled(false)
            }
        }
    }

    func testADisabledButtonIgnoresTaps() throws {
        for disabled in [false, true] {
            let counter = Counter()
            _ = try Simulation(Buttons(counter: counter, disabled: disabled), script: [.tapButton("Like"), .wait(0.1)]).frames()
            XCTAssertEqual(counter.button, disabled ? 0 : 1, "disabled: \(disabled)")
        }
    }
}
