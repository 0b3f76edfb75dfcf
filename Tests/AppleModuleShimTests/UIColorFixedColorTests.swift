import SwiftUI
import UIKit
import XCTest

/// UIKit's fixed colours (Apple, UIColor "Fixed colors": each documented by its RGB values, alpha
/// 1.0) as deck files write them: `UIColor.red`, and `Color(.red)`, which on iOS is
/// `Color(UIColor.red)` — pure red, not SwiftUI's `Color.red` (the system red, 255, 59, 48).
final class UIColorFixedColorTests: XCTestCase {
    /// Each colour's documented components, as 8-bit sRGB levels (×255, rounded half up: 0.5 is
    /// 128, 0.6 is 153, 0.4 is 102, 0.2 is 51).
    func testTheFixedColoursHaveTheirDocumentedComponents() {
        let documented: [(UIColor, [Int])] = [
            (.red, [255, 0, 0]), (.green, [0, 255, 0]), (.blue, [0, 0, 255]),
            (.cyan, [0, 255, 255]), (.yellow, [255, 255, 0]), (.magenta, [255, 0, 255]),
            (.orange, [255, 128, 0]), (.purple, [128, 0, 128]), (.brown, [153, 102, 51]),
        ]
        for (color, levels) in documented {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            XCTAssertTrue(color.getRed(&r, green: &g, blue: &b, alpha: &a))
            XCTAssertEqual([r, g, b, a].map { Int(($0 * 255).rounded()) }, levels + [255])
        }
        XCTAssertNotEqual(UIColor.red, UIColor.systemRed)
    }

    /// `Color(.red)` and `Color(.green)` (Deck10's `.foregroundStyle(Color(.red))`) compile without
    /// ambiguity and draw UIKit's colours, beside SwiftUI's own `.red`.
    func testColorOfAFixedUIColorDrawsIt() throws {
        struct Swatches: View {
            var body: some View {
                HStack(spacing: 0) {
                    Rectangle().foregroundStyle(Color(.red))
                    Color(.green)
                    Color.red
                    Color(uiColor: .orange)
                }
            }
        }
        let frame = try Simulation(Swatches(), options: plainOptions(width: 200, height: 50, duration: 0)).frames()[0]
        XCTAssertEqual(pixel(frame, 25, 25), [255, 0, 0, 255])
        XCTAssertEqual(pixel(frame, 75, 25), [0, 255, 0, 255])
        XCTAssertEqual(pixel(frame, 125, 25), [255, 59, 48, 255])
        XCTAssertEqual(pixel(frame, 175, 25), [255, 128, 0, 255])
    }
}
