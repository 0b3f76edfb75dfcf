/// An object too long to hold in memory — `manifest.json` with 100 000 frames — written piece
/// by piece: `opening`, then `element(_:)` for each element of its last member (an array), then
/// `closing`. The pieces concatenated are exactly
/// `JSONWriter.write(.object(leading + [(arrayKey, .array(elements))]), style: style)` whenever
/// that style lays the array out one element per line (in `.pretty`: elements that are objects
/// or arrays, or more than eight of them). The stream only makes text; the caller writes it.
public struct JSONObjectStream {
    public let style: JSONWriter.Style
    /// How many elements the array will have (the opening differs for an empty one).
    public let count: Int
    private let arrayPath: String
    private var written = 0

    /// The text before the first element: `{`, every leading member, then the array's key.
    public let opening: String

    public init(leading: [(key: String, value: JSONValue)], arrayKey: String, count: Int, style: JSONWriter.Style = .standard) {
        self.style = style
        self.count = count
        arrayPath = arrayKey
        var text = "{\n"
        for member in leading {
            text += JSONWriter.spaces(2) + JSONWriter.member(member.key, member.value, indent: 2, style: style) + ",\n"
        }
        text += JSONWriter.spaces(2) + JSONWriter.quote(arrayKey) + ": " + (count == 0 ? "[]" : "[\n")
        opening = text
    }

    /// The text of the next element, with the separator before it (elements come in order).
    public mutating func element(_ value: JSONValue) -> String {
        precondition(written < count, "more elements than announced")
        let separator = written == 0 ? "" : ",\n"
        written += 1
        return separator + JSONWriter.spaces(4) + JSONWriter.fragment(value, indent: 4, style: style, path: arrayPath + "[]")
    }

    /// The text after the last element, ending the document with a newline.
    public var closing: String {
        precondition(written == count, "fewer elements than announced")
        return count == 0 ? "\n}\n" : "\n  ]\n}\n"
    }
}
