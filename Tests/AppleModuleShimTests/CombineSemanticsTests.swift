import Combine
import UIKit
import XCTest

/// Combine's contracts as Apple documents them, through `import Combine` as a view model file
/// says it: `@Published`'s publisher, demand, cancellation, subjects and operators.
final class CombineSemanticsTests: XCTestCase {
    final class CounterModel: ObservableObject {
        @Published var count = 0
    }

    /// Apple (`Published`): "When the property changes, publishing occurs in the property's
    /// willSet block, meaning subscribers receive the new value before it's actually set on the
    /// property." A subscriber also gets the current value when it subscribes.
    func testPublishedSendsTheCurrentValueThenEachNewValueBeforeItIsStored() {
        let model = CounterModel()
        model.count = 5
        var seen: [(received: Int, stored: Int)] = []
        let subscription = model.$count.sink { [unowned model] value in seen.append((value, model.count)) }
        model.count = 6
        model.count += 1
        XCTAssertEqual(seen.map(\.received), [5, 6, 7])
        XCTAssertEqual(seen.map(\.stored), [5, 5, 6], "the property still holds the old value in willSet")
        XCTAssertEqual(model.count, 7)
        subscription.cancel()
    }

    /// `objectWillChange` fires before the change too, and before `$count`'s subscribers.
    func testObjectWillChangeFiresBeforeThePublishedValue() {
        let model = CounterModel()
        var events: [String] = []
        let a = model.objectWillChange.sink { [unowned model] in events.append("willChange(\(model.count))") }
        let b = model.$count.dropFirst().sink { events.append("count \($0)") }
        model.count = 1
        XCTAssertEqual(events, ["willChange(0)", "count 1"])
        _ = (a, b)
    }

    /// Apple (`AnyCancellable`): "automatically calls cancel() when deinitialized".
    func testFreeingTheAnyCancellableStopsDelivery() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var subscription: AnyCancellable? = subject.sink { received.append($0) }
        subject.send(1)
        XCTAssertNotNil(subscription)
        subscription = nil
        subject.send(2)
        XCTAssertEqual(received, [1])

