import SwiftUI
import XCTest

/// `URLSession` in a simulation: the deck's code compiles as on iOS (Linux's URL loading is
/// FoundationNetworking's), and no request leaves the machine — each fails as on a device without
/// a connection, `URLError(.notConnectedToInternet)` (Apple, `URLError.Code`), on the virtual
/// clock at the frame of `resume()`, and is reported once per URL.
final class URLSessionTests: XCTestCase {
    func testADataTaskFailsAsOfflineOnTheVirtualClock() throws {
        let loader = RemoteCardLoader()
        let simulation = try Simulation(RemoteCardView(loader: loader), options: plainOptions(duration: 0.4))
        let frames = try simulation.frames()
        // Loaded at 0.2 s (frame 12): the task fails in that frame, no data and no response; the
        // task cancelled before its failure ran completes as cancelled instead.
        XCTAssertEqual(loader.log.events, ["done@200 data=false response=false", "cancelled=true"])
        XCTAssertEqual(frames[11].identified("state")?.label, "idle")
        XCTAssertEqual(frames[12].identified("state")?.label, "offline")
        XCTAssertEqual(simulation.warnings.filter { $0.contains("https://example.com/card.jpg") }.count, 1)
    }

    func testAsyncDataThrowsNotConnectedToInternet() async {
        do {
            _ = try await URLSession.shared.data(from: URL(string: "https://example.com/cards.json")!)
            XCTFail("a simulation has no network")
        } catch {
            XCTAssertEqual((error as? URLError)?.code, .notConnectedToInternet)
        }
    }
}
