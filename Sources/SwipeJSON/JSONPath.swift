import SwipeBase

/// Where a value sits in a document, e.g. `cards[2].colors[0]`: a chain of keys and indices
/// that shares its parent, so making a child costs one small object whatever the key's length,
/// and the text is built only when an error needs it.
public final class JSONPath: CustomStringConvertible, @unchecked Sendable {
    public enum Component: Sendable {
        case key(String)
        case index(Int)
    }

    public let parent: JSONPath?
    /// nil for the document's root.
    public let component: Component?

    public static let root = JSONPath(parent: nil, component: nil)

    private init(parent: JSONPath?, component: Component?) {
        self.parent = parent
        self.component = component
    }

    /// A path written out in advance (for values that did not come from a file).
    public convenience init(text: String) {
        self.init(parent: nil, component: text.isEmpty ? nil : .key(text))
    }

    public func appending(key: String) -> JSONPath { JSONPath(parent: self, component: .key(key)) }
    public func appending(index: Int) -> JSONPath { JSONPath(parent: self, component: .index(index)) }

    /// The components from the root down.
    public var components: [Component] {
        var list: [Component] = []
        var node: JSONPath? = self
        while let current = node {
            if let component = current.component { list.append(component) }
            node = current.parent
        }
        return list.reversed()
    }

    /// `cards[2].colors[0]`; keys are clipped to 200 characters (see `EchoText`).
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += (text.isEmpty ? "" : ".") + EchoText.clip(key)
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}

/// The source location of a value and, in order, of its members or elements: the same shape
/// as the parsed `JSONValue`, one small record per value (no path text stored).
public struct LocationTree: Sendable {
    public var location: SourceLocation
    public var children: [LocationTree]

    public init(location: SourceLocation, children: [LocationTree] = []) {
        self.location = location
        self.children = children
    }
}
