import SwipeRaster

/// A run of text, as SwiftUI's `Text`: it takes the width it needs, wraps at spaces when the
/// proposed width is narrower, honours `lineLimit` and truncates with "…".
///
/// `Text + Text` concatenates: the result is one paragraph, laid out and wrapped as one
/// string, each part keeping its own font, weight, italic, colour, kerning, tracking, baseline
/// offset, underline and strikethrough. SwiftUI's rule for styles, which SwipeUI follows: a
/// `Text` modifier applies to every part that does not set its own, and the innermost setting
/// wins — `(Text("Bob").foregroundColor(.red) + Text(", 25")).foregroundColor(.gray)` draws
/// "Bob" red and ", 25" gray; `Text("a").font(.title).font(.body)` is `.title`. A Text modifier
/// wins over the same View modifier around it (the environment). (A SwiftUI re-implementation,
/// DanceUI's `Text.makeStyle`, applies a Text's modifiers outermost first so inner ones
/// overwrite, and resolves each concatenated part on top of the concatenation's style.)
public struct Text: View, PrimitiveView {
    enum Storage {
        case string(String)
        case concatenation([Text])
        /// A date or a timer, made into a string when resolved (`Text+Date.swift`).
        case date(DateText)
    }

    let storage: Storage
    var attributes = TextAttributes()

    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

    /// A literal or interpolation: a `LocalizedStringKey`, its values formatted as SwiftUI
    /// formats them (`Text("\(4.5)")` reads "4.500000"); no table is looked up.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        storage = .string(key.text)
    }
    /// A string value, shown verbatim.
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { storage = .string(String(content)) }
    public init(verbatim content: String) { storage = .string(content) }
    /// `input` formatted by `format` in the en_US locale (`Text(3.5, format: .number)`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        storage = .string(format.locale(LocalizedStringKey.locale).format(input))
    }
    private init(concatenating parts: [Text]) { storage = .concatenation(parts) }

    /// The two texts as one paragraph, each part in its own style.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(concatenating: [lhs, rhs]) }

    /// The characters shown, every part's joined (before `textCase`).
    var string: String {
        switch storage {
        case .string(let string): return string
        case .concatenation(let parts): return parts.map(\.string).joined()
        case .date(let date): return date.string(in: ViewGraph.current)
        }
    }

    public var body: Never { primitiveBody }

    /// The same text with `change` made to its attributes (each modifier only sets what is
    /// not set yet: the innermost setting wins).
    func styled(_ change: (inout TextAttributes) -> Void) -> Text {
        var copy = self
        change(&copy.attributes)
        return copy
    }

    /// The same text in `font`.
    public func font(_ font: Font?) -> Text { styled { if $0.font == nil { $0.font = font } } }
    public func bold() -> Text { bold(true) }
    public func bold(_ isActive: Bool) -> Text { styled { if $0.isBold == nil { $0.isBold = isActive } } }
    /// The same text in italic (`Font.italic()`).
    public func italic(_ isActive: Bool = true) -> Text { styled { if $0.isItalic == nil { $0.isItalic = isActive } } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { if $0.weight == nil { $0.weight = weight } } }
    public func fontDesign(_ design: Font.Design?) -> Text { styled { if $0.design == nil { $0.design = design } } }
    public func foregroundColor(_ color: Color?) -> Text {
        styled { if $0.style == nil { $0.style = color.map { .color($0.rgba) } } }
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let value = ShapeStyleValue(style)
        return styled { if $0.style == nil { $0.style = value } }
    }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let environment = context.environment
        var runs: [TextRun] = []
        appendRuns(to: &runs, inheriting: TextAttributes(), in: environment)
        try Self.checkFinite(runs: runs, environment: environment, context: context)
        try Self.checkLength(runs: runs, context: context)
        let content = TextContent(
            runs: runs, lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment,
            lineSpacing: Double(environment.lineSpacing), minimumScaleFactor: Double(environment.minimumScaleFactor))
        nodes.append(context.node(.text(content), typeName: "Text"))
    }

    /// Most Unicode scalars one `Text` may hold (20 000, about ten printed pages; a card's
    /// text is a few hundred): shaping and laying out a million took 57 s and 1 GB.
    static let maximumLength = 20_000

    /// A text longer than `maximumLength` is an error naming the view, its length and the limit.
    private static func checkLength(runs: [TextRun], context: ResolveContext) throws {
        var length = 0
        for run in runs {
            length += run.string.unicodeScalars.count
            if length > maximumLength { break }
        }
        guard length > maximumLength else { return }
        let total = runs.reduce(0) { $0 + $1.string.unicodeScalars.count }
        throw context.error(
            "Text",
            "the text is \(total) characters long; the limit is \(maximumLength) characters (Unicode scalars) per Text: show a shorter excerpt, or split it into several Texts in a lazy stack"
        )
    }

    /// Spacing, offsets and scale factors must be finite numbers: the error names the view and the value.
    private static func checkFinite(runs: [TextRun], environment: EnvironmentValues, context: ResolveContext) throws {
        var values = [("lineSpacing", Double(environment.lineSpacing)), ("minimumScaleFactor", Double(environment.minimumScaleFactor))]
        for run in runs {
            values += [("kerning", run.kerning), ("tracking", run.tracking), ("baselineOffset", run.baselineOffset)]
        }
        if let (name, value) = values.first(where: { !$0.1.isFinite }) {
            throw context.error("Text", "\(name) is \(value): use a finite number (points; minimumScaleFactor 0…1)")
        }
    }

    /// This text's runs, in reading order: its own attributes over `outer`'s, over the environment's.
    private func appendRuns(to runs: inout [TextRun], inheriting outer: TextAttributes, in environment: EnvironmentValues) {
        let attributes = self.attributes.inheriting(outer)
        switch storage {
        case .string(let string):
            runs.append(attributes.run(string, in: environment))
        case .concatenation(let parts):
            for part in parts { part.appendRuns(to: &runs, inheriting: attributes, in: environment) }
        case .date(let date):
            runs.append(attributes.run(date.string(in: ViewGraph.current), in: environment))
        }
    }
}
