import SwiftUI

// A `@MainActor` view model as a file with `import SwiftUI` alone writes it: main-queue work that
// sets the model's state, and `let queue = DispatchQueue.main` (MainQueueTests).

@MainActor
final class SwiftUIOnlyQueueModel: ObservableObject {
    @Published var stage = 0
    let log = EventLog()

    func start() {
        DispatchQueue.main.async { self.advance(to: 1) }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { self.advance(to: 2) }
        let queue = DispatchQueue.main
        let log = self.log
        queue.asyncAfter(deadline: DispatchTime.now() + .milliseconds(400)) { log.events.append("queue@\(EventLog.nowMilliseconds())") }
    }

    private func advance(to stage: Int) {
        self.stage = stage
        log.events.append("stage \(stage)@\(EventLog.nowMilliseconds())")
    }
}

struct SwiftUIOnlyQueueDeck: View {
    @ObservedObject var model: SwiftUIOnlyQueueModel

    var body: some View {
        Text("stage \(model.stage)").accessibilityIdentifier("stage").onAppear { model.start() }
    }
}
