// The compiler plugin behind SwipeUI's `#Preview` and `@Entry` (`EntryMacro.swift`): one small
// executable, no swift-syntax.
//
// Why not swift-syntax: a package cannot fetch it here, and linking the toolchain's own copy
// needs unsafe flags, which SwiftPM refuses in a package depended on by version
// (docs/previews.md). So this plugin speaks the compiler's plugin protocol itself, as documented by
// swift-syntax's `SwiftCompilerPluginMessageHandling` (`PluginMessages.swift`,
// `StandardIOMessageConnection.swift`): each message is a 64-bit little-endian byte count
// followed by that many bytes of JSON, on standard input (host to plugin) and standard output
// (plugin to host). The host first asks `getCapability`, then sends one
// `expandFreestandingMacro` per `#Preview`, with the expansion's source text and location.
//
// The expansion needs no parser: `#Preview(arguments) { body }` becomes a call of
// `SwipeUI.Preview(arguments) { body }` — the same argument list, type-checked by the
// compiler against `Preview`'s initialisers — inside a type conforming to
// `SwipeUI.PreviewRegistry` that also records the file, line and column. That is the shape of
// Apple's own expansion (a `DeveloperToolsSupport.PreviewRegistry` with `fileID`, `line`,
// `column` and `makePreview()`, as Xcode 15's expanded source shows it: Ozon Tech, "Изнутри:
// Swift макрос — #Preview", habr.com/ru/companies/ozontech/articles/744216). The type's name is a
// unique macro name (the host's discriminator + the name's length and text + `fMu_`, as
// swift-syntax's `makeUniqueName` mangles it), which the compiler accepts at file scope. A body
// with `@Previewable` declarations becomes a wrapper view instead (`PreviewableExpansion.swift`,
// which finds the closure and its statements with `SourceScan.swift`).

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A host message: a JSON object whose single key names the case (Swift's `Codable` enum form).
struct HostMessage: Decodable {
    struct Capability: Decodable { var protocolVersion: Int }
    struct GetCapability: Decodable { var capability: Capability? }
    struct MacroReference: Decodable { var moduleName: String; var typeName: String; var name: String }
    struct Location: Decodable { var fileID: String; var fileName: String; var offset: Int; var line: Int; var column: Int }
    struct Syntax: Decodable { var source: String; var location: Location }
    struct ExpandFreestanding: Decodable { var macro: MacroReference; var discriminator: String; var syntax: Syntax }
    /// An attached macro's expansion for one role (`@Entry`: "accessor", then "peer").
    /// (Only the macro is required, so a request for another macro gets an error reply.)
    struct ExpandAttached: Decodable {
        var macro: MacroReference
        var macroRole: String?
        var declSyntax: Syntax?
        /// The declarations around the macro's, innermost first, each without its members
        /// (`extension ContainerValues {}`); sent by hosts since protocol 6.
        var lexicalContext: [LexicalSyntax]?
    }
    struct LexicalSyntax: Decodable { var source: String }

    struct LoadPluginLibrary: Decodable { var libraryPath: String }

    var getCapability: GetCapability?
    var expandFreestandingMacro: ExpandFreestanding?
    var expandAttachedMacro: ExpandAttached?
    var loadPluginLibrary: LoadPluginLibrary?
}

struct Diagnostic: Encodable {
    struct Position: Encodable { var fileName: String; var offset: Int }
    var message: String
    var severity = "error"
    var position: Position
    // Required by the host; this plugin's diagnostics have no highlights, notes or fix-its.
    var highlights: [Position] = []
    var notes: [Position] = []
    var fixIts: [Position] = []
}

struct ExpansionResult: Encodable { var expandedSource: String?; var diagnostics: [Diagnostic] }
struct AttachedResult: Encodable {
    var expandedSources: [String]?
    var diagnostics: [Diagnostic]
    init(_ result: ExpansionResult) {
        expandedSources = result.expandedSource.map { $0.isEmpty ? [] : [$0] }
        diagnostics = result.diagnostics
    }
}
struct LibraryResult: Encodable { var loaded: Bool; var diagnostics: [Diagnostic] }
struct CapabilityResult: Encodable {
    struct Capability: Encodable { var protocolVersion: Int }
    var capability: Capability
}
/// Plugin messages, each encoded as `{"<case>": {…}}`.
enum PluginMessage: Encodable {
    case capability(CapabilityResult)
    case expansion(ExpansionResult, unified: Bool)
    case attachedExpansion(ExpansionResult, unified: Bool)
    case library(LibraryResult)

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .capability(let result): try container.encode(result, forKey: Key("getCapabilityResult"))
        case .expansion(let result, let unified):
            // Hosts before protocol 5 know only the per-role result message.
            try container.encode(result, forKey: Key(unified ? "expandMacroResult" : "expandFreestandingMacroResult"))
        case .attachedExpansion(let result, let unified):
            if unified {
                try container.encode(result, forKey: Key("expandMacroResult"))
            } else {
                // Before protocol 5: `expandAttachedMacroResult` with a list of sources.
                try container.encode(AttachedResult(result), forKey: Key("expandAttachedMacroResult"))
            }
        case .library(let result): try container.encode(result, forKey: Key("loadPluginLibraryResult"))
        }
    }
    struct Key: CodingKey {
        var stringValue: String
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }
}

