/// Combine's operators that move values in time, on the scheduler given (in a simulation, the
/// virtual clock: see `Scheduler`).
extension Publishers {
    /// `debounce(for:scheduler:)`: a value is delivered once `dueTime` has passed with no newer
    /// value (Apple: "Publishes elements only after a specified time interval elapses between
    /// events"); a completion delivers the value still waiting first.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: SchedulerStride
        public let scheduler: Context
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: TimedSubscriber(downstream: subscriber, scheduler: scheduler, mode: .debounce(dueTime)))
        }
    }

    /// `delay(for:scheduler:)`: every value and the completion, each `interval` later.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: SchedulerStride
        public let scheduler: Context
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: TimedSubscriber(downstream: subscriber, scheduler: scheduler, mode: .delay(interval)))
        }
    }

    /// `receive(on:)`: every value and the completion delivered by the scheduler, after the
    /// code that sent it (on the same display frame).
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: TimedSubscriber(downstream: subscriber, scheduler: scheduler, mode: .delay(.zero)))
        }
    }
}

extension Publisher {
    public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler)
    }
    public func delay<S: Scheduler>(for interval: SchedulerStride, scheduler: S) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, scheduler: scheduler)
    }
    public func receive<S: Scheduler>(on scheduler: S) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }
}

/// Between an upstream and a downstream subscriber, scheduling each delivery. The downstream's
/// demand is passed upstream unchanged; a debounce asks for one more for each value it
/// replaces (that value was never delivered).
final class TimedSubscriber<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    enum Mode {
        case debounce(SchedulerStride)
        case delay(SchedulerStride)
    }

    private let downstream: Downstream
    private let scheduler: Context
    private let mode: Mode
    private var upstream: Subscription?
    private var isCancelled = false
    /// The debounced value waiting, and the work that will deliver it.
    private var waiting: (value: Input, work: Cancellable)?

    init(downstream: Downstream, scheduler: Context, mode: Mode) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.mode = mode
    }

    func receive(subscription: Subscription) {
        upstream = subscription
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !isCancelled else { return .none }
        switch mode {
        case .delay(let interval):
            _ = scheduler.schedule(after: interval) { [self] in deliver(input) }
            return .none
        case .debounce(let dueTime):
            let replaced = waiting != nil
            waiting?.work.cancel()
            let work = scheduler.schedule(after: dueTime) { [self] in
                guard let value = waiting?.value else { return }
                waiting = nil
                deliver(value)
            }
            waiting = (input, work)
            return replaced ? .max(1) : .none
        }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard !isCancelled else { return }
        switch mode {
        case .delay(let interval):
            _ = scheduler.schedule(after: interval) { [self] in finish(completion) }
        case .debounce:
            if let pending = waiting {
                pending.work.cancel()
                waiting = nil
                deliver(pending.value)
            }
            finish(completion)
        }
    }

    private func deliver(_ value: Input) {
        guard !isCancelled else { return }
        let more = downstream.receive(value)
        if more > 0 { upstream?.request(more) }
    }

    private func finish(_ completion: Subscribers.Completion<Failure>) {
        guard !isCancelled else { return }
        isCancelled = true
        upstream = nil
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }

    func cancel() {
        isCancelled = true
        waiting?.work.cancel()
        waiting = nil
        let held = upstream
        upstream = nil
        held?.cancel()
    }
}
