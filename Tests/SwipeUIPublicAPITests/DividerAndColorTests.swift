import SwipeUI
import XCTest

/// `Divider` draws a hairline across its stack; UIKit's and HSB colours have UIKit's values.
final class DividerAndColorTests: XCTestCase {
    struct Rows: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.white.frame(height: 50)
                Divider().accessibilityIdentifier("across the VStack")
                HStack(spacing: 0) {
                    Color.white.frame(width: 50)
                    Divider().accessibilityIdentifier("across the HStack")
                    Color.white.frame(width: 50)
                }
                .frame(height: 40)
            }
            .frame(width: 120)
        }
    }

    /// The sizes of the Divider frames in tree order.
    func dividerSizes(scale: Double) throws -> [CGSize] {
        var options = SimulationOptions()
        options.scale = scale
        options.duration = 0
        let frame = try XCTUnwrap(try Simulation(Rows(), options: options).frames().first)
        return frame.identifiedViews.map(\.size)
    }

    func testDividerIsOnePixelAcrossItsStack() throws {
        XCTAssertEqual(try dividerSizes(scale: 1), [CGSize(width: 120, height: 1), CGSize(width: 1, height: 40)])
        XCTAssertEqual(try dividerSizes(scale: 2), [CGSize(width: 120, height: 0.5), CGSize(width: 0.5, height: 40)])
    }

    func testDividerIsTheSeparatorColourOverWhatIsBehind() throws {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 100, height: 100)
        options.safeArea = EdgeInsets()
        options.duration = 0
        let view = VStack(spacing: 0) {
            Color.white.frame(height: 50); Divider(); Color.white.frame(height: 49)
        }.background(Color.white)
        let frame = try XCTUnwrap(try Simulation(view, options: options).frames().first)
        let rgba = frame.straightRGBA()
        let row50 = Array(rgba[(50 * 100 + 50) * 4..<(50 * 100 + 50) * 4 + 3])
        // 60,60,67 at 29 % over white: 255 − 0.29 × (255 − c).
        XCTAssertEqual(row50.map(Int.init), [198, 198, 200].map { $0 }, accuracy: 1)
        XCTAssertEqual(Array(rgba[(49 * 100 + 50) * 4..<(49 * 100 + 50) * 4 + 3]), [255, 255, 255])
    }

    func testHueSaturationBrightnessAndSystemColours() throws {
        XCTAssertEqual(Color(hue: 0, saturation: 1, brightness: 1), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(Color(hue: 1.0 / 3, saturation: 1, brightness: 1), Color(red: 0, green: 1, blue: 0))
        XCTAssertEqual(Color(hue: 2.0 / 3, saturation: 0.5, brightness: 0.8), Color(red: 0.4, green: 0.4, blue: 0.8))
        XCTAssertEqual(Color(hue: 0.5, saturation: 0, brightness: 0.5), Color(white: 0.5))
        XCTAssertEqual(
            Color(.sRGBLinear, red: pow(0.555 / 1.055, 2.4), green: 0, blue: 1), Color(red: 0.5, green: 0, blue: 1),
            "((0.5 + 0.055) / 1.055)^2.4 linear is 0.5 encoded")
        XCTAssertEqual(Color(uiColor: .systemGroupedBackground), Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        XCTAssertEqual(Color(.systemRed), Color.red)
    }
}

private func XCTAssertEqual(_ a: [Int], _ b: [Int], accuracy: Int, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertLessThanOrEqual(abs(x - y), accuracy, "\(a) vs \(b)", file: file, line: line) }
}
