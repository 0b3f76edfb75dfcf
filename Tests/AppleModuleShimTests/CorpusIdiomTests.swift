import Combine
import CoreFoundation
import SwiftUI
import UIKit
import XCTest

// Idioms that public swipe-deck files use and that stopped them compiling on Linux, each written
// here as such a file writes it (this file imports CoreFoundation as some deck view models do).

/// Scenes, the alternate icon, and the clock read through Core Foundation.
final class SceneAndClockIdiomTests: XCTestCase {
    /// iOS 15's way to the screen: `UIApplication.shared.connectedScenes.first as? UIWindowScene`,
    /// then `.screen.bounds` (Apple, "UIWindowScene.screen": "The screen on which the scene
    /// appears") — here the simulation's canvas, in the foreground, with its one key window.
    func testTheConnectedWindowSceneIsOnTheSimulationsScreen() throws {
        struct SceneReader: View {
            let log: EventLog
            var body: some View {
                let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                let key = scene?.windows.first { $0.isKeyWindow }
                log.events.append(
                    "\(UIApplication.shared.connectedScenes.count) \(scene?.activationState == .foregroundActive) "
                        + "\(scene?.screen.bounds.size ?? .zero) \(key?.screen.bounds.width ?? 0) \(key?.windowScene === scene)")
                return Color.red
            }
        }
        let log = EventLog()
        _ = try Simulation(SceneReader(log: log), options: plainOptions(width: 320, height: 480, duration: 0)).frames()
        XCTAssertEqual(log.events.first, "1 true \(CGSize(width: 320, height: 480)) 320.0 true")
    }

    /// The app cannot change its icon (`supportsAlternateIcons` is false, so UIKit reports an
    /// error to the completion handler and `alternateIconName` stays nil: the primary icon).
    func testTheAlternateIconCannotBeChanged() {
        XCTAssertFalse(UIApplication.shared.supportsAlternateIcons)
        var error: Error?
        UIApplication.shared.setAlternateIconName("Dark") { error = $0 }
        XCTAssertNotNil(error)
        XCTAssertNil(UIApplication.shared.alternateIconName)
    }

    /// With `import CoreFoundation` in the file (as a view model that times swipes says it),
    /// `CFAbsoluteTimeGetCurrent()` is one function, Core Foundation's: seconds since 1 January
    /// 2001 (Apple, "CFAbsoluteTimeGetCurrent()"), so any date after 2023 reads more than 7e8.
    /// (Without the import it is the virtual clock's: `WindowAndClockShimTests`.)
    func testCFAbsoluteTimeCompilesBesideCoreFoundation() {
        let start: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        XCTAssertGreaterThan(start, 7e8)
    }
}

/// `Sequence.publisher` and `first()`, as a settings screen's `.onReceive([index].publisher.first())`.
final class SequencePublisherIdiomTests: XCTestCase {
    /// Apple ("Publishers.Sequence"): the elements in order, then `.finished` once they run out.
    func testASequencePublishesItsElementsThenFinishes() {
        var events: [String] = []
        let subscription = [3, 1, 2].publisher.sink(
            receiveCompletion: { _ in events.append("finished") },
            receiveValue: { events.append("\($0)") })
        XCTAssertEqual(events, ["3", "1", "2", "finished"])
        subscription.cancel()
    }

    /// Only as many elements as demanded: a subscriber asking for two gets two and no completion;
    /// asking for more later gets the rest.
    func testASequencePublisherHonoursDemand() {
        final class Taking: Subscriber {
            typealias Input = Int
            typealias Failure = Never
            var values: [Int] = []
            var finished = false
            var subscription: Subscription?
            func receive(subscription: Subscription) { self.subscription = subscription; subscription.request(.max(2)) }
            func receive(_ input: Int) -> Subscribers.Demand { values.append(input); return .none }
            func receive(completion: Subscribers.Completion<Never>) { finished = true }
        }
        let taking = Taking()
        (1...5).publisher.subscribe(taking)
        XCTAssertEqual(taking.values, [1, 2])
        XCTAssertFalse(taking.finished)
        taking.subscription?.request(.unlimited)
        XCTAssertEqual(taking.values, [1, 2, 3, 4, 5])
        XCTAssertTrue(taking.finished)
    }

    /// Apple ("first()"): "Publishes the first element of a stream, then finishes"; `first(where:)`
    /// the first that passes; nothing but `.finished` when there is none.
    func testFirstPublishesOneElementThenFinishes() {
        var events: [String] = []
        let a = [7, 8, 9].publisher.first().sink(receiveCompletion: { _ in events.append("done") }, receiveValue: { events.append("\($0)") })
        let b = [7, 8, 9].publisher.first { $0.isMultiple(of: 2) }.sink(
            receiveCompletion: { _ in events.append("done") },
            receiveValue: { events.append("\($0)") })
        let c = [Int]().publisher.first().sink(receiveCompletion: { _ in events.append("empty") }, receiveValue: { events.append("\($0)") })
        XCTAssertEqual(events, ["7", "done", "8", "done", "empty"])
        _ = (a, b, c)
    }

