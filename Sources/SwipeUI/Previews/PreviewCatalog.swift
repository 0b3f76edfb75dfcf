/// The previews of the running program's modules, found without being listed: every
/// `#Preview` and every view at the top of a `PreviewProvider`'s `previews`
/// (`PreviewDiscovery`, `PreviewVariant.split`).
///
///     for preview in PreviewCatalog.previews(inModule: "MyDeck") {
///         try preview.simulation().writePNGs(to: "out/" + preview.identifier, name: preview.identifier)
///     }
///
/// Order: `#Preview`s by file and line, then providers by type name, each provider's previews
/// in the order written — the same on every run.
public enum PreviewCatalog {
    /// Every preview of every loaded module.
    public static func allPreviews() -> [ModulePreview] {
        previews(where: { _ in true })
    }

    /// The previews declared in `module` (a `#Preview` whose `#fileID` starts `module/`, a
    /// provider whose type is `module.…`).
    public static func previews(inModule module: String) -> [ModulePreview] {
        previews(where: { $0 == module })
    }

    private static func previews(where isWanted: (String) -> Bool) -> [ModulePreview] {
        var registries: [any PreviewRegistry.Type] = []
        var providers: [(name: String, type: any PreviewProvider.Type)] = []
        for type in PreviewDiscovery.conformingTypes() {
            if let registry = type as? any PreviewRegistry.Type, isWanted(moduleName(ofFileID: registry.fileID)) {
                registries.append(registry)
            } else if let provider = type as? any PreviewProvider.Type {
                let name = String(reflecting: provider)
                if isWanted(String(name.prefix { $0 != "." })) { providers.append((name, provider)) }
            }
        }
        registries.sort { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
        // A private type's reflected name holds an address: sort by the name without it.
        providers.sort { (stableName($0.name), $0.name) < (stableName($1.name), $1.name) }

        var identifiers = PreviewIdentifiers()
        var result: [ModulePreview] = []
        for registry in registries {
            let preview = registry.makePreview()
            let stem = fileStem(registry.fileID)
            result.append(
                ModulePreview(
                    name: preview.name, identifier: identifiers.claim(stem + "-" + (preview.name ?? "line\(registry.line)")),
                    source: "\(registry.fileID):\(registry.line)", traits: preview.traits.map(\.setting), device: nil,
                    build: { AnyView(erasing: preview.body()) }))
        }
        for (name, provider) in providers {
            let variants = PreviewVariant.split(callPreviewBody { providerPreviews(provider) })
            let typeName = ownName(name)
            for (index, variant) in variants.enumerated() {
                let suffix = variant.annotation.displayName.map { "-" + $0 } ?? (variants.count > 1 ? "-\(index)" : "")
                let annotation = variant.annotation
                let traits = [
                    annotation.layout.map(PreviewTrait<Preview.ViewTraits>.Setting.layout),
                    annotation.orientation.map(PreviewTrait<Preview.ViewTraits>.Setting.orientation),
                ].compactMap { $0 }
                let view = variant.view
                result.append(
                    ModulePreview(
                        name: annotation.displayName, identifier: identifiers.claim(typeName + suffix), source: stableName(name),
                        traits: traits, device: annotation.device, build: { AnyView(erasing: view) }))
            }
        }
        return result
    }

    @MainActor private static func providerPreviews<P: PreviewProvider>(_ provider: P.Type) -> any View {
        provider.previews
    }

    /// `Type` of `Module.Outer.Type`.
    private static func ownName(_ reflected: String) -> String {
        String(reflected.split(separator: ".").last ?? Substring(reflected))
    }

    /// The reflected name without a private type's "(unknown context at $…)" part, whose
    /// address changes from run to run.
    private static func stableName(_ reflected: String) -> String {
        reflected.split(separator: ".").filter { !$0.hasPrefix("(unknown context") }.joined(separator: ".")
    }

    /// `Module` of `Module/File.swift`.
    private static func moduleName(ofFileID fileID: String) -> String {
        String(fileID.split(separator: "/", maxSplits: 1).first ?? "")
    }

    /// `File` of `Module/Folder/File.swift`.
    private static func fileStem(_ fileID: String) -> String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }
}

/// Golden-safe identifiers, each given once: characters other than ASCII letters, digits, `-`,
/// `_` and `.` become `_`; an identifier already given gets `-2`, `-3`, … .
struct PreviewIdentifiers {
    private var given: Set<String> = []

    mutating func claim(_ wanted: String) -> String {
        let safe = String(
            wanted.unicodeScalars.map { scalar -> Character in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": return Character(scalar)
                default: return "_"
                }
            })
        var candidate = safe
        var next = 2
        while given.contains(candidate) {
            candidate = "\(safe)-\(next)"
            next += 1
        }
        given.insert(candidate)
        return candidate
    }
}

/// Calls a main-actor preview body (a `#Preview` closure, a provider's `previews`) on the
/// calling thread, the way SwipeUI evaluates every view's `body`: a simulation is synchronous
/// and single-threaded, so its caller keeps the isolation. This lets tests call the previews
/// from any thread — XCTest on Linux cannot run a `@MainActor` test class, and Swift Testing
/// runs tests off the main thread. A synchronous function's isolation does not change how it
/// is called, so the cast is sound for these closures.
func callPreviewBody<T>(_ body: @escaping @MainActor () -> T) -> T {
    unsafeBitCast(body, to: (() -> T).self)()
}
