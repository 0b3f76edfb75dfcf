extension View {
    /// SwiftUI's `onReceive(_:perform:)`: runs `action` with each value `publisher` sends while
    /// the view is on screen.
    ///
    /// The view subscribes when it appears (its `onAppear`, so a `@Published` publisher's current
    /// value and a `CurrentValueSubject`'s arrive then) and cancels when it disappears. `action`
    /// runs where the value is sent — a timer's on the display frame it fires, a subject's inside
    /// the callback that sent it — and its state changes are applied in that transaction, as
    /// SwiftUI applies them. The latest `action` a body evaluation gave is the one called.
    ///
    /// The view keeps the publisher it subscribed to for as long as it is on screen: a
    /// `let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()` stored in the
    /// view is made again each time its parent's body makes the view, and SwipeSim keeps
    /// listening to the first one, so the timer is not restarted by unrelated updates (in SwiftUI
    /// a view's stored timer persists while the view's own state changes).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        SubscriptionView(content: self, publisher: publisher, action: action)
    }
}

/// The view `onReceive` makes (SwiftUI's name for it).
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View where PublisherType.Failure == Never {
    public let content: Content
    public let publisher: PublisherType
    public let action: (PublisherType.Output) -> Void
    @State private var receiver = PublisherReceiver<PublisherType.Output>()

    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }

    public var body: some View {
        receiver.action = action
        let receiver = receiver, publisher = publisher
        return
            content
            .onAppear { receiver.subscribe(to: publisher) }
            .onDisappear { receiver.cancel() }
    }
}

/// What an `onReceive` view keeps across updates: its subscription and the action to call.
final class PublisherReceiver<Output> {
    var action: ((Output) -> Void)?
    private var subscription: AnyCancellable?

    func subscribe<P: Publisher>(to publisher: P) where P.Output == Output, P.Failure == Never {
        guard subscription == nil else { return }
        subscription = publisher.sink { [weak self] value in self?.action?(value) }
    }

    func cancel() {
        subscription?.cancel()
        subscription = nil
    }
}
