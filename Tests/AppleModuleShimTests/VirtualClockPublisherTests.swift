import Combine
import SwiftUI
import XCTest

/// Combine's time-based publishers on the simulation's virtual clock, and `onReceive`.
final class VirtualClockPublisherTests: XCTestCase {
    /// A bar one tick wider for each firing of a 0.5 s timer, as decks count down with one.
    struct TickingBar: View {
        let log: EventLog
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
        @State private var ticks = 0
        var body: some View {
            Color.blue
                .frame(width: CGFloat(10 + ticks * 10), height: 10)
                .accessibilityIdentifier("bar")
                .onReceive(timer) { date in
                    log.events.append("\(EventLog.nowMilliseconds()) ms: \(date.timeIntervalSinceReferenceDate)")
                    ticks += 1
                }
        }
    }

    /// Connected at 0 when the view appears, the timer fires at 0.5, 1.0, 1.5 s — display frames
    /// 30, 60 and 90 at 60 Hz — and each change redraws on that frame.
    func testATimerFiresEveryHalfSecondOnTheVirtualClockAndRedraws() throws {
        let log = EventLog()
        let frames = try Simulation(TickingBar(log: log), options: plainOptions(duration: 1.6)).frames()
        let widths = frames.map { $0.identified("bar")?.size.width ?? -1 }
        XCTAssertEqual(widths[0], 10)
        XCTAssertEqual(widths[29], 10)
        XCTAssertEqual(widths[30], 20)
        XCTAssertEqual(widths[59], 20)
        XCTAssertEqual(widths[60], 30)
        XCTAssertEqual(widths[90], 40)
        XCTAssertEqual(Set(widths).sorted(), [10, 20, 30, 40])
        XCTAssertEqual(log.events, ["500 ms: 0.5", "1000 ms: 1.0", "1500 ms: 1.5"])
        // The bar is drawn 20 pt wide at frame 30, centred on the 200 pt canvas: x 90 ..< 110.
        XCTAssertEqual(pixel(frames[30], 91, 100), [0, 122, 255, 255])
        XCTAssertEqual(pixel(frames[29], 91, 100), [255, 255, 255, 255])
        try frames[30].write(named: "timer-frame30")
    }

    /// A model that debounces and delays what a button sends, as a search box debounces typing.
    final class Model: ObservableObject {
        let typed = PassthroughSubject<Int, Never>()
        @Published var debounced = 0
        @Published var delayed: [Int] = []
        let log: EventLog
        private var cancellables = Set<AnyCancellable>()
        init(log: EventLog) {
            self.log = log
            typed.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                .sink { [unowned self] in
                    log.events.append("debounced \($0) at \(EventLog.nowMilliseconds())")
                    debounced = $0
                }
                .store(in: &cancellables)
            typed.delay(for: 0.25, scheduler: DispatchQueue.main)
                .sink { [unowned self] in
                    log.events.append("delayed \($0) at \(EventLog.nowMilliseconds())")
                    delayed.append($0)
                }
                .store(in: &cancellables)
        }
    }

    struct Typing: View {
        @StateObject var model: Model
        @State private var sent = 0
        var body: some View {
            VStack {
                Button("Type") {
                    sent += 1
                    model.log.events.append("sent \(sent) at \(EventLog.nowMilliseconds())")
                    model.typed.send(sent)
                }
                Color.green.frame(width: CGFloat(10 * (model.debounced + 1)), height: 10).accessibilityIdentifier("debounced")
            }
        }
    }

