import Foundation
import SwiftUI

// An image loader as decks write one (Deck06's), in a file that says `import Foundation` beside
// `import SwiftUI`: `URLSession.shared.dataTask(with:)`, then back to the main queue
// (URLSessionTests).

final class RemoteCardLoader: ObservableObject {
    @Published var isLoading = false
    @Published var failure: String?
    let log = EventLog()
    private var pending: URLSessionDataTask?

    func load(_ url: URL) {
        isLoading = true
        let log = self.log
        URLSession.shared.dataTask(with: url) { data, response, error in
            log.events.append("done@\(EventLog.nowMilliseconds()) data=\(data != nil) response=\(response != nil)")
            DispatchQueue.main.async {
                self.isLoading = false
                self.failure = (error as? URLError)?.code == .notConnectedToInternet ? "offline" : "other"
            }
        }.resume()
        let cancelled = URLSession.shared.dataTask(with: URLRequest(url: url)) { _, _, error in
            log.events.append("cancelled=\((error as? URLError)?.code == .cancelled)")
        }
        cancelled.resume()
        cancelled.cancel()
        pending = cancelled
    }
}

struct RemoteCardView: View {
    @ObservedObject var loader: RemoteCardLoader
    var body: some View {
        Text(loader.isLoading ? "loading" : loader.failure ?? "idle")
            .accessibilityIdentifier("state")
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { loader.load(URL(string: "https://example.com/card.jpg")!) }
            }
    }
}
