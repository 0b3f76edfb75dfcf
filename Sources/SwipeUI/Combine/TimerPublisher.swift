extension Timer {
    /// Combine's `Timer.publish(every:tolerance:on:in:)` on the **virtual** clock: once connected
    /// (`connect()`, or `.autoconnect()` at the first subscriber) at time t₀, it sends at
    /// t₀ + k · `interval` for k = 1, 2, … — each computed from k, never by adding intervals — at
    /// the first display frame at or after that time (a 0.5 s timer connected at 0 fires on the
    /// frames at 0.5, 1.0, 1.5 s). Each value is that firing time as a `Date` on the virtual clock:
    /// `Date(timeIntervalSinceReferenceDate:)` of the simulation's seconds (no wall clock, so
    /// runs are identical). `tolerance`, the run loop and the mode change nothing. An interval of
    /// 0 or less is 0.1 ms, as Apple documents for `Timer` ("If seconds is less than or equal to
    /// 0.0, this method chooses the nonnegative value of 0.1 milliseconds instead"); NaN or
    /// infinity never fires. While connected the timer keeps itself alive, as a run loop keeps
    /// a scheduled `Timer`.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil,
        on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// The publisher `Timer.publish` makes: connectable, shared by all its subscribers.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        private let period: VirtualTime
        private let subscribers = PassthroughSubject<Date, Never>()
        private var connection: Connection?

        init(interval: TimeInterval) {
            self.interval = interval
            period = interval.isFinite ? VirtualTime(seconds: max(interval, 0.0001)) : VirtualTime(ticks: Int64.max / 4)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subscribers.receive(subscriber: subscriber)
        }

        /// Starts firing (once: connecting again returns the running connection). The connection
        /// lasts until it is cancelled — dropping it does not stop the timer, as with Combine's.
        public func connect() -> Cancellable {
            if let connection { return connection }
            let connection = Connection(timer: self)
            self.connection = connection
            fire(after: DispatchTime.now().time, count: 1, while: connection)
            return connection
        }

        /// A running connection; cancelling it stops the firings.
        private final class Connection: Cancellable {
            weak var timer: TimerPublisher?
            init(timer: TimerPublisher) { self.timer = timer }
            func cancel() {
                if timer?.connection === self { timer?.connection = nil }
            }
        }

        /// Schedules firing number `count` at `start + count · period`, and the next from it.
        private func fire(after start: VirtualTime, count: Int64, while connection: Connection) {
            let (offset, overflow) = period.ticks.multipliedReportingOverflow(by: count)
            guard !overflow, offset < Int64.max / 4 else { return }
            let due = VirtualTime(ticks: start.ticks + offset)
            DispatchQueue.main.asyncAfter(deadline: DispatchTime(time: due)) {
                guard self.connection === connection else { return }
                self.subscribers.send(Date(timeIntervalSinceReferenceDate: due.seconds))
                self.fire(after: start, count: count + 1, while: connection)
            }
        }
    }
}

extension ConnectablePublisher {
    /// Connects at the first subscriber and disconnects when the last one cancels.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// `autoconnect()`'s publisher.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        private var connection: Cancellable?
        private var subscriberCount = 0

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriberCount += 1
            upstream.receive(subscriber: CancelNotifying(subscriber) { [weak self] in self?.subscriberLeft() })
            if connection == nil { connection = upstream.connect() }
        }

        private func subscriberLeft() {
            subscriberCount -= 1
            if subscriberCount == 0 {
                connection?.cancel()
                connection = nil
            }
        }
    }
}

/// Passes everything to `downstream`, and calls `onCancel` once when the subscription it hands
/// on is cancelled.
struct CancelNotifying<Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    let downstream: Downstream
    let onCancel: () -> Void
    init(_ downstream: Downstream, onCancel: @escaping () -> Void) {
        self.downstream = downstream
        self.onCancel = onCancel
    }
    func receive(subscription: Subscription) {
        downstream.receive(subscription: NotifyingSubscription(inner: subscription, onCancel: onCancel))
    }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

final class NotifyingSubscription: Subscription {
    private let inner: Subscription
    private var onCancel: (() -> Void)?
    init(inner: Subscription, onCancel: @escaping () -> Void) {
        self.inner = inner
        self.onCancel = onCancel
    }
    func request(_ demand: Subscribers.Demand) { inner.request(demand) }
    func cancel() {
        inner.cancel()
        let action = onCancel
        onCancel = nil
        action?()
    }
}
