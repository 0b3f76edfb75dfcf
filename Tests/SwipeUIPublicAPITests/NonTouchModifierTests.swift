import SwipeUI
import XCTest

/// Modifiers for input a touch simulation does not have (pointer, keyboard, drag and drop) and
/// iOS 18's zoom navigation transition: they compile, draw their content unchanged, and each
/// skipped behaviour is noted once in `Simulation.warnings`. `Table` in compact width shows only
/// its first column, as a list (Apple, "Table").
final class NonTouchModifierTests: XCTestCase {
    final class Log { var events: [String] = [] }

    struct Tile: View {
        let log: Log
        let index: Int
        var body: some View {
            Color.orange.frame(width: 100, height: 40)
                .onHover { log.events.append("hover \($0)") }
                .hoverEffect(.lift)
                .onKeyPress(.return) {
                    log.events.append("return"); return .handled
                }
                .onKeyPress(keys: [.upArrow, "k"]) { _ in .ignored }
                .draggable("tile \(index)")
                .dropDestination(for: String.self) { items, _ in
                    log.events.append("drop \(items)"); return true
                }
                .springLoadingBehavior(.enabled)
                .accessibilityIdentifier("tile\(index)")
        }
    }

    func testTheyDrawTheContentAndNoteWhatIsSkippedOnce() throws {
        let log = Log()
        let simulation = try Simulation(
            VStack(spacing: 0) { ForEach(0..<3, id: \.self) { Tile(log: log, index: $0) } },
            script: [
                .wait(0.05), .tap(at: CGPoint(x: 195, y: 428)),
                .drag(to: CGSize(width: 0, height: 100), duration: 0.3, easing: .linear, from: CGPoint(x: 195, y: 420)), .wait(0.1),
            ])
        let frame = try XCTUnwrap(try simulation.frames().last)
        // Three 40 pt tiles stacked, centred in the safe area (47…810): the middle one on y 428.5.
        let middle = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "tile1" })
        XCTAssertEqual(middle.transform[5], 428.5 - 20, accuracy: 0.5, "on the pixel grid")
        XCTAssertEqual(middle.size, CGSize(width: 100, height: 40))
        XCTAssertEqual(log.events, [], "no hover, key or drop event in a touch simulation")
        for name in [".onHover", ".onKeyPress", ".draggable", ".dropDestination"] {
            let notes = simulation.warnings.filter { $0.contains("› \(name):") }
            // One note per modifier, however many tiles use it.
            XCTAssertEqual(notes.count, 1, "\(name): \(simulation.warnings)")
        }
    }

    struct Zoom: View {
        @Namespace private var namespace
        var body: some View {
            NavigationStack {
                NavigationLink(value: 7) { Text("Open") }
                    .matchedTransitionSource(id: 7, in: namespace)
                    .accessibilityIdentifier("open")
                    .navigationDestination(for: Int.self) { id in
                        Text("Card \(id)").accessibilityIdentifier("card")
                            .navigationTransition(.zoom(sourceID: id, in: namespace))
                    }
            }
        }
    }

    func testAZoomTransitionPushesWithTheSlideAndSaysSo() throws {
        var options = SimulationOptions()
        options.duration = 1
        let simulation = try Simulation(Zoom(), script: [.wait(0.1), .tapButton("open"), .wait(0.8)], options: options)
        let frames = try simulation.frames()
        let xs = frames.compactMap { frame in frame.identifiedViews.first { $0.identifier == "card" }.map { $0.transform[4] + $0.size.width / 2 } }
        // The push slides the page in from the trailing edge (its centre from beyond 390 to 195).
        XCTAssertGreaterThan(try XCTUnwrap(xs.first), 195 + 50)
        XCTAssertEqual(try XCTUnwrap(xs.last), 195, accuracy: 0.5)
        XCTAssertEqual(simulation.warnings.filter { $0.contains("zoom navigation transition is not animated") }.count, 1)
    }

    struct Person: Identifiable {
        let id: Int
        let name: String
        let age: Int
    }

    func testACompactTableShowsItsFirstColumnAsAList() throws {
        let people = [Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Alan", age: 41)]
        let table = Table(people) {
            TableColumn("Name") { person in Text(person.name).accessibilityIdentifier("name\(person.id)") }
            TableColumn("Age") { person in Text("\(person.age)").accessibilityIdentifier("age") }
            TableColumn("Plain", value: \.name).width(80)
        }
        let frame = try XCTUnwrap(try Simulation(table, script: [.wait(0.05)]).frames().last)
        let ada = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "name1" })
        let alan = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "name2" })
        XCTAssertEqual(ada.label, "Ada")
        XCTAssertGreaterThanOrEqual(alan.transform[5] - ada.transform[5], 44, "one list row (at least 44 pt) below")
        XCTAssertFalse(frame.identifiedViews.contains { $0.identifier == "age" }, "other columns are not shown")
    }

    func testItemProviderDragAndDropCompilesAndProvidersHoldTheirItems() throws {
        let view = Text("Item")
            .onDrag { NSItemProvider(object: "item" as NSString) }
            .onDrop(of: ["public.text"], isTargeted: nil) { providers in !providers.isEmpty }
            .accessibilityIdentifier("item")
        let simulation = try Simulation(view, script: [.wait(0.05)])
        let frame = try XCTUnwrap(try simulation.frames().last)
        XCTAssertEqual(frame.identifiedViews.first { $0.identifier == "item" }?.label, "Item")
        XCTAssertEqual(simulation.warnings.filter { $0.contains("› .onDrag:") || $0.contains("› .onDrop:") }.count, 2)
        // A provider hands back what it holds, by type identifier or by class.
        let provider = NSItemProvider(item: "hello", typeIdentifier: "public.text")
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.text"))
        var loaded: String?
        provider.loadObject(ofClass: String.self) { value, _ in loaded = value }
        XCTAssertEqual(loaded, "hello")
        var missing: Error?
        provider.loadItem(forTypeIdentifier: "public.image") { _, error in missing = error }
        XCTAssertNotNil(missing)
    }
}
