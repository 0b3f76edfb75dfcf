import Foundation
import SwipeUI
import XCTest

/// `@AppStorage` and `@SceneStorage` in a simulation: the user defaults are the simulation's own,
/// seeded from `SimulationOptions.userDefaults` at each pass's start; a property shows its key's
/// value, or its default while the key holds no value of its type; a write updates every view
/// that reads the key on the next display frame. Expected values follow Apple's `AppStorage`
/// page (the default when the key has no value; "invalidates a view on a change in value") and
/// SE-0170's number casts.
final class AppStorageTests: XCTestCase {
    enum Level: String { case easy, hard }
    enum Speed: Int { case slow = 1, fast = 2 }

    /// Two views reading "score" and a button that adds one to it through its own property.
    struct ScoreBoard: View {
        @AppStorage("score") private var score = 0
        var body: some View {
            VStack {
                Text("\(score)").accessibilityIdentifier("mine")
                ScoreEcho()
                Button("Add") { score += 1 }
            }
        }
    }
    struct ScoreEcho: View {
        @AppStorage("score") var score = 0
        var body: some View { Text("echo \(score)").accessibilityIdentifier("echo") }
    }

    private func options(_ seed: [String: UserDefaultsValue] = [:], duration: Double = 0.2) -> SimulationOptions {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 200, height: 200)
        options.safeArea = EdgeInsets()
        options.duration = duration
        options.userDefaults = seed
        return options
    }

    /// The label of each identified view at the last frame, by identifier.
    private func labels<V: View>(_ view: V, _ seed: [String: UserDefaultsValue] = [:], script: [TouchStep] = []) throws -> [String: String] {
        let frames = try Simulation(view, script: script, options: options(seed)).frames()
        let last = try XCTUnwrap(frames.last)
        return Dictionary(uniqueKeysWithValues: last.identifiedViews.map { ($0.identifier, $0.label ?? "") })
    }

    func testAKeyWithNoValueShowsTheDefaultAndASeededKeyItsValue() throws {
        XCTAssertEqual(try labels(ScoreBoard())["mine"], "0")
        XCTAssertEqual(try labels(ScoreBoard(), ["score": 7])["mine"], "7")
    }

    /// A tap at 0.1 s writes 8 through one view's property: both views read 8 afterwards.
    func testAWriteUpdatesEveryViewThatReadsTheKey() throws {
        let frames = try Simulation(ScoreBoard(), script: [.wait(0.1), .tapButton("Add")], options: options(["score": 7], duration: 0.3)).frames()
        func label(_ frame: Frame, _ id: String) -> String? { frame.identifiedViews.first { $0.identifier == id }?.label }
        XCTAssertEqual(label(frames[0], "echo"), "echo 7")
        XCTAssertEqual(label(frames.last!, "mine"), "8")
        XCTAssertEqual(label(frames.last!, "echo"), "echo 8")
    }

    /// Each pass starts from the seed: a second run of the same simulation shows the same frames.
    func testEveryPassStartsFromTheSeed() throws {
        let simulation = try Simulation(ScoreBoard(), script: [.tapButton("Add"), .tapButton("Add")], options: options(["score": 1]))
        let first = try simulation.frames().last?.identifiedViews.map(\.label)
        let second = try simulation.frames().last?.identifiedViews.map(\.label)
        XCTAssertEqual(first, ["3", "echo 3"].map { Optional($0) })
        XCTAssertEqual(second, first)
    }

    /// The machine's user defaults are neither read nor written.
    func testTheMachinesUserDefaultsAreNotTouched() throws {
        let key = "swipesim-appstorage-test-\(UUID().uuidString)"
        struct Writer: View {
            let key: String
            var body: some View { KeyWriter(storage: AppStorage(wrappedValue: 0, key)) }
        }
        struct KeyWriter: View {
            @AppStorage var storage: Int
            var body: some View { Button("Write") { storage = 5 } }
        }
        _ = try labels(Writer(key: key), script: [.tapButton("Write")])
        XCTAssertNil(UserDefaults.standard.object(forKey: key))
    }

    /// SE-0170: a number reads as another number type only when it is exactly representable (a
    /// `Bool` as 0 or 1); any other type reads only its own kind. Unreadable is the default.
    func testStoredValuesConvertAsNumbersCastInSwift() throws {
        struct Reader: View {
            @AppStorage("one") var oneAsBool = false
            @AppStorage("two") var twoAsBool = false
            @AppStorage("twoPointZero") var twoPointZeroAsInt = 0
            @AppStorage("twoPointFive") var twoPointFiveAsInt = 0
            @AppStorage("three") var threeAsDouble = 0.0
            @AppStorage("yes") var yesAsInt = 0
            @AppStorage("five") var fiveAsString = "none"
            var body: some View {
                Text("\(oneAsBool) \(twoAsBool) \(twoPointZeroAsInt) \(twoPointFiveAsInt) \(threeAsDouble) \(yesAsInt) \(fiveAsString)")
                    .accessibilityIdentifier("r")
            }
        }
        let seed: [String: UserDefaultsValue] = ["one": 1, "two": 2, "twoPointZero": 2.0, "twoPointFive": 2.5, "three": 3, "yes": true, "five": 5]
        XCTAssertEqual(try labels(Reader(), seed)["r"], "true false 2 0 3.0 1 none")
    }

    func testEnumerationsAreStoredAsTheirRawValues() throws {
        struct Reader: View {
            @AppStorage("level") var level = Level.easy
            @AppStorage("speed") var speed = Speed.slow
            @AppStorage("badLevel") var badLevel = Level.easy
            var body: some View {
                VStack {
                    Text("\(level.rawValue) \(speed.rawValue) \(badLevel.rawValue)").accessibilityIdentifier("r")
                    Button("Harder") {
                        level = .hard
                        speed = .fast
                    }
                    StoredEcho()
                }
            }
        }
        struct StoredEcho: View {
            @AppStorage("level") var levelString = ""
            @AppStorage("speed") var speedNumber = 0
            var body: some View { Text("\(levelString) \(speedNumber)").accessibilityIdentifier("raw") }
        }
        XCTAssertEqual(try labels(Reader(), ["level": "hard", "speed": 2, "badLevel": "medium"])["r"], "hard 2 easy")
        let written = try labels(Reader(), script: [.tapButton("Harder")])
        XCTAssertEqual(written["r"], "hard 2 easy")
        XCTAssertEqual(written["raw"], "hard 2")
    }

    /// An optional property is nil while the key holds nothing; setting nil removes the key.
    func testOptionalPropertiesAreNilWithoutAValueAndNilRemovesTheKey() throws {
        struct Reader: View {
            @AppStorage("nick") var nick: String?
            @AppStorage("nick") var nickWithDefault = "anonymous"
            var body: some View {
                VStack {
                    Text("\(nick ?? "nil") \(nickWithDefault)").accessibilityIdentifier("r")
                    Button("Set") { nick = "Ann" }
                    Button("Clear") { nick = nil }
                }
            }
        }
        XCTAssertEqual(try labels(Reader())["r"], "nil anonymous")
        XCTAssertEqual(try labels(Reader(), script: [.tapButton("Set")])["r"], "Ann Ann")
        XCTAssertEqual(try labels(Reader(), ["nick": "Bo"], script: [.tapButton("Clear")])["r"], "nil anonymous")
    }

    /// `store:` and `.defaultAppStorage(_:)` name a domain of their own per `UserDefaults` object,
    /// empty at the start; `store: .standard` is the standard, seeded domain.
    func testAStoreIsADomainOfItsOwn() throws {
        let suite = try XCTUnwrap(UserDefaults(suiteName: "swipesim.appstorage.tests"))
        struct Reader: View {
            let suite: UserDefaults
            var body: some View {
                VStack {
                    StoreReader(inSuite: AppStorage(wrappedValue: 0, "score", store: suite))
                    EnvironmentReader().defaultAppStorage(suite)
                    ScoreEcho()
                }
            }
        }
        struct StoreReader: View {
            @AppStorage var inSuite: Int
            @AppStorage("score", store: .standard) var inStandard = 0
            var body: some View {
                VStack {
                    Text("\(inSuite) \(inStandard)").accessibilityIdentifier("store")
                    Button("Suite") { inSuite = 3 }
                }
            }
        }
        struct EnvironmentReader: View {
            @AppStorage("score") var score = 0
            var body: some View { Text("\(score)").accessibilityIdentifier("environment") }
        }
        let seeded = try labels(Reader(suite: suite), ["score": 7])
        XCTAssertEqual(seeded["store"], "0 7")
        XCTAssertEqual(seeded["environment"], "0")
        XCTAssertEqual(seeded["echo"], "echo 7")
        let written = try labels(Reader(suite: suite), ["score": 7], script: [.tapButton("Suite")])
        XCTAssertEqual(written["store"], "3 7")
        XCTAssertEqual(written["environment"], "3")
        XCTAssertEqual(written["echo"], "echo 7")
    }

    /// A view model's property writes to the same store, and the views reading the key update.
    func testAViewModelsPropertySharesTheStore() throws {
        final class Settings: ObservableObject {
            @AppStorage("score") var score = 0
        }
        struct Screen: View {
            @StateObject var settings = Settings()
            var body: some View {
                VStack {
                    ScoreEcho()
                    Button("Reset") { settings.score = 0 }
                }
            }
        }
        XCTAssertEqual(try labels(Screen(), ["score": 7], script: [.tapButton("Reset")])["echo"], "echo 0")
        // Outside a simulation the property reads its default and ignores writes.
        let outside = Settings()
        outside.score = 4
        XCTAssertEqual(outside.score, 0)
    }

    /// `@SceneStorage` starts empty in every pass (a scene that is never restored) and is not
    /// seeded from the user defaults; a write updates the views that read it.
    func testSceneStorageStartsEmptyAndUpdatesOnAWrite() throws {
        struct Reader: View {
            @SceneStorage("score") var score = 0
            @SceneStorage("tab") var tab: String?
            var body: some View {
                VStack {
                    Text("\(score) \(tab ?? "nil")").accessibilityIdentifier("r")
                    Button("Go") {
                        score = 2; tab = "cards"
                    }
                }
            }
        }
        XCTAssertEqual(try labels(Reader(), ["score": 7])["r"], "0 nil")
        XCTAssertEqual(try labels(Reader(), script: [.tapButton("Go")])["r"], "2 cards")
    }
}
