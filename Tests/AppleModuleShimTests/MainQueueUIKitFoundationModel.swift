import Foundation
import UIKit

// The model in a helper file that imports UIKit and Foundation, as view models of UIKit-era decks
// do (MainQueueTests): the `UIKit` module re-exports SwipeUI's `DispatchQueue` by name too, and a
// queue of the model's own (`DispatchQueue(label:)`) runs on the same virtual clock.

@MainActor
final class UIKitQueueModel: ObservableObject {
    @Published var stage = 0
    let log = EventLog()
    private let background = DispatchQueue(label: "deck.loading", qos: .userInitiated)

    func start() {
        DispatchQueue.main.async { self.advance(to: 1) }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { self.advance(to: 2) }
        let queue = DispatchQueue.main
        let log = self.log
        queue.asyncAfter(deadline: DispatchTime.now() + .milliseconds(400)) { log.events.append("queue@\(EventLog.nowMilliseconds())") }
        background.asyncAfter(deadline: .now() + 0.1) { log.events.append("loaded@\(EventLog.nowMilliseconds())") }
    }

    private func advance(to stage: Int) {
        self.stage = stage
        log.events.append("stage \(stage)@\(EventLog.nowMilliseconds())")
    }
}
