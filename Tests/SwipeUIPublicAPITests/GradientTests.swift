import SwipeUI
import XCTest

/// Radial, elliptical and angular gradients: pixel values at known points from the gradient
/// formulas, black (0) to white (255) so a channel is 255 · t. Each gradient fills a 200 pt
/// view at the canvas's top-left corner; pixel (x, y) is sampled at its centre (x + ½, y + ½).
final class GradientTests: XCTestCase {
    struct Swatch<Fill: View>: View {
        let fill: Fill
        var height: CGFloat = 200
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.white
                fill.frame(width: 200, height: height)
            }
            .ignoresSafeArea()
        }
    }

    func pixels<V: View>(_ view: V, name: String) throws -> FramePixels {
        var options = SimulationOptions()
        options.settleTime = 0
        let frame = try Simulation(view, script: [.wait(0.02)], options: options).frames()[0]
        try frame.write(to: NSTemporaryDirectory() + "swipeui-gradients/\(name).png")
        return FramePixels(frame)
    }

    /// 255 · t clamped to 0…1, as a grey channel.
    func grey(_ t: Double) -> Double { 255 * min(max(t, 0), 1) }

    func assertGrey(_ pixel: [UInt8], _ expected: Double, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Double(pixel[0]), expected, accuracy: 1.01, message, file: file, line: line)
        XCTAssertEqual(pixel[0], pixel[1], message, file: file, line: line)
        XCTAssertEqual(pixel[3], 255, message, file: file, line: line)
    }

    func testRadialGradientIsTheDistanceBetweenTheRadii() throws {
        let p = try pixels(Swatch(fill: RadialGradient(colors: [.black, .white], center: .center, startRadius: 20, endRadius: 80)), name: "radial")
        func expected(_ x: Int, _ y: Int) -> Double {
            let d = ((Double(x) + 0.5 - 100) * (Double(x) + 0.5 - 100) + (Double(y) + 0.5 - 100) * (Double(y) + 0.5 - 100)).squareRoot()
            return grey((d - 20) / (80 - 20))
        }
        for (x, y) in [(149, 99), (100, 160), (60, 60), (110, 105), (5, 5)] {
            assertGrey(p[x, y], expected(x, y), "(\(x), \(y))")
        }
        assertGrey(p[100, 100], 0, "inside the start radius: the first colour")
        assertGrey(p[195, 100], 255, "beyond the end radius: the last colour")
    }

    func testEllipticalGradientStretchesTheUnitCircleToTheShape() throws {
        // 200 × 100: the end radius 0.5 reaches the middle of every edge.
        let p = try pixels(Swatch(fill: EllipticalGradient(colors: [.black, .white]), height: 100), name: "elliptical")
        func expected(_ x: Int, _ y: Int) -> Double {
            let u = (Double(x) + 0.5 - 100) / 200, v = (Double(y) + 0.5 - 50) / 100
            return grey((u * u + v * v).squareRoot() / 0.5)
        }
        for (x, y) in [(99, 74), (149, 49), (150, 75), (20, 10)] {
            assertGrey(p[x, y], expected(x, y), "(\(x), \(y))")
        }
        // Half-way up is as far as half-way across (twice the points): the same grey.
        XCTAssertEqual(Double(p[99, 74][0]), Double(p[149, 49][0]), accuracy: 1.01)
    }

    func testAngularGradientIsTheAngleOverTheSweep() throws {
        let full = try pixels(Swatch(fill: AngularGradient(colors: [.black, .white], center: .center)), name: "angular-full")
        // Equal angles sweep a full turn from 0° (3 o'clock), clockwise on screen.
        func angle(_ x: Int, _ y: Int) -> Double {
            let a = atan2(Double(y) + 0.5 - 100, Double(x) + 0.5 - 100) * 180 / .pi
            return a < 0 ? a + 360 : a
        }
        for (x, y) in [(99, 149), (49, 99), (160, 40), (130, 170)] {
            assertGrey(full[x, y], grey(angle(x, y) / 360), "(\(x), \(y)) at \(angle(x, y))°")
        }
        // A half turn, 0°…180°: below the centre runs the gradient; the gap above shows the last
        // colour for its first half (180°…270°) and the first colour for its second (270°…360°).
        let half = try pixels(
            Swatch(fill: AngularGradient(colors: [.black, .white], center: .center, startAngle: .zero, endAngle: .degrees(180))), name: "angular-half")
        assertGrey(half[99, 149], grey(angle(99, 149) / 180), "90°: half-way")
        assertGrey(half[40, 40], 255, "225°: the gap's first half, the last colour")
        assertGrey(half[160, 40], 0, "315°: the gap's second half, the first colour")
    }

    func testGradientsFillShapesBackgroundsAndForegrounds() throws {
        struct Uses: View {
            var body: some View {
                VStack(spacing: 0) {
                    Circle().fill(.radialGradient(colors: [.red, .red], center: .center, startRadius: 0, endRadius: 10)).frame(width: 40, height: 40)
                    Color.clear.frame(width: 40, height: 40).background(AngularGradient(colors: [.green, .green], center: .center))
                    Image(systemName: "heart.fill").font(.system(size: 40))
                        .foregroundStyle(EllipticalGradient(colors: [.blue, .blue]))
                }
                .ignoresSafeArea()
            }
        }
        var options = SimulationOptions()
        options.settleTime = 0
        let frame = try Simulation(Uses(), script: [.wait(0.02)], options: options).frames()[0]
        try frame.write(to: NSTemporaryDirectory() + "swipeui-gradients/uses.png")
        let bytes = frame.straightRGBA()
        func count(_ rgb: [UInt8]) -> Int {
            stride(from: 0, to: bytes.count, by: 4).filter { Array(bytes[$0..<$0 + 3]) == rgb && bytes[$0 + 3] == 255 }.count
        }
        XCTAssertGreaterThan(count([255, 59, 48]), 900, "the circle, filled")
        XCTAssertGreaterThan(count([52, 199, 89]), 1500, "the background")
        XCTAssertGreaterThan(count([0, 122, 255]), 300, "the symbol's foreground style")
    }

    /// `Color.gradient`: from the colour mixed 10 % toward white at the top to 10 % toward black
    /// at the bottom (SwipeSim's stated reading).
    func testColorGradientRunsTopToBottom() throws {
        let p = try pixels(Swatch(fill: Rectangle().fill(Color.blue.gradient)), name: "color-gradient")
        // Blue is 0, 122, 255; row 0 is at t = 0.5 / 200, row 199 at t = 199.5 / 200.
        let top = p[100, 0], bottom = p[100, 199]
        XCTAssertEqual(Double(top[0]), 25.5, accuracy: 1.5)
        XCTAssertEqual(Double(top[1]), 122 + 13.3, accuracy: 1.5)
        XCTAssertEqual(top[2], 255)
        XCTAssertEqual(Double(bottom[1]), 122 * 0.9, accuracy: 1.5)
        XCTAssertEqual(Double(bottom[2]), 255 * 0.9, accuracy: 1.5)
        XCTAssertEqual(p[0, 100], p[199, 100], "no change across")
    }
}
