import XCTest
import SwipeUI

final class SmokeRenderTests: XCTestCase {
    struct Card: View {
        var body: some View {
            ZStack(alignment: .bottomLeading) {
                RoundedRectangle(cornerRadius: 24).fill(LinearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom))
                VStack(alignment: .leading, spacing: 4) {
                    Text("Kyoto").font(.title).bold()
                    Text("Temples and tea houses").font(.subheadline)
                }
                .foregroundStyle(.white)
                .padding(20)
                Image(systemName: "heart.fill").font(.system(size: 40)).foregroundStyle(.white).padding()
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
            }
            .frame(width: 320, height: 480)
            .shadow(color: .black.opacity(0.12), radius: 12, y: 6)
            .rotationEffect(.degrees(8))
        }
    }

    func testCardRendersToPNG() throws {
        let sim = try Simulation(
            Card(),
            options: {
                var o = SimulationOptions(); o.duration = 0; return o
            }())
        let frames = try sim.frames()
        XCTAssertEqual(frames.count, 1)
        try Data(frames[0].pngData()).write(to: URL(fileURLWithPath: "/tmp/swipeui-smoke.png"))
    }
}
