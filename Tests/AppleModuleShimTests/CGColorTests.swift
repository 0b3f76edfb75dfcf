import SwiftUI
import UIKit
import XCTest

/// Core Graphics' `CGColor` as deck files use it: made from components and drawn through
/// `Color(cgColor:)` (Deck11's list row background), read back through `Color.cgColor` (Deck12
/// packs a colour into an `Int` from `cgColor!.components!`), and UIKit's `cgColor`.
final class CGColorTests: XCTestCase {
    /// Components are 0…1, clamped (Apple, `CGColor.init(colorSpace:components:)`: "values
    /// outside this range will be clamped"); a gray colour has gray and alpha.
    func testComponentsAreClampedAndAlphaIsTheLast() {
        XCTAssertEqual(CGColor(red: 240, green: 240, blue: 246, alpha: 0).components, [1, 1, 1, 0])
        XCTAssertEqual(CGColor(srgbRed: 0.2, green: -1, blue: 0.6, alpha: 1).components, [0.2, 0, 0.6, 1])
        let gray = CGColor(gray: 0.5, alpha: 0.25)
        XCTAssertEqual(gray.numberOfComponents, 2)
        XCTAssertEqual(gray.alpha, 0.25)
        XCTAssertEqual(gray.copy(alpha: 1)?.components, [0.5, 1])
        XCTAssertEqual(CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1))
    }

    /// `Color(cgColor:)` draws the colour: 0.2, 0.4, 0.6 is 51, 102, 153; a gray of 0.5 is 128;
    /// an alpha of 0 leaves the white background.
    func testColorFromACGColorDrawsIt() throws {
        struct Swatches: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color(cgColor: CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
                    Color(cgColor: CGColor(gray: 0.5, alpha: 1))
                    Color(cgColor: CGColor(red: 240, green: 240, blue: 246, alpha: 0))
                }
            }
        }
        let frame = try Simulation(Swatches(), options: plainOptions(width: 150, height: 50, duration: 0)).frames()[0]
        XCTAssertEqual(pixel(frame, 25, 25), [51, 102, 153, 255])
        XCTAssertEqual(pixel(frame, 75, 25), [128, 128, 128, 255])
        XCTAssertEqual(pixel(frame, 125, 25), [255, 255, 255, 255])
    }

    /// A colour made from components has a `cgColor` with them (at 8-bit levels: 0.5 is 128/255);
    /// `.opacity` multiplies its alpha; a system colour and a named colour have none (Apple: nil
    /// "for a dynamic color").
    func testColorCGColorIsNilForDynamicColours() throws {
        XCTAssertEqual(Color(red: 1, green: 0.5, blue: 0).cgColor?.components, [1, 128.0 / 255, 0, 1])
        XCTAssertEqual(Color.white.cgColor?.components, [1, 1, 1, 1])
        XCTAssertEqual(Color(red: 0, green: 0, blue: 0).opacity(0.5).cgColor?.alpha, 128.0 / 255)
        XCTAssertNil(Color.red.cgColor)
        XCTAssertNil(Color.red.opacity(0.5).cgColor)
        XCTAssertNil(Color("Brand").cgColor)
        XCTAssertEqual(UIColor.red.cgColor.components, [1, 0, 0, 1])
        XCTAssertEqual(UIColor(cgColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1)), UIColor.blue)
    }

    /// Deck12's round trip: a colour packed as 0xRRGGBBAA, made with `Color(.sRGB, red:…)` and
    /// read back from `cgColor!.components!`, is the same number.
    func testAPackedColourSurvivesTheRoundTrip() {
        let packed = 0x3366_CC80
        let color = Color(
            .sRGB, red: Double((packed >> 24) & 0xFF) / 255, green: Double((packed >> 16) & 0xFF) / 255,
            blue: Double((packed >> 8) & 0xFF) / 255, opacity: Double(packed & 0xFF) / 255)
        let c = color.cgColor!.components!.map { Int(($0 * 255).rounded()) }
        XCTAssertEqual((c[0] << 24) + (c[1] << 16) + (c[2] << 8) + c[3], packed)
    }
}
