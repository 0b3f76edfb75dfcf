import SwipeUI
import XCTest

/// Tasks a deck starts itself — `Task { await load() }` in a view model's `init`, `Task { … }`
/// in `.onAppear` — run on the simulation's virtual clock as on iOS, where they run moments
/// after they are made: work started while one display frame is updated runs once that frame
/// is done, still at its time, and its state changes show in the next frame.
final class UnstructuredTaskTests: XCTestCase {
    @Observable
    final class CardsModel {
        var cards: [String] = []

        init() {
            Task { await load() }
        }

        @MainActor
        func load() async {
            cards = await CardService().fetch()
        }
    }

    struct CardService {
        func fetch() async -> [String] { ["Mia", "Noah", "Ava"] }
    }

    struct Deck: View {
        @State private var model = CardsModel()

        var body: some View {
            VStack {
                ForEach(model.cards, id: \.self) { name in
                    Text(name).accessibilityIdentifier("card-" + name)
                }
            }
        }
    }

    private var options: SimulationOptions {
        var options = SimulationOptions.smallTestCanvas
        options.fps = 60
        options.duration = 0.6
        return options
    }

    func testATaskStartedInAViewModelsInitLoadsBeforeTheSecondFrame() throws {
        let frames = try Simulation(Deck(), options: options).frames()
        // Frame 0 is drawn before the task runs (it was made while frame 0 was updated); it runs
        // once frame 0 is done, through the nonisolated `fetch` and back, and frame 1 shows it.
        XCTAssertEqual(frames[0].identifiedViews.map(\.identifier), [])
        XCTAssertEqual(frames[1].identifiedViews.map(\.identifier), ["card-Mia", "card-Noah", "card-Ava"])
    }

    func testEveryRunMakesTheViewAnewAndLoadsAgain() throws {
        let simulation = try Simulation(Deck(), options: options)
        let first = try simulation.frames().map { $0.identifiedViews.count }
        let second = try simulation.frames().map { $0.identifiedViews.count }
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.prefix(2), [0, 3])
    }

    struct Banner: View {
        @State private var shown = false

        var body: some View {
            ZStack {
                if shown { Text("Match!").accessibilityIdentifier("banner") }
            }
            .onAppear {
                Task {
                    try? await Task.sleep(for: .seconds(0.5))
                    shown = true
                }
            }
        }
    }

    func testATaskFromOnAppearSleepsOnTheVirtualClock() throws {
        let frames = try Simulation(Banner(), options: options).frames()
        // A main-actor task made by frame 0's `onAppear` runs once frame 0 is done, at its time,
        // 0 s: the sleep ends at 0.5 s = display frame 30, whose update shows the banner.
        XCTAssertTrue(frames[29].identifiedViews.isEmpty)
        XCTAssertEqual(frames[30].identifiedViews.map(\.identifier), ["banner"])
    }
}
