import SwiftUI
import XCTest

/// `DispatchQueue.main` in deck files with each of the imports decks use — `import SwiftUI` alone,
/// `import Foundation` beside it, `import UIKit` with `import Foundation` — is SwipeUI's queue on
/// the virtual clock: the files compile (a `@MainActor` model's closures set its state; `let
/// queue = DispatchQueue.main` is not ambiguous), and the work runs at the first display frame at
/// or after its deadline (60 Hz: 0.25 s is frame 15, 0.4 s frame 24), `async` work on the frame
/// that scheduled it, after the code that scheduled it. (The models are `@MainActor`, and XCTest
/// runs test methods on the main thread.)
final class MainQueueTests: XCTestCase {
    /// Scheduled from `.onAppear` at 0 s: stage 1 at once, stage 2 at 250 ms, the queue's work at 400 ms.
    private let expected = ["stage 1@0", "stage 2@250", "queue@400"]

    func testMainQueueWorkInAFileImportingSwiftUIAloneRunsOnTheVirtualClock() throws {
        try MainActor.assumeIsolated {
            let model = SwiftUIOnlyQueueModel()
            let frames = try Simulation(SwiftUIOnlyQueueDeck(model: model), options: plainOptions(duration: 0.5)).frames()
            XCTAssertEqual(model.log.events, expected)
            XCTAssertEqual(frames[14].identified("stage")?.label, "stage 1")
            XCTAssertEqual(frames[15].identified("stage")?.label, "stage 2")
        }
    }

    func testMainQueueWorkInAFileImportingFoundationAndSwiftUIRunsOnTheVirtualClock() throws {
        try MainActor.assumeIsolated {
            let model = FoundationQueueModel()
            let frames = try Simulation(FoundationQueueDeck(model: model), options: plainOptions(duration: 0.5)).frames()
            // The removal work item was cancelled at 0.1 s, before its 0.3 s deadline: it never runs.
            XCTAssertEqual(model.log.events, expected)
            XCTAssertEqual(frames[14].identified("stage")?.label, "stage 1")
            XCTAssertEqual(frames[15].identified("stage")?.label, "stage 2")
        }
    }

    func testMainQueueWorkInAFileImportingUIKitAndFoundationRunsOnTheVirtualClock() throws {
        try MainActor.assumeIsolated {
            let model = UIKitQueueModel()
            let deck = Text("deck").onAppear { model.start() }
            _ = try Simulation(deck, options: plainOptions(duration: 0.5)).frames()
            // The model's own queue runs its work on the same clock: at 100 ms, between the others.
            XCTAssertEqual(model.log.events, ["stage 1@0", "loaded@100", "stage 2@250", "queue@400"])
            XCTAssertEqual(model.stage, 2)
        }
    }

    /// `sync` runs its work at once and returns its result; `concurrentPerform` runs every
    /// iteration, in order.
    func testSyncAndConcurrentPerformRunAtOnce() {
        let queue = DispatchQueue(label: "cache")
        XCTAssertEqual(queue.label, "cache")
        XCTAssertEqual(DispatchQueue.main.label, "com.apple.main-thread")
        XCTAssertEqual(queue.sync { 6 * 7 }, 42)
        var seen: [Int] = []
        DispatchQueue.concurrentPerform(iterations: 4) { seen.append($0) }
        XCTAssertEqual(seen, [0, 1, 2, 3])
    }
}
