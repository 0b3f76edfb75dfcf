/// `objectWillChange` as a Combine publisher: `()` before each change, to each subscriber that
/// has demand (`model.objectWillChange.sink { … }`, `.onReceive(model.objectWillChange)`).
extension ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        let link = WillChangeLink(receive: subscriber.receive(_:))
        link.registration = subscribe { [weak link] in link?.offer() }
        subscriber.receive(subscription: link)
    }
}

/// One subscriber's subscription to an `objectWillChange`: its demand, and its registration
/// with the publisher (dropped on cancel, which ends delivery).
private final class WillChangeLink: Subscription {
    var registration: ObservableObjectPublisher.Subscription?
    private var receive: ((()) -> Subscribers.Demand)?
    private var demand = Subscribers.Demand.none

    init(receive: @escaping (()) -> Subscribers.Demand) { self.receive = receive }

    func offer() {
        guard demand > 0, let receive else { return }
        demand -= 1
        demand += receive(())
    }

    func request(_ more: Subscribers.Demand) { demand += more }

    func cancel() {
        registration = nil
        receive = nil
    }
}
