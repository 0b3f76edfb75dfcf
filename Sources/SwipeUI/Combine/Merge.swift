extension Publishers {
    /// `Publishers.Merge(a, b)` / `a.merge(with: b)`: the values of both, as each sends them;
    /// finished when both have finished, failed at the first failure (Apple: "A publisher
    /// created by applying the merge function to two upstream publishers").
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let merger = Merger(downstream: subscriber)
            subscriber.receive(subscription: merger)
            a.receive(subscriber: merger.side(0))
            b.receive(subscriber: merger.side(1))
        }
    }

    /// `subscribe(on:)`: the subscription to the upstream is made by `scheduler` (in a
    /// simulation: after the current code, on the same display frame).
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let upstream = upstream
            _ = scheduler.schedule { upstream.receive(subscriber: subscriber) }
        }
    }
}

extension Publisher {
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
    public func subscribe<S: Scheduler>(on scheduler: S) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler)
    }
}

/// The subscription `Merge` hands downstream: the downstream's demand is shared by both
/// upstreams (each value delivered uses one), which are asked for what is left.
private final class Merger<Downstream: Subscriber>: Subscription {
    private let downstream: Downstream
    private var upstreams: [Subscription?] = [nil, nil]
    private var finished = [false, false]
    private var demand = Subscribers.Demand.none
    private var isDone = false

    init(downstream: Downstream) { self.downstream = downstream }

    func side(_ index: Int) -> AnySubscriber<Downstream.Input, Downstream.Failure> {
        AnySubscriber(
            receiveSubscription: { [self] subscription in
                guard !isDone else { return subscription.cancel() }
                upstreams[index] = subscription
                if demand > 0 { subscription.request(demand) }
            },
            receiveValue: { [self] value in
                guard !isDone, demand > 0 else { return .none }
                demand -= 1
                let more = downstream.receive(value)
                demand += more
                if more > 0 { for (i, upstream) in upstreams.enumerated() where i != index { upstream?.request(more) } }
                return more
            },
            receiveCompletion: { [self] completion in
                guard !isDone else { return }
                finished[index] = true
                if case .failure = completion {
                    cancel()
                    downstream.receive(completion: completion)
                } else if finished.allSatisfy({ $0 }) {
                    isDone = true
                    upstreams = [nil, nil]
                    downstream.receive(completion: completion)
                }
            })
    }

    func request(_ more: Subscribers.Demand) {
        demand += more
        for upstream in upstreams { upstream?.request(more) }
    }

    func cancel() {
        isDone = true
        let held = upstreams
        upstreams = [nil, nil]
        for upstream in held { upstream?.cancel() }
    }
}