/// The protocol version this plugin answers with (the expansion messages it uses exist since 5).
let pluginProtocolVersion = 7

/// `#Preview…` as a registry type, or a diagnostic when the text is not a `#Preview` expansion.
/// The host's text starts with the node's leading trivia (comments, blank lines) and its
/// location is where that starts; the `#` is found past the comments and attributes, and its
/// own line and column (UTF-8 bytes) are recorded.
func expand(_ request: HostMessage.ExpandFreestanding) -> ExpansionResult {
    let source = request.syntax.source
    let location = request.syntax.location
    let macroToken = "#" + request.macro.name
    guard let tokenStart = firstToken(macroToken, in: source) else {
        let position = Diagnostic.Position(fileName: location.fileName, offset: location.offset)
        return ExpansionResult(
            expandedSource: nil,
            diagnostics: [
                Diagnostic(message: "SwipeUI's preview macro could not find '\(macroToken)' in its expansion", position: position)
            ])
    }
    let before = source[..<tokenStart]
    let arguments = source[source.index(tokenStart, offsetBy: macroToken.count)...]
    let (line, column) = position(after: before, startingAt: (location.line, location.column))
    let name = "\(request.discriminator)\("PreviewRegistry".count)PreviewRegistryfMu_"
    // With `@Previewable` declarations, a wrapper view holds them (PreviewableExpansion.swift).
    let makePreview =
        previewableParts(of: String(arguments)).map(previewableMembers) ?? """
                static func makePreview() -> SwipeUI.Preview {
                    SwipeUI.Preview\(arguments)
                }
            """
    let expanded = """
        \(before)struct \(name): SwipeUI.PreviewRegistry {
            static var fileID: String { \(stringLiteral(location.fileID)) }
            static var line: Int { \(line) }
            static var column: Int { \(column) }
        \(makePreview)
        }
        """
    return ExpansionResult(expandedSource: expanded, diagnostics: [])
}

/// Where `token` (e.g. `#Preview`, not `#PreviewX`) first occurs outside `//` and `/* */`
/// comments (which nest).
func firstToken(_ token: String, in source: String) -> String.Index? {
    var index = source.startIndex
    while index < source.endIndex {
        let rest = source[index...]
        if rest.hasPrefix("//") {
            index = rest.firstIndex(of: "\n") ?? source.endIndex
        } else if rest.hasPrefix("/*") {
            var depth = 0
            while index < source.endIndex {
                let here = source[index...]
                if here.hasPrefix("/*") {
                    depth += 1; index = source.index(index, offsetBy: 2)
                } else if here.hasPrefix("*/") {
                    depth -= 1; index = source.index(index, offsetBy: 2); if depth == 0 { break }
                } else {
                    index = source.index(after: index)
                }
            }
        } else if rest.hasPrefix(token) {
            let end = source.index(index, offsetBy: token.count)
            if end == source.endIndex || !(source[end].isLetter || source[end].isNumber || source[end] == "_") { return index }
            index = end
        } else {
            index = source.index(after: index)
        }
    }
    return nil
}

/// The line and UTF-8 column just after `text`, which starts at `start`.
func position(after text: Substring, startingAt start: (line: Int, column: Int)) -> (line: Int, column: Int) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.count == 1 { return (start.line, start.column + text.utf8.count) }
    return (start.line + lines.count - 1, lines[lines.count - 1].utf8.count + 1)
}

