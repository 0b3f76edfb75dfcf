import SwipeUI
import XCTest

/// `.task` / `.task(id:)` on the virtual clock: the body starts when the view appears,
/// `Task.sleep` sleeps display-clock time, disappearing or a changed id cancels.
final class TaskModifierTests: XCTestCase {
    /// Loads three cards after `delay` seconds of (virtual) sleep, as a tutorial deck's `.task`
    /// that fetches its cards does.
    struct LoadingDeck: View {
        var delay: Double = 0.5
        @State private var cards: [String] = []
        var body: some View {
            ZStack {
                Color.white
                ForEach(cards, id: \.self) { name in
                    RoundedRectangle(cornerRadius: 12).fill(.indigo)
                        .frame(width: 200, height: 300)
                        .accessibilityIdentifier(name)
                }
            }
            .task {
                try? await Task.sleep(for: .seconds(delay))
                cards = ["a", "b", "c"]
            }
        }
    }

    func testCardsLoadedAfterASleepShowAtTheFrameAtHalfASecond() throws {
        let frames = try Simulation(LoadingDeck(), options: options(duration: 1)).frames()
        let first = frames.firstIndex { !$0.identifiedViews.isEmpty }
        XCTAssertEqual(first, 30, "0.5 s at 60 fps")
        XCTAssertEqual(frames[30].identifiedViews.count, 3)
        // The pixel at the canvas centre turns from the white background to indigo.
        XCTAssertEqual(FramePixels(frames[29])[195, 422], [255, 255, 255, 255])
        XCTAssertEqual(FramePixels(frames[30])[195, 422], [88, 86, 214, 255])
        try frames[30].write(to: NSTemporaryDirectory() + "swipeui-task/frame30.png")
    }

    func testTheSameDeckGivesTheSameBytesEveryRun() throws {
        let a = try Simulation(LoadingDeck(delay: 0.25), options: options(duration: 0.6)).frames()
        let b = try Simulation(LoadingDeck(delay: 0.25), options: options(duration: 0.6)).frames()
        XCTAssertEqual(a.count, b.count)
        for (x, y) in zip(a, b) { XCTAssertEqual(try x.pngData(), try y.pngData(), "frame \(x.index)") }
        XCTAssertEqual(a.firstIndex { !$0.identifiedViews.isEmpty }, 15)
    }

    /// Records what a task did, with the virtual time (seconds).
    final class Log: @unchecked Sendable { var events: [String] = [] }

    /// A view whose task ticks every 0.1 s until cancelled; a tap hides it.
    struct Ticker: View {
        let log: Log
        @State private var shown = true
        @State private var page = 0
        var body: some View {
            VStack {
                if shown {
                    Color.blue.frame(width: 50, height: 50)
                        .task(id: page) {
                            let page = page
                            do {
                                while true {
                                    try await Task.sleep(nanoseconds: 100_000_000)
                                    log.events.append("tick \(page) @\(now())")
                                }
                            } catch {
                                log.events.append("cancelled \(page) @\(now())")
                            }
                        }
                }
                Button("Next") { page += 1 }
                Button("Hide") { shown = false }
            }
        }
        func now() -> Int { Int((Double(SwipeUI.DispatchTime.now().uptimeNanoseconds) / 1e7).rounded()) }
    }

    func testAnIdChangeRestartsTheTaskAndDisappearingCancelsIt() throws {
        let log = Log()
        let script: [TouchStep] = [.wait(0.25), .tapButton("Next"), .wait(0.25), .tapButton("Hide"), .wait(0.3)]
        let simulation = try Simulation(Ticker(log: log), script: script, options: options(duration: 1))
        _ = try simulation.frames()
        // Times in hundredths of a second: ticks of page 0 at 0.1, 0.2; "Next" at 0.25 cancels
        // and starts page 1, which ticks at 0.35, 0.45; "Hide" at 0.5 cancels it.
        XCTAssertEqual(
            log.events,
            [
                "tick 0 @10", "tick 0 @20", "cancelled 0 @25", "tick 1 @35", "tick 1 @45", "cancelled 1 @50",
            ])
        XCTAssertEqual(simulation.warnings, [])
    }

    /// A task that waits on a real clock is reported: SwipeSim cannot run it on virtual time.
    func testATaskWaitingOnARealClockIsAWarning() throws {
        struct RealClock: View {
            var body: some View {
                Color.red.task { try? await ContinuousClock().sleep(for: .seconds(30)) }
            }
        }
        let simulation = try Simulation(RealClock(), options: options(duration: 0.1))
        _ = try simulation.frames()
        XCTAssertEqual(simulation.warnings.count, 1)
        XCTAssertTrue(
            simulation.warnings[0].contains(".task: the task is waiting for something SwipeSim does not run on the virtual clock"), simulation.warnings[0])
    }

    /// A task that never sleeps on virtual time is an error, not a hang.
    func testATaskThatOnlyYieldsIsAnError() throws {
        struct Spinner: View {
            var body: some View { Color.red.task { while true { await Task.yield() } } }
        }
        XCTAssertThrowsError(try Simulation(Spinner(), options: options(duration: 0.1)).frames()) { error in
            XCTAssertTrue("\(error)".contains("without sleeping"), "\(error)")
        }
    }

    func options(duration: Double) -> SimulationOptions {
        var options = SimulationOptions()
        options.duration = duration
        options.settleTime = 0
        return options
    }
}
