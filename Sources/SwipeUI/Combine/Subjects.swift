import SwipeRaster
import SwipeBase

/// Combine's `Subject`: a publisher values are sent into by hand.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// Combine's `PassthroughSubject`: sends each value to the subscribers that have demand at that
/// moment (the others miss it, as Apple documents: it "drops values if there are no subscribers,
/// or its current demand is zero"); after a completion it sends nothing more, and a late
/// subscriber receives the completion at once.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    let conduits = SubjectConduits<Output, Failure>()
    public init() {}
    public func send(_ value: Output) { conduits.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { conduits.finish(completion) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        conduits.attach(subscriber, replaying: nil)
    }
}

/// Combine's `CurrentValueSubject`: holds a value; a new subscriber receives it first (on its
/// first demand), and setting `value` or `send(_:)` stores the value, then sends it.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    let conduits = SubjectConduits<Output, Failure>()
    private let lock = Lock()
    private var current: Output

    public init(_ value: Output) { current = value }

    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    public func send(_ value: Output) {
        lock.withLock { current = value }
        conduits.send(value)
    }
    public func send(completion: Subscribers.Completion<Failure>) { conduits.finish(completion) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        conduits.attach(subscriber, replaying: value)
    }
}

/// The subscribers of one subject, each with its own demand, in the order they subscribed.
final class SubjectConduits<Output, Failure: Error> {
    private let lock = Lock()
    private var conduits: [Conduit] = []
    private var completion: Subscribers.Completion<Failure>?

    /// Gives `subscriber` its subscription; `replaying` is delivered on its first demand.
    func attach<S: Subscriber>(_ subscriber: S, replaying value: Output?) where S.Input == Output, S.Failure == Failure {
        if let completion = lock.withLock({ self.completion }) {
            subscriber.receive(subscription: EmptySubscription())
            subscriber.receive(completion: completion)
            return
        }
        let conduit = Conduit(owner: self, receive: subscriber.receive(_:), complete: subscriber.receive(completion:))
        conduit.pending = value
        lock.withLock { conduits.append(conduit) }
        subscriber.receive(subscription: conduit)
    }

    func send(_ value: Output) {
        let receivers = lock.withLock { completion == nil ? conduits : [] }
        for conduit in receivers { conduit.offer(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let receivers: [Conduit] = lock.withLock {
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { conduits = [] }
            return conduits
        }
        for conduit in receivers { conduit.complete(completion) }
    }

    fileprivate func remove(_ conduit: Conduit) {
        lock.withLock { conduits.removeAll { $0 === conduit } }
    }

    /// One subscriber's subscription: its demand, and a replayed value waiting for demand.
    final class Conduit: Subscription {
        private weak var owner: SubjectConduits?
        private var receiveValue: ((Output) -> Subscribers.Demand)?
        private var completeAction: ((Subscribers.Completion<Failure>) -> Void)?
        private var demand = Subscribers.Demand.none
        fileprivate var pending: Output?

        fileprivate init(
            owner: SubjectConduits, receive: @escaping (Output) -> Subscribers.Demand,
            complete: @escaping (Subscribers.Completion<Failure>) -> Void
        ) {
            self.owner = owner
            receiveValue = receive
            completeAction = complete
        }

        func request(_ more: Subscribers.Demand) {
            demand += more
            if demand > 0, let value = pending {
                pending = nil
                offer(value)
            }
        }

        /// Delivers `value` if the subscriber still wants one.
        fileprivate func offer(_ value: Output) {
            guard demand > 0, let receive = receiveValue else { return }
            demand -= 1
            demand += receive(value)
        }

        fileprivate func complete(_ completion: Subscribers.Completion<Failure>) {
            let action = completeAction
            receiveValue = nil
            completeAction = nil
            action?(completion)
        }

        func cancel() {
            receiveValue = nil
            completeAction = nil
            pending = nil
            owner?.remove(self)
        }
    }
}

/// The subscription of a publisher that has nothing to send.
struct EmptySubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
