#if canImport(FoundationNetworking)

    /// `URLSession` in a simulation, on Linux: a deck's `URLSession.shared.dataTask(with:)`
    /// compiles as on iOS (Linux's `URLSession` lives in FoundationNetworking, which `import
    /// Foundation` does not bring; SwipeUI re-exports FoundationNetworking for `URLRequest`,
    /// `URLResponse` and the other types, and declares this class in `URLSession`'s place), and no
    /// request leaves the machine: frames must not depend on a network.
    ///
    /// Every request fails as a device without a connection fails it: a data task's completion
    /// handler gets `URLError(.notConnectedToInternet)` (Apple, `URLError.Code.notConnectedToInternet`:
    /// "a network resource was requested, but an internet connection has not been established"),
    /// no data and no response, on the virtual clock — at the display frame of `resume()`, after
    /// the code that resumed it, on the simulation's thread (on iOS it runs later, on a background
    /// queue) — and `data(from:)` / `data(for:)` throw it. Each URL is named once in
    /// `Simulation.warnings`. Images a deck shows from the network are `AsyncImage`'s, served by
    /// `SimulationOptions.remoteImages`; other data is best given to the deck directly.
    ///
    /// Not here: delegates, upload and download tasks, `URLSession.dataTaskPublisher`.
    public final class URLSession: @unchecked Sendable {
        public static let shared = URLSession(configuration: .default)
        public let configuration: URLSessionConfiguration

        public init(configuration: URLSessionConfiguration) { self.configuration = configuration }

        /// What a data task's completion handler gets: data, response and error.
        public typealias CompletionHandler = @Sendable (Data?, URLResponse?, (any Error)?) -> Void

        public func dataTask(with url: URL, completionHandler: @escaping CompletionHandler) -> URLSessionDataTask {
            URLSessionDataTask(request: URLRequest(url: url), completionHandler: completionHandler)
        }
        public func dataTask(with request: URLRequest, completionHandler: @escaping CompletionHandler) -> URLSessionDataTask {
            URLSessionDataTask(request: request, completionHandler: completionHandler)
        }

        /// Throws `URLError(.notConnectedToInternet)` at once.
        public func data(from url: URL) async throws -> (Data, URLResponse) { try await data(for: URLRequest(url: url)) }
        /// Throws `URLError(.notConnectedToInternet)` at once.
        public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
            throw Self.failure(of: request)
        }

        /// The error of a request in a simulation, noted once per URL.
        static func failure(of request: URLRequest) -> URLError {
            let url = request.url?.absoluteString ?? "a request without a URL"
            ViewGraph.current?.warnings.note(
                key: "URLSession \(url)",
                "URLSession: \(url) was not loaded: a simulation has no network, so the request failed with URLError.notConnectedToInternet (show remote images with AsyncImage and SimulationOptions.remoteImages, or give the deck its data)"
            )
            return URLError(.notConnectedToInternet)
        }
    }

    /// A data task of SwipeSim's `URLSession`: `resume()` fails it on the virtual clock; `cancel()`
    /// before then completes it with `URLError(.cancelled)` instead (Apple, `cancel()`: the task
    /// completes "with an error in the domain NSURLErrorDomain with the code NSURLErrorCancelled").
    /// The completion handler runs once.
    public final class URLSessionDataTask: @unchecked Sendable {
        public let originalRequest: URLRequest?
        public var currentRequest: URLRequest? { originalRequest }
        public private(set) var state = URLSessionTask.State.suspended
        private var completionHandler: URLSession.CompletionHandler?
        /// What the completion will be handed: the failure, or the cancellation that replaced it.
        private var error: URLError?

        init(request: URLRequest, completionHandler: @escaping URLSession.CompletionHandler) {
            originalRequest = request
            self.completionHandler = completionHandler
        }

        public func resume() {
            guard state == .suspended, let request = originalRequest else { return }
            state = .running
            error = URLSession.failure(of: request)
            DispatchQueue.main.async { self.complete() }
        }

        public func cancel() {
            guard state == .suspended || state == .running else { return }
            let wasRunning = state == .running
            state = .canceling
            error = URLError(.cancelled)
            // A running task's completion is already scheduled; it now hands over the cancellation.
            if !wasRunning { DispatchQueue.main.async { self.complete() } }
        }

        private func complete() {
            guard let handler = completionHandler else { return }
            completionHandler = nil
            state = .completed
            handler(nil, nil, error)
        }
    }

#endif
