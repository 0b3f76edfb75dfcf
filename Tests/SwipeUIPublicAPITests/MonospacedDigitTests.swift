import SwipeRaster
import SwipeUI
import XCTest

/// `.monospacedDigit()` lays digits out with the face's tabular figures (OpenType `tnum`), so a
/// counter keeps its width as its number changes (seed 004's passed/liked labels).
final class MonospacedDigitTests: XCTestCase {
    /// The laid-out width of `text` in Inter (whose proportional "1" is narrower than its "0").
    func width<V: View>(_ text: V) throws -> Double {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 300, height: 60)
        options.safeArea = EdgeInsets()
        options.duration = 0
        options.fonts = FontSet(regular: try Typeface.inter.font(weight: .regular), bold: try Typeface.inter.font(weight: .bold)) { weight, size in
            try Typeface.inter.font(weight: weight, size: size)
        }
        let frame = try XCTUnwrap(try Simulation(text.fixedSize().accessibilityIdentifier("t"), options: options).frames().first)
        return Double(try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "t" }).size.width)
    }

    func testDigitsTakeOneWidthWithMonospacedDigit() throws {
        let one = try width(Text("1").font(.title3)), zero = try width(Text("0").font(.title3))
        XCTAssertLessThan(one, zero - 1, "Inter's proportional 1 is narrower")
        let tabularOne = try width(Text("1").font(.title3).monospacedDigit())
        XCTAssertEqual(tabularOne, try width(Text("0").font(.title3).monospacedDigit()), accuracy: 1e-9)
        XCTAssertEqual(try width(Text("11").font(.title3.monospacedDigit())), 2 * tabularOne, accuracy: 1e-9, "Font.monospacedDigit() too")
        XCTAssertEqual(try width(HStack { Text("1") }.font(.title3).monospacedDigit()), tabularOne, accuracy: 1e-9, "and the view modifier")
    }
}
