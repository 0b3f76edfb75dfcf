/// Combine's `AnyPublisher`: any publisher behind its output and failure types
/// (`eraseToAnyPublisher()`), so a view model can expose one without naming its operators.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attach: (AnySubscriber<Output, Failure>) -> Void

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        attach = { publisher.receive(subscriber: $0) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(AnySubscriber(subscriber))
    }
}

/// Combine's `AnySubscriber`: any subscriber behind its input and failure types.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    private let subscriptionAction: (Subscription) -> Void
    private let valueAction: (Input) -> Subscribers.Demand
    private let completionAction: (Subscribers.Completion<Failure>) -> Void

    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        subscriptionAction = subscriber.receive(subscription:)
        valueAction = subscriber.receive(_:)
        completionAction = subscriber.receive(completion:)
    }

    public init(
        receiveSubscription: ((Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        subscriptionAction = receiveSubscription ?? { _ in }
        valueAction = receiveValue ?? { _ in .none }
        completionAction = receiveCompletion ?? { _ in }
    }

    public func receive(subscription: Subscription) { subscriptionAction(subscription) }
    public func receive(_ input: Input) -> Subscribers.Demand { valueAction(input) }
    public func receive(completion: Subscribers.Completion<Failure>) { completionAction(completion) }
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// Combine's `Just`: one value, sent on the first demand, then `.finished`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: JustSubscription(value: output, subscriber: subscriber))
    }

    private final class JustSubscription<S: Subscriber>: Subscription where S.Input == Output, S.Failure == Never {
        private var value: Output?
        private var subscriber: S?
        init(value: Output, subscriber: S) {
            self.value = value
            self.subscriber = subscriber
        }
        func request(_ demand: Subscribers.Demand) {
            guard demand > 0, let value, let subscriber else { return }
            self.value = nil
            self.subscriber = nil
            _ = subscriber.receive(value)
            subscriber.receive(completion: .finished)
        }
        func cancel() {
            value = nil
            subscriber = nil
        }
    }
}

/// Combine's `Empty`: no value; `.finished` at once unless `completeImmediately` is false.
public struct Empty<Output, Failure: Error>: Publisher {
    public let completeImmediately: Bool
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: EmptySubscription())
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}
