import SwipeUI
import XCTest

/// What the view-model tests share: a small canvas, a runner that reports body evaluations and
/// texts per frame, a model tracker and two small views.
class ViewModelTestCase: XCTestCase {
    /// Counts what happens to models, read in the simulation's frame callback.
    final class Tracker {
        var made = 0
        var freed = 0
    }

    func options() -> SimulationOptions { .smallTestCanvas }

    /// The buttons' titles, left out of the texts `run` reports.
    static let buttonTitles: Set = ["Hidden", "Shown", "Stop", "Loose", "Unseen", "Manual", "Bump", "Tick", "Hide", "Step", "Inline"]

    /// Runs `view` to the end of `script` (+ 0.05 s), giving for each frame the total body
    /// evaluations so far and the texts on screen other than buttons' titles.
    func run<V: View>(_ view: V, _ script: [TouchStep], each: (Int) -> Void = { _ in }) throws -> (evaluations: [Int], texts: [[String]]) {
        let run = try SimulationRun(Simulation(view, script: script + [.wait(0.05)], options: options()))
        var evaluations: [Int] = [], texts: [[String]] = []
        while let frame = try run.next(recording: false) {
            evaluations.append(run.timings.bodyEvaluations)
            texts.append(frame.screenValues.compactMap(\.text).filter { !Self.buttonTitles.contains($0) })
            each(frame.index)
        }
        return (evaluations, texts)
    }

    struct Stepper: View {
        let title: String
        @Binding var value: Int
        var body: some View { Button(title) { value += 1 } }
    }

    struct Screen<Content: View>: View {
        let content: Content
        var body: some View { VStack { content } }
    }
}

extension SimulationOptions {
    /// A 240 × 400 canvas without safe area, 20 frames a second.
    static var smallTestCanvas: SimulationOptions {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 240, height: 400)
        options.safeArea = EdgeInsets()
        options.fps = 20
        return options
    }
}
