import SwipeRaster

/// A run of text, as SwiftUI's `Text`: it takes the width it needs, wraps at spaces when the
/// proposed width is narrower, honours `lineLimit` and truncates with "…".
public struct Text: View, PrimitiveView {
    let string: String
    var font: Font?
    var style: ShapeStyleValue?
    var weight: Font.Weight?
    var isBold = false
    var isItalic = false

    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

    /// A literal or interpolation: a `LocalizedStringKey`, its values formatted as SwiftUI
    /// formats them (`Text("\(4.5)")` reads "4.500000"); no table is looked up.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        string = key.text
    }
    /// A string value, shown verbatim.
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { string = String(content) }
    public init(verbatim content: String) { string = content }
    /// `input` formatted by `format` in the en_US locale (`Text(3.5, format: .number)`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        string = format.locale(LocalizedStringKey.locale).format(input)
    }

    public var body: Never { primitiveBody }

    /// The same text in `font`.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    public func bold() -> Text { var t = self; t.isBold = true; return t }
    public func bold(_ isActive: Bool) -> Text { var t = self; t.isBold = isActive; return t }
    /// The same text in italic (`Font.italic()`).
    public func italic(_ isActive: Bool = true) -> Text { var t = self; t.isItalic = isActive; return t }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.style = color.map { .color($0.rgba) }; return t }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { var t = self; t.style = ShapeStyleValue(style); return t }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        var environment = context.environment
        if let font { environment.font = font }
        if let weight { environment.fontWeight = weight }
        if isBold { environment.isBold = true }
        if isItalic { environment.isItalic = true }
        let content = TextContent(
            string: string, font: environment.resolvedFont, style: style ?? environment.foregroundStyle,
            lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment)
        nodes.append(context.node(.text(content), typeName: "Text"))
    }
}

/// Resolved text: what layout measures and the painter draws.
struct TextContent {
    var string: String
    var font: Font
    var style: ShapeStyleValue
    var lineLimit: Int?
    var alignment: TextAlignment
}
