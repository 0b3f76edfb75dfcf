extension Publishers {
    /// Combine's `Publishers.Sequence`: the elements of a sequence, in order, as far as the
    /// subscriber demands, then `.finished` (Apple, "Publishers.Sequence": "A publisher that
    /// publishes a given sequence of elements"; "When the publisher exhausts the elements in the
    /// sequence, the next request causes the publisher to finish"). `[1, 2].publisher`.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: SequenceSubscription<Elements, S>(iterator: sequence.makeIterator(), subscriber: subscriber))
        }
    }

    /// `first()` and `first(where:)`: the first value (that `predicate` accepts), then
    /// `.finished`, cancelling upstream (Apple, "first()": "Publishes the first element of a
    /// stream, then finishes"); `.finished` with no value if upstream finishes first.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: FirstSubscriber(downstream: subscriber, predicate: predicate))
        }
    }
}

extension Swift.Sequence {
    /// The sequence's elements as a publisher that never fails (Combine's `Sequence.publisher`).
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Publisher {
    public func first() -> Publishers.FirstWhere<Self> { Publishers.FirstWhere(upstream: self) { _ in true } }
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
}

/// Hands out a sequence's elements one per unit of demand; finishes when they run out.
private final class SequenceSubscription<Elements: Sequence, S: Subscriber>: Subscription where S.Input == Elements.Element {
    private var iterator: Elements.Iterator
    private var subscriber: S?
    private var demand = Subscribers.Demand.none
    /// True while `request` delivers, so a subscriber asking for more from inside `receive`
    /// adds to the demand instead of re-entering.
    private var delivering = false

    init(iterator: Elements.Iterator, subscriber: S) {
        self.iterator = iterator
        self.subscriber = subscriber
    }

    func request(_ more: Subscribers.Demand) {
        demand += more
        guard !delivering else { return }
        delivering = true
        defer { delivering = false }
        while let subscriber, demand > 0 {
            guard let element = iterator.next() else {
                self.subscriber = nil
                subscriber.receive(completion: .finished)
                return
            }
            demand -= 1
            demand += subscriber.receive(element)
        }
    }

    func cancel() { subscriber = nil }
}

/// Passes on the first value `predicate` accepts, then finishes and cancels upstream.
private final class FirstSubscriber<Downstream: Subscriber>: Subscriber, Subscription {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    private var downstream: Downstream?
    private let predicate: (Input) -> Bool
    private var upstream: Subscription?

    init(downstream: Downstream, predicate: @escaping (Input) -> Bool) {
        self.downstream = downstream
        self.predicate = predicate
    }

    func receive(subscription: Subscription) {
        upstream = subscription
        downstream?.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let downstream, predicate(input) else { return self.downstream == nil ? .none : .max(1) }
        self.downstream = nil
        let held = upstream
        upstream = nil
        held?.cancel()
        _ = downstream.receive(input)
        downstream.receive(completion: .finished)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard let downstream else { return }
        self.downstream = nil
        upstream = nil
        downstream.receive(completion: completion)
    }

    /// Whatever the downstream asks, one value is all it gets: ask upstream until one passes.
    func request(_ demand: Subscribers.Demand) {
        if demand > 0 { upstream?.request(.unlimited) }
    }

    func cancel() {
        downstream = nil
        let held = upstream
        upstream = nil
        held?.cancel()
    }
}
