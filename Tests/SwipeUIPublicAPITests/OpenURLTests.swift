import SwipeUI
import XCTest

/// `@Environment(\.openURL)` (Apple, "OpenURLAction"): a custom handler set with
/// `.environment(\.openURL, …)` is asked first; `.handled` / `.discarded` answer true / false,
/// `.systemAction` passes the URL to the system's action, which in a simulation opens nothing
/// (false) and names the URL once in the warnings.
final class OpenURLTests: XCTestCase {
    final class Log { var events: [String] = [] }

    struct Opener: View {
        let log: Log
        @Environment(\.openURL) private var openURL
        var body: some View {
            VStack(spacing: 40) {
                Button("Deck") {
                    openURL(URL(string: "https://example.com/deck")!) { accepted in log.events.append("deck \(accepted)") }
                }.accessibilityIdentifier("deck")
                Button("Other") {
                    openURL(URL(string: "https://other.org")!) { accepted in log.events.append("other \(accepted)") }
                }.accessibilityIdentifier("other")
            }
            .onOpenURL { url in log.events.append("received \(url)") }
        }
    }

    struct Handled: View {
        let log: Log
        var body: some View {
            Opener(log: log).environment(
                \.openURL,
                OpenURLAction { url in
                    log.events.append("handler \(url.host ?? "")")
                    return url.host == "example.com" ? .handled : .systemAction
                })
        }
    }

    private let taps: [TouchStep] = [.wait(0.05), .tapButton("deck"), .wait(0.1), .tapButton("other"), .wait(0.1), .tapButton("deck"), .wait(0.1)]

    func testTheSystemActionOpensNothingAndWarnsOncePerURL() throws {
        let log = Log()
        let simulation = try Simulation(Opener(log: log), script: taps)
        _ = try simulation.frames()
        XCTAssertEqual(log.events, ["deck false", "other false", "deck false"])
        XCTAssertEqual(simulation.warnings.filter { $0.contains("https://example.com/deck") }.count, 1)
        XCTAssertEqual(simulation.warnings.filter { $0.contains("https://other.org") }.count, 1)
    }

    func testACustomHandlerIsAskedFirstAndFallsBackToTheSystem() throws {
        let log = Log()
        let simulation = try Simulation(Handled(log: log), script: taps)
        _ = try simulation.frames()
        XCTAssertEqual(log.events, ["handler example.com", "deck true", "handler other.org", "other false", "handler example.com", "deck true"])
        XCTAssertFalse(simulation.warnings.contains { $0.contains("example.com") }, "handled: the system is not asked")
        XCTAssertEqual(simulation.warnings.filter { $0.contains("https://other.org") }.count, 1, "passed on to the system")
    }
}