        var bag = Set<AnyCancellable>()
        subject.sink { received.append($0 * 10) }.store(in: &bag)
        subject.send(3)
        bag.removeAll()
        subject.send(4)
        XCTAssertEqual(received, [1, 30])
    }

    /// A subscriber that asks for `initial` values and `more` after each.
    final class Demanding: Subscriber {
        typealias Input = Int
        typealias Failure = Never
        let initial: Subscribers.Demand
        let more: Subscribers.Demand
        var values: [Int] = []
        var subscription: Subscription?
        init(initial: Subscribers.Demand, more: Subscribers.Demand = .none) {
            self.initial = initial
            self.more = more
        }
        func receive(subscription: Subscription) {
            self.subscription = subscription
            subscription.request(initial)
        }
        func receive(_ input: Int) -> Subscribers.Demand {
            values.append(input)
            return more
        }
        func receive(completion: Subscribers.Completion<Never>) {}
    }

    /// A `PassthroughSubject` "drops values if there are no subscribers, or its current demand is
    /// zero"; a later `request` lets the next ones through.
    func testASubjectDeliversOnlyWhatWasDemanded() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = Demanding(initial: .max(2))
        subject.subscribe(subscriber)
        (1...5).forEach(subject.send)
        XCTAssertEqual(subscriber.values, [1, 2])
        subscriber.subscription?.request(.max(1))
        subject.send(6)
        subject.send(7)
        XCTAssertEqual(subscriber.values, [1, 2, 6])
    }

    /// `filter` asks upstream for one more value for each it drops, so the downstream's demand
    /// of 2 is met by the next two values that pass.
    func testFilterKeepsTheDownstreamDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = Demanding(initial: .max(2))
        subject.filter { $0.isMultiple(of: 3) }.subscribe(subscriber)
        (1...12).forEach(subject.send)
        XCTAssertEqual(subscriber.values, [3, 6])
    }

    func testDemandArithmetic() {
        XCTAssertEqual(Subscribers.Demand.max(2) + .max(3), .max(5))
        XCTAssertEqual(Subscribers.Demand.unlimited + .max(1), .unlimited)
        XCTAssertEqual(Subscribers.Demand.unlimited - .max(1), .unlimited)
        XCTAssertEqual(Subscribers.Demand.max(1) - .max(4), .none)
        XCTAssertTrue(Subscribers.Demand.max(1_000_000) < .unlimited)
        XCTAssertEqual(Subscribers.Demand.max(3).max, 3)
        XCTAssertNil(Subscribers.Demand.unlimited.max)
    }

    /// A `CurrentValueSubject` sends its value to each new subscriber, then every change.
    func testCurrentValueSubjectReplaysItsValue() {
        let subject = CurrentValueSubject<String, Never>("a")
        var first: [String] = [], second: [String] = []
        let x = subject.sink { first.append($0) }
        subject.value = "b"
        let y = subject.sink { second.append($0) }
        subject.send("c")
        XCTAssertEqual(first, ["a", "b", "c"])
        XCTAssertEqual(second, ["b", "c"])
        XCTAssertEqual(subject.value, "c")
        _ = (x, y)
    }

    /// `map`, `removeDuplicates`, `compactMap`, `eraseToAnyPublisher` and `assign(to:on:)`,
    /// chained as a view model chains them.
    final class SearchModel: ObservableObject {
        @Published var query = ""
        @Published var summary = "none"
        private var cancellables = Set<AnyCancellable>()
        init() {
            $query
                .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                .removeDuplicates()
                .compactMap { $0.isEmpty ? nil : "search: \($0)" }
                .eraseToAnyPublisher()
                .assign(to: \.summary, on: self)
                .store(in: &cancellables)
        }
    }

    func testAnOperatorChainAssignsToTheModel() {
        let model = SearchModel()
        var summaries: [String] = []
        let watch = model.$summary.sink { summaries.append($0) }
        model.query = "Cats"
        model.query = " cats "
        model.query = ""
        model.query = "Dogs"
        XCTAssertEqual(summaries, ["none", "search: cats", "search: dogs"])
        _ = watch
    }

    /// `Just` sends its value and finishes; a sink's completion runs once.
    func testJustSendsOneValueThenFinishes() {
        var values: [Int] = []
        var completions = 0
        let c = Just(42).sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { values.append($0) })
        XCTAssertEqual(values, [42])
        XCTAssertEqual(completions, 1)
        _ = c
    }

    /// `NotificationCenter.default.publisher(for:)` sends what is posted while subscribed.
    func testNotificationPublisherStopsWhenCancelled() {
        let name = Notification.Name("DeckDidShuffle")
        var count = 0
        let subscription = NotificationCenter.default.publisher(for: name).sink { _ in count += 1 }
        NotificationCenter.default.post(name: name, object: nil)
        subscription.cancel()
        NotificationCenter.default.post(name: name, object: nil)
        XCTAssertEqual(count, 1)
    }
}

/// `merge` and `subscribe(on:)`, as a chat screen merges its keyboard notifications.
final class MergeTests: XCTestCase {
    final class Keyboard: ObservableObject {
        @Published var isShowing = false
        var cancellable: AnyCancellable?
        init() {
            let show = NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification).map { _ in true }
            let hide = NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification).map { _ in false }
            cancellable = Publishers.Merge(show, hide)
                .subscribe(on: ImmediateScheduler.shared)
                .assign(to: \.isShowing, on: self)
        }
    }

    func testMergeDeliversBothUpstreamsInOrder() {
        let keyboard = Keyboard()
        var states: [Bool] = []
        let watch = keyboard.$isShowing.dropFirst().sink { states.append($0) }
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        XCTAssertEqual(states, [true, false, true])
        _ = watch
    }

    /// Merged, both upstreams share the downstream's demand: two values in all, then nothing.
    func testMergeSharesTheDemand() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let subscriber = CombineSemanticsTests.Demanding(initial: .max(2))
        a.merge(with: b).subscribe(subscriber)
        a.send(1)
        b.send(2)
        a.send(3)
        b.send(4)
        XCTAssertEqual(subscriber.values, [1, 2])
    }

    /// Finished only when both upstreams have finished.
    func testMergeFinishesWhenBothFinish() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        var completions = 0
        let c = a.merge(with: b).sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { _ in })
        a.send(completion: .finished)
        XCTAssertEqual(completions, 0)
        b.send(completion: .finished)
        XCTAssertEqual(completions, 1)
        _ = c
    }
}
