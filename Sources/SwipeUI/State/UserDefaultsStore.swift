/// The user defaults of one pass of a simulation (`ViewGraph.userDefaults`): what `@AppStorage`
/// and `@SceneStorage` read and write. In memory and made afresh for each pass, seeded from
/// `SimulationOptions.userDefaults`, so the same deck gives the same frames on every run and
/// every machine: the machine's own `UserDefaults` are never read or written.
///
/// Domains: the standard one (`@AppStorage` without `store:`, or with `store: .standard`); one per
/// other `UserDefaults` object a deck passes as `store:` or to `.defaultAppStorage(_:)` (empty at
/// the start; two properties given the same object share it); and the scene's (`@SceneStorage`).
final class UserDefaultsStore {
    private var standard: [String: UserDefaultsValue]
    /// Other `UserDefaults` objects' domains, kept with the object so that its identity is not reused.
    private var suites: [(defaults: UserDefaults, values: [String: UserDefaultsValue])] = []
    private var scene: [String: UserDefaultsValue] = [:]

    init(seed: [String: UserDefaultsValue] = [:]) { standard = seed }

    /// Where a property's key lives.
    enum Domain {
        /// `UserDefaults` given by the property or the environment; nil is the standard domain.
        case app(UserDefaults?)
        case scene
    }

    subscript(key: String, in domain: Domain) -> UserDefaultsValue? {
        get {
            switch domain {
            case .scene: return scene[key]
            case .app(let defaults):
                guard let defaults, defaults !== UserDefaults.standard else { return standard[key] }
                return suites.first { $0.defaults === defaults }?.values[key]
            }
        }
        set {
            switch domain {
            case .scene: scene[key] = newValue
            case .app(let defaults):
                if defaults == nil || defaults === UserDefaults.standard {
                    standard[key] = newValue
                } else if let defaults, let index = suites.firstIndex(where: { $0.defaults === defaults }) {
                    suites[index].values[key] = newValue
                } else if let defaults {
                    suites.append((defaults, [key: newValue].compactMapValues { $0 }))
                }
            }
        }
    }
}

extension ViewGraph {
    /// An `@AppStorage` or `@SceneStorage` property was set while a `body` ran: the value is
    /// stored (user defaults are not view state), but the views are not updated for it, and the
    /// deck is told, as SwiftUI warns of any state modified during a view update.
    func userDefaultsWrittenDuringBody(key: String) {
        guard let path = bodyInEvaluation else { return }
        let where_ = path.clippedDescription(keepingFirst: 4, last: 6)
        warnings.note(
            key: "user defaults during body \(where_)",
            "\(where_): Modifying state during view update, this will cause undefined behavior. (the @AppStorage or @SceneStorage \"\(key)\" was set while body ran; SwipeSim stores the value but updates no view for it: set it in an action, onAppear, onChange or .task instead)"
        )
    }
}
