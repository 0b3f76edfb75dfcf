/// Combine's namespace of operator publishers.
public enum Publishers {}

extension Publishers {
    /// `map(_:)`: each value transformed.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.receive(subscriber: StepSubscriber(downstream: subscriber) { transform($0) })
        }
    }

    /// `compactMap(_:)`: the non-nil results.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: StepSubscriber(downstream: subscriber, step: transform))
        }
    }

    /// `filter(_:)`: the values `isIncluded` accepts.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            upstream.receive(subscriber: StepSubscriber(downstream: subscriber) { isIncluded($0) ? $0 : nil })
        }
    }

    /// `removeDuplicates()`: a value equal to the one delivered just before it is dropped.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            var previous: Output?
            upstream.receive(
                subscriber: StepSubscriber(downstream: subscriber) { value in
                    if let last = previous, predicate(last, value) { return nil }
                    previous = value
                    return value
                })
        }
    }

    /// `dropFirst(_:)`: all but the first `count` values (`$query.dropFirst()` skips the
    /// current value a `@Published` publisher sends on subscribe).
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var left = count
            upstream.receive(
                subscriber: StepSubscriber(downstream: subscriber) { value in
                    if left > 0 { left -= 1; return nil }
                    return value
                })
        }
    }
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}

/// Between an upstream and a downstream subscriber: each value goes through `step` (made for
/// this subscription, so an operator's state — the last value, the count dropped — is its
/// own); a value `step` drops asks upstream for one more, as Combine's `filter` does, so the
/// downstream's demand is still met.
final class StepSubscriber<Input, Downstream: Subscriber>: Subscriber, Subscription {
    typealias Failure = Downstream.Failure
    private let downstream: Downstream
    private let step: (Input) -> Downstream.Input?
    private var upstream: Subscription?

    init(downstream: Downstream, step: @escaping (Input) -> Downstream.Input?) {
        self.downstream = downstream
        self.step = step
    }

    func receive(subscription: Subscription) {
        upstream = subscription
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard upstream != nil else { return .none }
        guard let output = step(input) else { return .max(1) }
        return downstream.receive(output)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard upstream != nil else { return }
        upstream = nil
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }

    func cancel() {
        let held = upstream
        upstream = nil
        held?.cancel()
    }
}
