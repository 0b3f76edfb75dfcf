import Foundation
import SwipeBase

/// SwiftUI's `OpenURLAction` (iOS 14; Apple, "OpenURLAction"), read with
/// `@Environment(\.openURL) private var openURL` and called as `openURL(url)` or
/// `openURL(url) { accepted in … }`. A handler set with `.environment(\.openURL, OpenURLAction {
/// url in … })` is called first; it answers `.handled` (the completion gets true), `.discarded`
/// (false) or `.systemAction` / `.systemAction(otherURL)`, which passes the URL on to the system's
/// action (Apple, "OpenURLAction.Result"; OpenSwiftUI's `OpenURLAction.swift` keeps the action
/// the custom one replaced as its fallback, as here).
///
/// The system's action opens URLs in another app or Safari; a simulation has no other app, so it
/// opens nothing: the completion gets false, and `Simulation.warnings` names each URL once.
public struct OpenURLAction {
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled
            case discarded
            case systemAction(URL?)
        }
        let kind: Kind
        public static let handled = Result(kind: .handled)
        public static let discarded = Result(kind: .discarded)
        public static let systemAction = Result(kind: .systemAction(nil))
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    /// The custom handler, nil for the system's action alone.
    let handler: ((URL) -> Result)?
    /// The system's action: true when the URL was opened.
    let system: (URL) -> Bool

    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
        self.system = { _ in false }
    }

    init(handler: ((URL) -> Result)?, system: @escaping (URL) -> Bool) {
        self.handler = handler
        self.system = system
    }

    /// The simulation's system action: opens nothing, notes the URL once.
    static func simulation(_ warnings: SimulationWarnings?) -> OpenURLAction {
        OpenURLAction(handler: nil) { url in
            warnings?.note(
                key: "openURL \(url.absoluteString)",
                "OpenURLAction: asked to open \(EchoText.clip(url.absoluteString)); a simulation opens no other app, so nothing was opened (the completion gets false)"
            )
            return false
        }
    }

    public func callAsFunction(_ url: URL) { open(url) }

    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) { completion(open(url)) }

    @discardableResult
    private func open(_ url: URL) -> Bool {
        guard let handler else { return system(url) }
        switch handler(url).kind {
        case .handled: return true
        case .discarded: return false
        case .systemAction(let other): return system(other ?? url)
        }
    }
}

extension EnvironmentValues {
    /// The action that opens a URL; setting a custom one keeps the system's as its fallback.
    public var openURL: OpenURLAction {
        get { openURLStorage }
        set { openURLStorage = OpenURLAction(handler: newValue.handler, system: openURLStorage.system) }
    }
}

extension View {
    /// The action to run when the app is asked to open a URL (Apple, "onOpenURL(perform:)"). A
    /// simulation receives no URLs, so it is never called.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
