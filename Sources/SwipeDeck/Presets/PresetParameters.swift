import SwipeMotion
import SwipeBase

/// Reads a preset's `parameters` object: every parameter is optional and defaults to the
/// seed's value; unknown names, wrong types, out-of-range numbers and malformed animation
/// specs are errors at `parameters.NAME`.
///
/// Each preset lists its parameters once (`PresetParameter`), which gives both the defaults
/// written by `swipesim scene --preset NAME` and the names `swipesim sweep` accepts.
public struct PresetParameters {
    let node: JSONNode
    let semantics: AnimationSemantics
    private let declared: [PresetParameter]

    init(_ scene: Scene, declared: [PresetParameter]) throws {
        node = JSONNode.detached(scene.parameters, path: "parameters", file: scene.source.file)
        semantics = scene.semantics == .ios16 ? .ios16 : .ios17
        self.declared = declared
        try node.requireObject(allowedKeys: declared.map(\.name))
    }

    /// The scene's value of `name`, or its declared default (the seed's value).
    private func field(_ name: String) -> JSONNode {
        if let given = node.optional(name) { return given }
        let fallback = declared.first { $0.name == name }?.defaultValue ?? .null
        return JSONNode.detached(fallback, path: "parameters." + name, file: node.file)
    }

    public func number(_ name: String, in range: ClosedRange<Double>) throws -> Double {
        try field(name).double(in: range)
    }

    public func flag(_ name: String) throws -> Bool {
        try field(name).bool()
    }

    /// An animation written as in SwiftUI source, e.g. `.spring(response: 0.42, dampingFraction: 0.74)`.
    public func animation(_ name: String) throws -> Animation {
        let field = field(name)
        let spec = try field.string()
        do {
            return try AnimationParser.parse(spec, semantics: semantics)
        } catch {
            throw field.error("malformed animation spec '\(EchoText.clip(spec))': \(error)")
        }
    }
}

/// One declared preset parameter and its default, as written in scene JSON.
public struct PresetParameter: Sendable {
    public var name: String
    public var defaultValue: JSONValue
    public var help: String

    public init(_ name: String, _ defaultValue: JSONValue, _ help: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.help = help
    }

    public static func number(_ name: String, _ value: Double, _ help: String) -> PresetParameter {
        PresetParameter(name, .number(value), help)
    }

    public static func animation(_ name: String, _ spec: String, _ help: String) -> PresetParameter {
        PresetParameter(name, .string(spec), help)
    }
}

extension JSONNode {
    /// A node for a value that did not come from a file (no locations known).
    static func detached(_ value: JSONValue, path: String, file: String) -> JSONNode {
        JSONNode(
            value: value, jsonPath: JSONPath(text: path), locations: nil,
            document: JSONParser.Document(root: value, locations: nil), file: file)
    }
}