/// A Swift string literal of `text`.
func stringLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": literal += "\\\\"
        case "\"": literal += "\\\""
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        case "\t": literal += "\\t"
        default: literal.unicodeScalars.append(scalar)
        }
    }
    return literal + "\""
}

/// Reads exactly `count` bytes from standard input; nil at end of input.
func readBytes(_ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
        let got = bytes.withUnsafeMutableBytes { read(0, $0.baseAddress! + done, count - done) }
        if got <= 0 { return nil }
        done += got
    }
    return bytes
}

func writeBytes(_ bytes: [UInt8]) {
    var done = 0
    while done < bytes.count {
        let wrote = bytes.withUnsafeBytes { write(1, $0.baseAddress! + done, bytes.count - done) }
        if wrote <= 0 { exit(1) }
        done += wrote
    }
}

let nowhere = Diagnostic.Position(fileName: "", offset: 0)

/// Larger than any source file's macro expansion; a bigger length is a garbled header.
let maximumMessageBytes: UInt64 = 256 << 20

struct PluginError: Error, CustomStringConvertible { let description: String }

func send(_ message: PluginMessage) throws {
    let payload = [UInt8](try JSONEncoder().encode(message))
    writeBytes(withUnsafeBytes(of: UInt64(payload.count).littleEndian) { [UInt8]($0) } + payload)
}

@main
enum PreviewMacroPlugin {
    /// Serves the host until it closes the pipe. A message that cannot be read ends the plugin
    /// with a message on standard error and exit status 1 (the host reports the plugin's
    /// failure), never a trap.
    static func main() {
        do {
            try serve()
        } catch {
            let message = Array("SwipeUI's preview plugin could not read the compiler's message: \(error)\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            exit(1)
        }
    }

    static func serve() throws {
        var hostProtocolVersion = 0
        while let header = readBytes(8) {
            let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
            guard length > 0 else { return }  // an empty message asks the plugin to stop
            guard length <= maximumMessageBytes else { throw PluginError(description: "a message of \(length) bytes is over the 256 MiB limit") }
            guard let payload = readBytes(Int(length)) else { return }
            let message = try JSONDecoder().decode(HostMessage.self, from: Data(payload))
            if let request = message.getCapability {
                hostProtocolVersion = request.capability?.protocolVersion ?? 0
                try send(.capability(CapabilityResult(capability: .init(protocolVersion: pluginProtocolVersion))))
            } else if let request = message.expandFreestandingMacro {
                try send(.expansion(expand(request), unified: hostProtocolVersion >= 5))
            } else if let request = message.expandAttachedMacro {
                let location = request.declSyntax?.location
                let position = location.map { Diagnostic.Position(fileName: $0.fileName, offset: $0.offset) } ?? nowhere
                let result: ExpansionResult
                if request.macro.typeName == "EntryMacro", let role = request.macroRole, let declaration = request.declSyntax {
                    let context = request.lexicalContext?.first?.source
                    result = expandEntry(role: role, declaration: declaration.source, lexicalContext: context, position: position)
                } else if request.macro.typeName == "PreviewableMacro" {
                    // A tag read by `#Preview`'s expansion (PreviewableExpansion.swift); it adds nothing.
                    result = ExpansionResult(expandedSource: "", diagnostics: [])
                } else {
                    result = ExpansionResult(
                        expandedSource: nil,
                        diagnostics: [
                            Diagnostic(message: "SwipeUI's macro plugin has no attached macro '\(request.macro.typeName)'", position: position)
                        ])
                }
                try send(.attachedExpansion(result, unified: hostProtocolVersion >= 5))
            } else if let request = message.loadPluginLibrary {
                // Not advertised as a feature, so a host should never ask.
                try send(
                    .library(
                        LibraryResult(
                            loaded: false,
                            diagnostics: [
                                Diagnostic(message: "SwipeUI's preview plugin does not load libraries (\(request.libraryPath))", position: nowhere)
                            ])))
            } else {
                let unsupported = ExpansionResult(
                    expandedSource: nil,
                    diagnostics: [
                        Diagnostic(message: "SwipeUI's macro plugin expands '#Preview', '@Previewable' and '@Entry' only", position: nowhere)
                    ])
                try send(.expansion(unsupported, unified: hostProtocolVersion >= 5))
            }
        }
    }
}
