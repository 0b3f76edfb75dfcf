/// Combine's core protocols, as Apple documents them (developer.apple.com/documentation/combine):
/// a `Publisher` delivers values to a `Subscriber` only as far as the subscriber asked for them
/// (`Subscribers.Demand`), through the `Subscription` it hands the subscriber first; a
/// `Subscription` is `Cancellable`, and cancelling it stops delivery.
///
/// Why Combine's core lives in SwipeUI (and the `Combine` module on Linux only re-exports it):
/// SwipeUI's view models need it — `ObservableObject.objectWillChange` is an
/// `ObservableObjectPublisher` and `@Published` makes the `$property` publishers — and its
/// time-based pieces (`Timer.publish`, `debounce`, `delay`, `receive(on:)`) must run on the
/// simulation's virtual clock, which only SwipeUI knows. A module below SwipeUI could not reach
/// the clock; one above it could not give `@Published` its publisher.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Attaches `subscriber`: the publisher calls its `receive(subscription:)` once, then
    /// delivers values only while the subscriber's demand lasts.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Combine's `subscribe(_:)`: the same as `receive(subscriber:)`.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// Receives a subscription, then values and at most one completion.
public protocol Subscriber<Input, Failure> {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: Subscription)
    /// Returns how many more values the subscriber wants, added to what it asked for before.
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

/// Something that can be cancelled: a subscription, a connection, `AnyCancellable`.
public protocol Cancellable {
    func cancel()
}

/// The link a publisher hands its subscriber: `request(_:)` asks for more values.
public protocol Subscription: Cancellable {
    func request(_ demand: Subscribers.Demand)
}

/// A publisher that starts only when `connect()` is called (`Timer.publish`).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> Cancellable
}

/// Combine's namespace of subscribers and their vocabulary.
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    /// How many values a subscriber asks for: a count or `.unlimited`. Sums saturate at
    /// `.unlimited`; subtracting from `.unlimited` leaves it unlimited, as Apple documents.
    public struct Demand: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// nil is unlimited.
        let count: Int?

        public static let unlimited = Demand(count: nil)
        public static let none = Demand(count: 0)
        /// At most `value` values; a negative value is zero (Combine traps on it).
        public static func max(_ value: Int) -> Demand { Demand(count: Swift.max(0, value)) }

        /// The count, nil for `.unlimited`.
        public var max: Int? { count }

        public static func + (a: Demand, b: Demand) -> Demand {
            guard let x = a.count, let y = b.count else { return .unlimited }
            let (sum, overflow) = x.addingReportingOverflow(y)
            return overflow ? .unlimited : Demand(count: sum)
        }
        public static func + (a: Demand, b: Int) -> Demand { a + .max(b) }
        public static func += (a: inout Demand, b: Demand) { a = a + b }
        public static func += (a: inout Demand, b: Int) { a = a + .max(b) }
        public static func - (a: Demand, b: Demand) -> Demand {
            guard let x = a.count else { return .unlimited }
            guard let y = b.count else { return .none }
            return .max(x - y)
        }
        public static func - (a: Demand, b: Int) -> Demand { a - .max(b) }
        public static func -= (a: inout Demand, b: Int) { a = a - .max(b) }
        public static func < (a: Demand, b: Demand) -> Bool {
            switch (a.count, b.count) {
            case (nil, _): return false
            case (_, nil): return true
            case let (x?, y?): return x < y
            }
        }
        public static func > (a: Demand, b: Int) -> Bool { a > .max(b) }
        public static func == (a: Demand, b: Int) -> Bool { a == .max(b) }
        public var description: String { count.map { "max(\($0))" } ?? "unlimited" }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