    /// `debounce` delivers only the last of a burst, 0.3 s after it; `delay` delivers every
    /// value 0.25 s after it was sent — exact on the virtual clock (both are whole display frames
    /// at 60 Hz).
    func testDebounceAndDelayRunOnTheVirtualClock() throws {
        let log = EventLog()
        let script: [TouchStep] = [.wait(0.1), .tapButton("Type"), .wait(0.1), .tapButton("Type"), .wait(0.6), .tapButton("Type")]
        let frames = try Simulation(Typing(model: Model(log: log)), script: script, options: plainOptions(duration: 2)).frames()
        let sent = log.events.filter { $0.hasPrefix("sent") }.map { Int($0.split(separator: " ").last!)! }
        guard sent.count == 3 else { return XCTFail("three taps expected: \(log.events)") }
        let debounced = log.events.filter { $0.hasPrefix("debounced") }
        let delayed = log.events.filter { $0.hasPrefix("delayed") }
        XCTAssertEqual(debounced, ["debounced 2 at \(sent[1] + 300)", "debounced 3 at \(sent[2] + 300)"])
        XCTAssertEqual(delayed, ["delayed 1 at \(sent[0] + 250)", "delayed 2 at \(sent[1] + 250)", "delayed 3 at \(sent[2] + 250)"])
        // The debounced value redraws on its display frame: 30 pt wide from (sent₂ + 300 ms) on.
        let frameOfFirstDebounce = (sent[1] + 300) * 60 / 1000
        XCTAssertEqual(frames[frameOfFirstDebounce - 1].identified("debounced")?.size.width, 10)
        XCTAssertEqual(frames[frameOfFirstDebounce].identified("debounced")?.size.width, 30)
    }

    /// `receive(on: DispatchQueue.main)` delivers after the code that sent, on the same frame.
    func testReceiveOnDeliversAfterTheSendingCode() throws {
        final class Relay: ObservableObject {
            let subject = PassthroughSubject<String, Never>()
            var cancellable: AnyCancellable?
        }
        struct Screen: View {
            let log: EventLog
            @StateObject private var relay = Relay()
            var body: some View {
                Button("Send") {
                    relay.subject.send("hello")
                    log.events.append("after send at \(EventLog.nowMilliseconds())")
                }
                .onAppear {
                    relay.cancellable = relay.subject.receive(on: DispatchQueue.main)
                        .sink { log.events.append("received \($0) at \(EventLog.nowMilliseconds())") }
                }
            }
        }
        let log = EventLog()
        _ = try Simulation(Screen(log: log), script: [.tapButton("Send")], options: plainOptions(duration: 0.5)).frames()
        XCTAssertEqual(log.events.count, 2)
        let time = log.events[0].split(separator: " ").last!
        XCTAssertEqual(log.events, ["after send at \(time)", "received hello at \(time)"])
    }

    /// `.onReceive(model.$count)` gets the current value when the view appears, then each change;
    /// a state change in it redraws.
    func testOnReceiveOfAPublishedPropertyRunsOnAppearAndOnEachChange() throws {
        final class Counter: ObservableObject { @Published var count = 3 }
        struct Screen: View {
            @StateObject private var counter = Counter()
            @State private var shown = 0
            var body: some View {
                VStack {
                    Button("Add") { counter.count += 1 }
                    Color.red.frame(width: CGFloat(10 * shown), height: 10).accessibilityIdentifier("shown")
                }
                .onReceive(counter.$count) { shown = $0 }
            }
        }
        let frames = try Simulation(Screen(), script: [.wait(0.2), .tapButton("Add"), .wait(0.2), .tapButton("Add")], options: plainOptions(duration: 1))
            .frames()
        XCTAssertEqual(frames[0].identified("shown")?.size.width, 30)
        XCTAssertEqual(frames[20].identified("shown")?.size.width, 40)
        XCTAssertEqual(frames.last?.identified("shown")?.size.width, 50)
    }
}

/// `connect()` by hand: the timer fires until the connection is cancelled, whether or not the
/// caller kept it (Combine's `connect()` returns a `Cancellable`, not an `AnyCancellable`).
final class TimerConnectionTests: XCTestCase {
    final class Clock: ObservableObject {
        let timer = Timer.publish(every: 0.25, on: .main, in: .common)
        @Published var fired: [Int] = []
        var subscription: AnyCancellable?
        var connection: Cancellable?
    }

    struct Screen: View {
        @StateObject var clock: Clock
        var body: some View {
            Button("Stop") { clock.connection?.cancel() }
                .onAppear {
                    clock.subscription = clock.timer.sink { [clock] _ in clock.fired.append(EventLog.nowMilliseconds()) }
                    _ = clock.timer.connect()
                    clock.connection = clock.timer.connect()
                }
        }
    }

    func testAConnectedTimerFiresUntilItsConnectionIsCancelled() throws {
        let clock = Clock()
        _ = try Simulation(Screen(clock: clock), script: [.wait(0.6), .tapButton("Stop"), .wait(0.5)], options: plainOptions(duration: 1.5)).frames()
        XCTAssertEqual(clock.fired, [250, 500])
    }
}
