import SwipeUI
import XCTest

/// Pushing in a `NavigationStack`: a tap on a `NavigationLink` slides the destination in from
/// the trailing edge, the back button pops it, the path binding pushes and pops.
final class NavigationPushTests: XCTestCase {
    struct Card: Hashable { var name: String }

    /// A profile page with its own state: a counter a button bumps.
    struct Profile: View {
        let card: Card
        @State var likes = 0
        var body: some View {
            VStack {
                Text(card.name)
                Button("Like \(likes)") { likes += 1 }
            }
            .accessibilityIdentifier("profile")
            .navigationTitle(card.name)
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    struct Deck: View {
        var body: some View {
            NavigationStack {
                VStack {
                    Color.orange.frame(width: 200, height: 200)
                    NavigationLink("Open Ada", value: Card(name: "Ada"))
                }
                .accessibilityIdentifier("deck")
                .navigationTitle("Deck")
                .navigationBarTitleDisplayMode(.inline)
                .navigationDestination(for: Card.self) { Profile(card: $0) }
            }
        }
    }

    func options(duration: Double) -> SimulationOptions {
        var options = SimulationOptions()
        options.duration = duration
        options.fps = 60
        return options
    }

    /// x of the identified view's origin on the canvas at each frame (nil where absent).
    func originX(_ id: String, in frames: [Frame]) -> [Double?] {
        frames.map { frame in frame.identifiedViews.first { $0.identifier == id }.map { $0.transform[4] } }
    }

    /// UIKit's default spring (m 3, k 1000, c 500) from rest, 0 → 1, time-scaled to settle in
    /// 0.5 s: computed here from the two roots of the over-damped characteristic equation.
    static func pushFraction(at t: Double) -> Double {
        let m = 3.0, k = 1000.0, c = 500.0
        let disc = (c * c - 4 * m * k).squareRoot()
        let r1 = (-c + disc) / (2 * m), r2 = (-c - disc) / (2 * m)
        func x(_ t: Double) -> Double { 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1) }
        // The settling time: 1 − x(T) = 0.001, by bisection.
        var lo = 0.0, hi = 10.0
        for _ in 0..<200 { let mid = (lo + hi) / 2; if 1 - x(mid) > 0.001 { lo = mid } else { hi = mid } }
        return x(t * hi / 0.5)
    }

    func testATapOnALinkSlidesTheDestinationInAlongUIKitsCurve() throws {
        let simulation = try Simulation(Deck(), script: [.wait(0.1), .tapButton("Open Ada"), .wait(1)], options: options(duration: 1.2))
        let frames = try simulation.frames()
        _ = try simulation.writePNGs(to: NSTemporaryDirectory() + "swipeui-navigation/push")
        let profile = originX("profile", in: frames)
        let deck = originX("deck", in: frames)
        print("profile", profile.prefix(50).map { $0.map { String(format: "%.1f", $0) } ?? "-" })
        print("deck", deck.prefix(50).map { $0.map { String(format: "%.1f", $0) } ?? "-" })
    }
}
