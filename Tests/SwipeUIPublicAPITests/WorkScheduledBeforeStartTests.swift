import SwipeUI
import XCTest

/// A view model whose `init` schedules work on the main queue while the deck is built, before
/// the simulation exists (`Simulation(Deck(model: Model()))`): on iOS the work is on the main
/// queue when the app starts and runs; here it runs on the simulation's clock, time 0 being the
/// simulation's start.
final class WorkScheduledBeforeStartTests: XCTestCase {
    final class Model: ObservableObject {
        @Published var cards = ["Kyoto", "Oslo", "Lima"]
        init() {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.cards.removeFirst() }
        }
    }

    struct Deck: View {
        @ObservedObject var model: Model
        var body: some View {
            Text(model.cards.first ?? "none")
        }
    }

    func testWorkScheduledByAViewModelsInitRunsOnTheSimulationsClock() throws {
        var options = SimulationOptions.smallTestCanvas
        options.duration = 1
        let simulation = try Simulation(Deck(model: Model()), options: options)
        let tops = try simulation.frames().map { $0.screenValues.compactMap(\.text).first }
        // 20 frames a second: frame 10 is at 0.5 s, the first display frame at the deadline.
        XCTAssertEqual(tops.count, 21)
        XCTAssertEqual(Array(tops[..<10]), Array(repeating: "Kyoto", count: 10))
        XCTAssertEqual(Array(tops[10...]), Array(repeating: "Oslo", count: 11))
        XCTAssertEqual(simulation.warnings, [])
    }
}
