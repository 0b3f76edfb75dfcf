import Foundation
import SwipeBase

/// SwiftUI's `AsyncImage` on the virtual clock: it shows `content(.empty)` (by default a grey
/// placeholder that fills the space offered) until its load finishes, then `content(.success)`
/// with the image, or `content(.failure)` — the phase set inside `transaction`, so
/// `AsyncImage(url:transaction: Transaction(animation: .easeIn))` fades or springs the image in.
///
/// The "network" is `SimulationOptions.remoteImages` (bitmaps by URL); a load takes
/// `SimulationOptions.remoteImageLoadTime` seconds from the view appearing or its URL changing,
/// and shows at the first display frame at or after that time. A URL that is not listed (and is
/// not a `file:` URL of a PNG) fails and is reported in `Simulation.warnings`; a nil URL stays
/// empty. A view that disappears, or whose URL changes, before its load finishes drops that load
/// (OpenSwiftUI `AsyncImage.swift`: a task per URL, cancelled on disappear; the phase is kept
/// until the next load finishes).
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let content: (AsyncImagePhase) -> Content
    @State private var loading = AsyncImageLoading()

    /// The image at its natural size (`scale` image pixels per point) once loaded; until then
    /// (and on failure) the standard placeholder.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        self.transaction = Transaction()
        self.content = { phase in phase.image ?? Image(placeholder: ()) }
    }

    /// `content(image)` once loaded, `placeholder()` until then and on failure.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase -> _ConditionalContent<I, P> in
            if let image = phase.image { return ViewBuilder.buildEither(first: content(image)) }
            return ViewBuilder.buildEither(second: placeholder())
        }
    }

    /// `content(phase)` for each phase of the load; the phase changes inside `transaction`.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    public var body: some View {
        content(loading.phase)
            .onAppear { load(url) }
            .onDisappear {
                loading.request += 1; loading.url = nil
            }
            .onChange(of: url) { _, newURL in load(newURL) }
    }

    /// Starts loading `newURL` unless it is the one loading or loaded (OSUI `didChangeURL`).
    private func load(_ newURL: URL?) {
        guard newURL != loading.url else { return }
        loading.request += 1
        guard let newURL else {
            withTransaction(transaction) { loading = AsyncImageLoading(request: loading.request) }
            return
        }
        loading.url = newURL
        let request = loading.request
        let pixelsPerPoint = Double(scale) > 0 && Double(scale).isFinite ? Double(scale) : 1
        let store = ViewGraph.current?.images
        let succeeds = store?.loads(url: newURL, typePath: "AsyncImage(url: \(EchoText.clip(newURL.absoluteString)))") ?? false
        let state = _loading
        let transaction = self.transaction
        DispatchQueue.main.asyncAfter(deadline: .now() + (store?.remoteLoadTime ?? 0)) {
            guard state.wrappedValue.request == request else { return }
            withTransaction(transaction) {
                var image = Image(remote: newURL.absoluteString)
                image.pixelsPerPoint = pixelsPerPoint
                state.wrappedValue.phase = succeeds ? .success(image) : .failure(AsyncImageError(url: newURL.absoluteString))
            }
        }
    }
}

/// The phases of an `AsyncImage` load (SwiftUI's `AsyncImagePhase`).
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    /// The loaded image, if the load succeeded.
    public var image: Image? {
        if case let .success(image) = self { return image }
        return nil
    }

    /// The error, if the load failed.
    public var error: (any Error)? {
        if case let .failure(error) = self { return error }
        return nil
    }
}

/// Why an `AsyncImage` load failed: its URL is not in `SimulationOptions.remoteImages`.
public struct AsyncImageError: Error, CustomStringConvertible, Sendable {
    public let url: String
    public var description: String { "no image for \(EchoText.clip(url)) in SimulationOptions.remoteImages" }
}

/// An `AsyncImage`'s state: the phase shown, the URL loading or loaded, and a counter that
/// tells a finishing load whether it is still wanted.
struct AsyncImageLoading {
    var request = 0
    var url: URL?
    var phase = AsyncImagePhase.empty
}

extension Image {
    init(remote url: String) { source = .remote(url) }
    init(placeholder: ()) { source = .placeholder }
}
