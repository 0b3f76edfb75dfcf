import SwipeRaster
import SwipeBase

extension Color {
    /// A colour from the app's asset catalog, as SwiftUI's `Color(_:bundle:)`: looked up when a
    /// view using it is resolved, in the running simulation's `SimulationOptions.namedColors`,
    /// else its `assetCatalogs`' colour sets (`bundle` is accepted and ignored). A name the table lacks draws `Color.missingNamePlaceholder` (magenta, the usual
    /// "missing asset" colour) and adds one line per name to `Simulation.warnings` — never an
    /// error, as a missing symbol is not. Outside a simulation there is no table: the placeholder.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(named: NamedColorReference(name: name, fallback: nil))
    }

    /// What `Color("Name")` draws for a name `SimulationOptions.namedColors` lacks: magenta,
    /// 255, 0, 255 (no deck uses it by accident, and it is seen at once).
    public static let missingNamePlaceholder = Color.rgb(255, 0, 255)
}

/// `Color("Name")` before it is resolved: the name, the opacity applied to it since
/// (`Color("Brand").opacity(0.5)`) and, for `Color.accentColor`, what it is without an entry.
struct NamedColorReference: Hashable, Sendable {
    let name: String
    var opacity = 1.0
    /// The colour when the table has no entry (no warning then); nil draws the placeholder.
    let fallback: SwipeRaster.Color?

    init(name: String, fallback: SwipeRaster.Color?) {
        self.name = name
        self.fallback = fallback
    }

    func withOpacity(_ factor: Double) -> NamedColorReference {
        var copy = self
        copy.opacity *= factor
        return copy
    }

    /// The colour in the simulation running on this thread: its table's entry (an entry that is
    /// itself a named colour is looked up in turn, up to `maximumDepth` names deep), else the
    /// fallback, else the placeholder with a warning.
    func resolved(depth: Int = 0) -> SwipeRaster.Color {
        let graph = ViewGraph.current
        if let entry = graph?.namedColors[name] {
            if let inner = entry.named, depth < NamedColorReference.maximumDepth {
                return inner.resolved(depth: depth + 1).withOpacity(opacity)
            } else if entry.named == nil {
                return entry.rgba.withOpacity(opacity)
            }
        }
        if let fallback { return fallback.withOpacity(opacity) }
        if let graph {
            let known = graph.namedColors.keys.sorted()
            let name = EchoText.clip(self.name)
            var message =
                "Color(\"\(name)\"): neither SimulationOptions.namedColors nor the asset catalogs have a colour named \"\(name)\"; SwipeSim draws it magenta (Color.missingNamePlaceholder) instead. Add the app's asset catalog (SimulationOptions.assetCatalogs) or the colour: options.namedColors[\"\(name)\"] = Color(red: …, green: …, blue: …)."
            if let suggestion = Suggestions.closest(to: self.name, among: known) {
                message += " Did you mean \"\(suggestion)\"?"
            } else if !known.isEmpty {
                message += " The table has: " + known.joined(separator: ", ")
            }
            graph.warnings.note(key: "Color(\"\(self.name)\")", message)
        }
        return Color.missingNamePlaceholder.rgba.withOpacity(opacity)
    }

    static let maximumDepth = 8
}
