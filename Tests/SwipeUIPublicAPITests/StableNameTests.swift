import SwipeUI
import XCTest

/// The names the manifest gives values (`TypePath`'s stable text) are the same in every run: an
/// element is named by its id only when the id prints the same each run.
final class StableNameTests: XCTestCase {
    final class Model: Identifiable { let n: Int; init(_ n: Int) { self.n = n } }

    /// Class models' default ids are `ObjectIdentifier`s, which print heap addresses.
    struct ClassList: View {
        let models = [Model(1), Model(2)]
        var body: some View {
            VStack {
                ForEach(models) { m in Text("row \(m.n)").opacity(0.5) }
            }
        }
    }

    func testElementsWithAddressIDsAreNamedByPosition() throws {
        let h = try LayoutHarness(ClassList())
        let names = h.frame.screenValues.map(\.name)
        XCTAssertFalse(names.contains { $0.contains("0x") || $0.contains("ObjectIdentifier") }, "\(names)")
        XCTAssertEqual(
            names,
            [
                "ClassList/VStack/ForEach[0]/.opacity", "ClassList/VStack/ForEach[0]/.opacity/Text",
                "ClassList/VStack/ForEach[1]/.opacity", "ClassList/VStack/ForEach[1]/.opacity/Text",
            ])
    }

    struct StringList: View {
        var body: some View {
            VStack {
                ForEach(["a", "b"], id: \.self) { s in Text(s).opacity(0.5) }
                Text("end").id(7)
            }
        }
    }

    func testStringAndIntegerIDsNameTheirElements() throws {
        let h = try LayoutHarness(StringList())
        let names = h.frame.screenValues.map(\.name)
        XCTAssertEqual(
            names,
            [
                "StringList/VStack/ForEach[#a]/.opacity", "StringList/VStack/ForEach[#a]/.opacity/Text",
                "StringList/VStack/ForEach[#b]/.opacity", "StringList/VStack/ForEach[#b]/.opacity/Text",
                "StringList/VStack/.id(7)/Text",
            ])
    }

    /// A view with an optional `@State` seen first without it still gets its state installed
    /// when a later value has one (the "no dynamic properties" cache is per struct type only
    /// when no field is optional): the counter counts once it is there.
    struct MaybeCounter: View {
        var counter: State<Int>?
        var body: some View {
            VStack {
                Text("\(counter?.wrappedValue ?? -1)").accessibilityIdentifier("count")
                Button("Add") { counter?.wrappedValue += 1 }
            }
        }
    }

    struct Switcher: View {
        @State var hasCounter = false
        var body: some View {
            MaybeCounter(counter: hasCounter ? State(initialValue: 5) : nil)
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { hasCounter = true } }
        }
    }

    func testOptionalDynamicPropertiesAreNotCachedAsAbsent() throws {
        var options = SimulationOptions()
        options.duration = 0.5
        let frames = try Simulation(
            Switcher(), script: [.wait(0.2), .tapButton("Add"), .wait(0.1), .tapButton("Add"), .wait(0.1)],
            options: options
        ).frames()
        let counts = frames.map { $0.identifiedViews.first { $0.identifier == "count" }?.label }
        XCTAssertEqual(counts.first, "-1")
        // The second value's @State was installed: both taps count from 5.
        XCTAssertEqual(counts.last, "7", "\(counts)")
    }
}
