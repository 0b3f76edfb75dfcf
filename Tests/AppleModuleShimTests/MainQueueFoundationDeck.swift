import Foundation
import SwiftUI

// The same model in a file that also says `import Foundation`, which makes Dispatch's
// `DispatchQueue` visible beside SwipeUI's (MainQueueTests). The `SwiftUI` module re-exports
// SwipeUI's by name, so it is the one this file sees: `DispatchQueue.main` is not ambiguous, and
// the closures are checked as SwipeUI's (main-actor isolated here), not as Dispatch's `@Sendable`
// ones. A work item cancelled before its deadline does not run (the undo idiom).

@MainActor
final class FoundationQueueModel: ObservableObject {
    @Published var stage = 0
    let log = EventLog()
    private var pendingRemoval: DispatchWorkItem?

    func start() {
        DispatchQueue.main.async { self.advance(to: 1) }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { self.advance(to: 2) }
        let queue = DispatchQueue.main
        let log = self.log
        queue.asyncAfter(deadline: DispatchTime.now() + .milliseconds(400)) { log.events.append("queue@\(EventLog.nowMilliseconds())") }
        let removal = DispatchWorkItem { log.events.append("removed") }
        pendingRemoval = removal
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: removal)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { self.pendingRemoval?.cancel() }
    }

    private func advance(to stage: Int) {
        self.stage = stage
        log.events.append("stage \(stage)@\(EventLog.nowMilliseconds())")
    }
}

struct FoundationQueueDeck: View {
    @ObservedObject var model: FoundationQueueModel

    var body: some View {
        Text("stage \(model.stage)").accessibilityIdentifier("stage").onAppear { model.start() }
    }
}
