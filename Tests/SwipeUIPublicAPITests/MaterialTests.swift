import SwipeUI
import XCTest

/// Materials: the backdrop behind the view, blurred, saturated and tinted.
final class MaterialTests: XCTestCase {
    /// Black and red 10 pt stripes behind a 200 × 120 pt card at the canvas centre (y 362…482),
    /// the card's background `material` in a rounded rectangle, or none.
    struct Stripes: View {
        let material: Material?
        var body: some View {
            ZStack {
                HStack(spacing: 0) {
                    ForEach(0..<39, id: \.self) { i in (i % 2 == 0 ? Color.black : Color.red).frame(width: 10) }
                }
                .ignoresSafeArea()
                if let material {
                    Color.clear.frame(width: 200, height: 120)
                        .background(material, in: RoundedRectangle(cornerRadius: 16))
                }
            }
        }
    }

    func draw(_ material: Material?) throws -> FramePixels {
        var options = SimulationOptions()
        options.duration = 0
        let frame = try XCTUnwrap(Simulation(Stripes(material: material), options: options).frames().first)
        try frame.write(to: NSTemporaryDirectory() + "swipeui-material/\(material.map { "\($0.blurRadius)" } ?? "none").png")
        return FramePixels(frame)
    }

    func testAMaterialBlursTheStripesBehindItAndTintsThemLight() throws {
        let plain = try draw(nil)
        let thin = try draw(.thin)
        // Outside the card the stripes are untouched: black at x 5, red at x 15.
        XCTAssertEqual(thin[5, 300], [0, 0, 0, 255])
        XCTAssertEqual(thin[15, 300], [255, 59, 48, 255])
        // Inside, neighbouring stripes (x 190 black, 200 red without the card) become nearly one
        // colour: the blur (σ 12 pt) averages them.
        let a = thin[185, 422], b = thin[195, 422]
        XCTAssertLessThan(abs(Int(a[0]) - Int(b[0])), 12, "\(a) \(b)")
        XCTAssertEqual(plain[185, 422], [0, 0, 0, 255])
        XCTAssertEqual(plain[195, 422], [255, 59, 48, 255])
        // Half the stripes are red: the average red is about half of 255, saturated (1.8 pushes
        // red up and green/blue down), then half white tint: red well above green.
        XCTAssertGreaterThan(Int(a[0]), Int(a[1]) + 40, "\(a)")
        XCTAssertGreaterThan(Int(a[1]), 110, "the white tint lightens it: \(a)")
    }

    func testThickerMaterialsAreLighterAndEveryMaterialDrawsTheSameBytesTwice() throws {
        let materials: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick]
        let greens = try materials.map { try draw($0)[185, 422][1] }
        XCTAssertEqual(greens, greens.sorted(), "each is lighter than the one before: \(greens)")
        XCTAssertLessThan(greens[0], greens[4])
        XCTAssertEqual(try draw(.regular).bytes, try draw(.regular).bytes)
    }

    /// The ShapeStyle spellings SwiftUI code uses.
    func testTheShapeStyleSpellings() throws {
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("Hi").padding().background(.ultraThinMaterial)
                    Rectangle().fill(.thickMaterial).frame(width: 10, height: 10)
                    Capsule().fill(.regularMaterial).frame(width: 10, height: 10)
                    Color.clear.frame(width: 10, height: 10).background(.thinMaterial, in: Circle())
                    Color.clear.frame(width: 10, height: 10).background(.ultraThickMaterial)
                }
            }
        }
        var options = SimulationOptions()
        options.duration = 0
        XCTAssertEqual(try Simulation(Screen(), options: options).frames().count, 1)
    }
}
