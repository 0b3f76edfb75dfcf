import SwipeRaster
import SwipeBase

/// What a simulation worked around instead of failing, for the user to read: symbol names
/// SwipeSim does not draw (`Image(systemName:)` draws the placeholder instead, sized as the
/// symbol would be), URLs an `AsyncImage` could not load (it shows its failure phase), image
/// names with no bitmap (`Image`'s missing-image placeholder), colour
/// names missing from `SimulationOptions.namedColors`, and `.task`s waiting on something
/// SwipeSim cannot run on the virtual clock. One message per problem, in the order they were
/// met; read them as `Simulation.warnings`.
///
/// Shared by every pass through one `Simulation` (a renderer may simulate again on another
/// thread to draw a frame), so it locks; a pass sees views in the same order each time, so
/// the messages come out in the same order every run.
final class SimulationWarnings: @unchecked Sendable {
    private let lock = Lock()
    private var symbolNames: Set<String> = []
    private var urls: Set<String> = []
    private var list: [String] = []
    private var noteKeys: Set<String> = []

    var messages: [String] { lock.withLock { list } }

    /// Notes that the view at `typePath` asked for the symbol `name`, which SwipeSim does not
    /// draw; only the first view asking for a name is reported.
    func unknownSymbol(_ name: String, typePath: String) {
        lock.withLock {
            guard symbolNames.insert(name).inserted else { return }
            list.append(SimulationWarnings.unknownSymbolMessage(name, typePath: typePath))
        }
    }

    /// Notes that an `AsyncImage` at `typePath` could not load `url` (not in
    /// `SimulationOptions.remoteImages`); each URL is reported once.
    func unloadableURL(_ url: String, known: [String], typePath: String) {
        lock.withLock {
            guard urls.insert(url).inserted else { return }
            var message = "\(typePath): no image for \(EchoText.clip(url)) in SimulationOptions.remoteImages; AsyncImage shows its failure phase."
            if let suggestion = Suggestions.closest(to: url, among: known) { message += " Did you mean \(suggestion)?" }
            list.append(message)
        }
    }

    /// Adds `message` unless a message with the same `key` was added before (one line per
    /// problem, however often it happens).
    func note(key: String, _ message: String) {
        lock.withLock {
            guard noteKeys.insert(key).inserted else { return }
            list.append(message)
        }
    }

    /// `MyDeck › Image(systemName: "stars"): SwipeSim does not draw the symbol "stars"; it
    /// draws a placeholder of the same size instead. Did you mean "star"?` — or, with no
    /// name close enough, the list of symbols SwipeSim draws.
    static func unknownSymbolMessage(_ name: String, typePath: String) -> String {
        let known = Icon.allCases.map(\.rawValue)
        var message = "\(typePath): SwipeSim does not draw the symbol \"\(EchoText.clip(name))\"; it draws a placeholder of the same size instead."
        if let suggestion = Suggestions.closest(to: name, among: known) {
            message += " Did you mean \"\(suggestion)\"?"
        } else {
            message += " SwipeSim draws: " + known.joined(separator: ", ")
        }
        return message
    }
}
