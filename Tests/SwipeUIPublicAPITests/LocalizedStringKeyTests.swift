import SwipeUI
import XCTest

/// Text from literals and interpolations shows what SwiftUI shows: values formatted with their
/// printf specifiers, string values verbatim.
final class LocalizedStringKeyTests: XCTestCase {
    struct Texts: View {
        let name = "Mia"
        let distance = 4.5
        let rating: Float = 4.25
        let count = 1234
        let percent = "100%"
        var body: some View {
            VStack {
                Text("\(name), \(count)")
                Text("\(distance) km")
                Text("\(distance, specifier: "%.1f") km")
                Text("\(rating)")
                Text(percent)
                Text("\(count)% off")
                Text(1234.5, format: .number)
                Text("\(Text("inner")) and \(CGFloat(2))")
                Label("\(count) likes", systemImage: "heart")
                Button("Like \(count)") {}
            }
        }
    }

    func testInterpolatedValuesAreFormattedAsSwiftUIFormatsThem() throws {
        var options = SimulationOptions()
        options.duration = 0
        let frame = try XCTUnwrap(try Simulation(Texts(), options: options).frames().first)
        XCTAssertEqual(
            frame.screenValues.compactMap(\.text),
            [
                "Mia, 1234", "4.500000 km", "4.5 km", "4.250000", "100%", "1234% off", "1,234.5",
                "inner and 2.000000", "1234 likes", "Like 1234",
            ])
    }

    func testAButtonTitledByAnInterpolationIsFoundByItsText() throws {
        final class Taps { var count = 0 }
        struct Deck: View {
            let taps: Taps
            var body: some View { Button("Like \(2)") { taps.count += 1 } }
        }
        let taps = Taps()
        _ = try Simulation(Deck(taps: taps), script: [.tapButton("Like 2"), .wait(0.1)]).frames()
        XCTAssertEqual(taps.count, 1)
    }
}
