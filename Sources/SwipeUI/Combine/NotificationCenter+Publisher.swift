extension NotificationCenter {
    /// Combine's `NotificationCenter.default.publisher(for:object:)`: each notification named
    /// `name` (from `object`, or any sender when nil) posted while subscribed, delivered
    /// synchronously on the posting thread, as the center delivers to its observers. Nothing in
    /// a simulation posts system notifications (the app never goes to the background, no
    /// keyboard appears), so a deck's observer runs only for what the deck posts itself.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The publisher of one notification name.
    public struct Publisher: SwipeUI.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subject = PassthroughSubject<Notification, Never>()
            let observer = center.addObserver(forName: name, object: object, queue: nil) { subject.send($0) }
            let center = center
            subject.receive(subscriber: CancelNotifying(subscriber) { center.removeObserver(observer) })
        }
    }
}