    /// `.onReceive([value].publisher.first(), perform:)` runs its action once, when the view appears.
    func testOnReceiveOfAOneElementSequenceRunsOnceOnAppear() throws {
        struct Settings: View {
            let log: EventLog
            @State private var index = 2
            var body: some View {
                Color.green.onReceive([index].publisher.first()) { log.events.append("icon \($0)") }
            }
        }
        let log = EventLog()
        _ = try Simulation(Settings(log: log), options: plainOptions(duration: 0.3)).frames()
        XCTAssertEqual(log.events, ["icon 2"])
    }
}

/// iOS 13's navigation-bar modifiers and iOS 17's `Button(_:systemImage:action:)`: each draws
/// what Apple's documentation names as its replacement.
final class SpellingIdiomTests: XCTestCase {
    /// Apple: `navigationBarTitle(_:displayMode:)` — "Use navigationTitle(_:) with
    /// navigationBarTitleDisplayMode(_:)"; `navigationBarItems(trailing:)` — "Use toolbar(content:)
    /// with navigationBarTrailing placement". The old spellings draw the same pixels.
    func testTheIOS13NavigationBarModifiersDrawTheirReplacements() throws {
        struct Old: View {
            var body: some View {
                NavigationStack {
                    Color.yellow
                        .navigationBarTitle("Settings", displayMode: .inline)
                        .navigationBarItems(leading: Text("Edit"), trailing: Image(systemName: "gearshape"))
                }
            }
        }
        struct New: View {
            var body: some View {
                NavigationStack {
                    Color.yellow
                        .navigationTitle("Settings")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .navigationBarLeading) { Text("Edit") }
                            ToolbarItem(placement: .navigationBarTrailing) { Image(systemName: "gearshape") }
                        }
                }
            }
        }
        var options = SimulationOptions()
        options.duration = 0
        let old = try XCTUnwrap(Simulation(Old(), options: options).frames().first)
        let new = try XCTUnwrap(Simulation(New(), options: options).frames().first)
        XCTAssertEqual(old.straightRGBA(), new.straightRGBA())
        // The bar holds something: its inline title row (under the 47 pt status bar) is not all yellow.
        XCTAssertNotEqual(pixel(old, 195, 47 + 22), pixel(old, 195, 400), "the inline title is drawn in the bar")
    }

    /// Apple ("init(_:systemImage:action:)"): a button whose label is `Label(title, systemImage:)`;
    /// a script finds it by its title, and a tap runs its action.
    func testAButtonWithASystemImageIsALabelButton() throws {
        final class Taps: @unchecked Sendable { var count = 0 }
        struct WithSymbol: View {
            let taps: Taps
            var body: some View { Button("Add Flashcard", systemImage: "plus") { taps.count += 1 } }
        }
        struct WithLabel: View {
            var body: some View {
                Button {
                } label: {
                    Label("Add Flashcard", systemImage: "plus")
                }
            }
        }
        let taps = Taps()
        let options = plainOptions(width: 300, height: 100, duration: 0.4)
        let symbol = try Simulation(WithSymbol(taps: taps), script: [.tapButton("Add Flashcard")], options: options).frames()
        let label = try Simulation(WithLabel(), options: options).frames()
        XCTAssertEqual(taps.count, 1)
        XCTAssertEqual(symbol.last?.straightRGBA(), label.last?.straightRGBA())
    }
}

/// Two-finger gestures under SwipeSim's one-finger scripts.
final class TwoFingerGestureIdiomTests: XCTestCase {
    /// A rotation or pinch needs two touches (Apple, "UIPinchGestureRecognizer": "a gesture that
    /// involves two touches"), so under one finger they never begin, and the drag attached
    /// around them still gets the touch and moves the card.
    func testRotationAndMagnificationLeaveAOneFingerDragToTheDrag() throws {
        struct Card: View {
            let log: EventLog
            @State private var offset = CGSize.zero
            var body: some View {
                Color.purple
                    .frame(width: 100, height: 100)
                    .gesture(MagnificationGesture().onChanged { _ in log.events.append("pinch") })
                    .gesture(RotationGesture().onChanged { _ in log.events.append("rotate") })
                    .offset(offset)
                    .gesture(DragGesture().onChanged { offset = $0.translation })
            }
        }
        let log = EventLog()
        let frames = try Simulation(
            Card(log: log), script: [.drag(to: CGSize(width: 60, height: 0), duration: 0.3)],
            options: plainOptions(duration: 0.4)
        ).frames()
        XCTAssertEqual(log.events, [])
        // The card (100 pt, centred at x 100) moved 60 pt right: its left edge at 110.
        let last = try XCTUnwrap(frames.last)
        XCTAssertEqual(pixel(last, 105, 100), [255, 255, 255, 255], "left of the moved card: the white canvas")
        XCTAssertNotEqual(pixel(last, 115, 100), [255, 255, 255, 255], "inside the moved card")
    }
}
