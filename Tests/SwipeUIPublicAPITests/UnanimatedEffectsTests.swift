import SwipeUI
import XCTest

/// `.contentTransition` and `.symbolEffect` compile as in SwiftUI and draw what SwipeSim draws
/// without them (the new content at once, the symbol still), each named once in the warnings;
/// `.identity` and an inactive effect are no effect and are not named.
final class UnanimatedEffectsTests: XCTestCase {
    struct Counter: View {
        var effects: Bool
        @State private var likes = 0

        var body: some View {
            VStack {
                if effects {
                    Text("\(likes)").font(.largeTitle).contentTransition(.numericText())
                    Image(systemName: "heart.fill").symbolEffect(.bounce.up.byLayer, options: .repeating.speed(2), value: likes)
                    Image(systemName: "star.fill").symbolEffect(.pulse, isActive: false)
                    Text("same").contentTransition(.identity)
                } else {
                    Text("\(likes)").font(.largeTitle)
                    Image(systemName: "heart.fill")
                    Image(systemName: "star.fill")
                    Text("same")
                }
                Button("Like") { withAnimation { likes += 1 } }
            }
        }
    }

    private func run(effects: Bool) throws -> (frames: [[UInt8]], warnings: [String]) {
        var options = SimulationOptions()
        options.fps = 10
        let simulation = try Simulation(Counter(effects: effects), script: [.wait(0.2), .tapButton("Like"), .wait(0.4)], options: options)
        let frames = try simulation.frames().map(\.premultipliedRGBA)
        return (frames, simulation.warnings)
    }

    func testTheFramesAreThoseWithoutTheEffectsAndEachEffectIsNamedOnce() throws {
        let with = try run(effects: true), without = try run(effects: false)
        XCTAssertEqual(with.frames.count, without.frames.count)
        XCTAssertEqual(with.frames, without.frames)
        XCTAssertNotEqual(with.frames.first, with.frames.last, "the count changed after the tap")
        let notes = with.warnings.filter { $0.contains(".contentTransition") || $0.contains(".symbolEffect") }
        XCTAssertEqual(notes.count, 2, "\(with.warnings)")
        XCTAssertTrue(notes.contains { $0.contains("the content transition .numericText is not animated") }, "\(notes)")
        XCTAssertTrue(notes.contains { $0.contains("the symbol effect .bounce.up.byLayer is not drawn") }, "\(notes)")
        XCTAssertTrue(without.warnings.filter { $0.contains(".contentTransition") || $0.contains(".symbolEffect") }.isEmpty)
    }
}
