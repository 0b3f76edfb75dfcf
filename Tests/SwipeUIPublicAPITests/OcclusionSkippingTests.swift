import SwipeRaster
import SwipeUI
import XCTest

/// A renderer may leave undrawn what later opaque content replaces outright (a buried card, its
/// shadow and its photo under the cards in front), but no pixel may change for it: exactly the
/// pixels an opaque fill covers fully, inside every clip, are replaced whatever was below.
/// Every frame of a swipe over a stack of photo cards (rotated, clipped to rounded corners,
/// shadowed, under a material and a translucent circle) is drawn both ways — skipping hidden
/// pixels, as renders do, and drawing every pixel of every shape — and must match byte for byte.
final class OcclusionSkippingTests: XCTestCase {
    /// A 24 × 32 px photo: opaque, a colour per pixel (so a wrong sample shows).
    static func photo(alpha: UInt8 = 255) throws -> Bitmap {
        var bytes: [UInt8] = []
        for y in 0..<32 {
            for x in 0..<24 {
                let r = UInt8(x * 10), g = UInt8(y * 7), b = UInt8(255 - x * 5)
                // Premultiplied: scale the colour by alpha.
                func p(_ c: UInt8) -> UInt8 { UInt8((Int(c) * Int(alpha) + 127) / 255) }
                bytes += [p(r), p(g), p(b), alpha]
            }
        }
        return try Bitmap(width: 24, height: 32, premultipliedRGBA: bytes)
    }

    struct Card: View {
        let index: Int
        var body: some View {
            VStack(spacing: 0) {
                Color(.systemFill).overlay { Image("photo").resizable().aspectRatio(contentMode: .fill) }
                Text("Card \(index)").font(.headline).padding(8)
            }
            .background(Color(.secondarySystemBackground))
            .cornerRadius(12)
            .shadow(color: .black.opacity(0.3), radius: 6, y: 3)
            .frame(width: 160, height: 220)
        }
    }

    struct Stack: View {
        @State private var offset: CGFloat = 0
        var body: some View {
            ZStack {
                Color.indigo
                ForEach(0..<4) { index in
                    Card(index: index)
                        .rotationEffect(.degrees(Double(index) * 3 - 4))
                        .offset(x: index == 3 ? offset : 0, y: CGFloat(index) * -6)
                }
                RoundedRectangle(cornerRadius: 20).fill(.ultraThinMaterial).frame(width: 120, height: 40).offset(y: 150)
                Circle().fill(.white.opacity(0.5)).frame(width: 50, height: 50)
            }
            .onAppear { withAnimation(.spring(duration: 0.4)) { offset = 180 } }
        }
    }

    func testSkippingHiddenPixelsChangesNoByte() throws {
        for alpha: UInt8 in [255, 200] {
            var options = SimulationOptions()
            options.canvasSize = CGSize(width: 240, height: 360)
            options.duration = 0.5
            options.images = ["photo": try Self.photo(alpha: alpha)]
            let renderer = try FrameRenderer(Simulation(Stack(), options: options), name: "Stack")
            let frames = try renderer.simulate(recording: { _ in true })
            XCTAssertGreaterThan(frames.count, 20)
            // Every third frame: the swipe's start, flight and end.
            for frame in frames where frame.index % 3 == 0 {
                let drawing = try XCTUnwrap(frame.drawing)
                let skipping = try drawing.draw(), full = try drawing.draw(skippingHiddenPixels: false)
                let x = skipping.bytes, y = full.bytes
                let differing = zip(x, y).filter { $0 != $1 }.count
                XCTAssertEqual(differing, 0, "frame \(frame.index), photo alpha \(alpha)")
                // The renderer's own path (a reused, cleared frame buffer) draws the same.
                let rendered = try renderer.draw(frame)
                XCTAssertTrue(rendered.bytes == y, "frame \(frame.index) through the renderer")
                renderer.recycle(rendered)
            }
        }
    }
}
