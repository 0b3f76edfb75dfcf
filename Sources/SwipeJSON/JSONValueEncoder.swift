/// Encodes any `Encodable` as a `JSONValue`, without Foundation: members in the order the type
/// encodes them (declaration order for synthesized conformances), absent optionals left out,
/// non-finite numbers as null. `JSONWriter` then gives deterministic text.
public enum JSONValueEncoder {
    public static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        let root = Node()
        try value.encode(to: TreeEncoder(node: root, codingPath: []))
        return root.value
    }

    /// A value under construction: encoders and containers share nodes by reference.
    final class Node {
        enum Content {
            case empty
            case scalar(JSONValue)
            case object([(String, Node)])
            case array([Node])
        }

        var content = Content.empty

        var value: JSONValue {
            switch content {
            case .empty: return .null
            case .scalar(let value): return value
            case .object(let members): return .object(members.map { ($0.0, $0.1.value) })
            case .array(let elements): return .array(elements.map(\.value))
            }
        }

        func makeObject() {
            if case .object = content { return }
            content = .object([])
        }

        func makeArray() {
            if case .array = content { return }
            content = .array([])
        }

        func addMember(_ key: String) -> Node {
            let child = Node()
            if case .object(var members) = content {
                members.append((key, child))
                content = .object(members)
            }
            return child
        }

        func addElement() -> Node {
            let child = Node()
            if case .array(var elements) = content {
                elements.append(child)
                content = .array(elements)
            }
            return child
        }

        var count: Int {
            if case .array(let elements) = content { return elements.count }
            return 0
        }
    }

    struct TreeEncoder: Encoder {
        let node: Node
        let codingPath: [CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            node.makeObject()
            return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
        }

        func unkeyedContainer() -> UnkeyedEncodingContainer {
            node.makeArray()
            return Unkeyed(node: node, codingPath: codingPath)
        }

        func singleValueContainer() -> SingleValueEncodingContainer {
            Single(node: node, codingPath: codingPath)
        }
    }

    static func encodeChild<T: Encodable>(_ value: T, into node: Node, codingPath: [CodingKey]) throws {
        switch value {
        case let number as Double: node.content = .scalar(number.isFinite ? .number(number) : .null)
        case let number as Float: node.content = .scalar(number.isFinite ? .number(Double(number)) : .null)
        case let number as Int: node.content = .scalar(.number(Double(number)))
        case let text as String: node.content = .scalar(.string(text))
        case let flag as Bool: node.content = .scalar(.bool(flag))
        default: try value.encode(to: TreeEncoder(node: node, codingPath: codingPath))
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        let codingPath: [CodingKey]

        mutating func encodeNil(forKey key: Key) throws {
            node.addMember(key.stringValue).content = .scalar(.null)
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try JSONValueEncoder.encodeChild(value, into: node.addMember(key.stringValue), codingPath: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let child = node.addMember(key.stringValue)
            child.makeObject()
            return KeyedEncodingContainer(Keyed<NestedKey>(node: child, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            let child = node.addMember(key.stringValue)
            child.makeArray()
            return Unkeyed(node: child, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> Encoder { TreeEncoder(node: node.addMember("super"), codingPath: codingPath) }

        mutating func superEncoder(forKey key: Key) -> Encoder {
            TreeEncoder(node: node.addMember(key.stringValue), codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        let codingPath: [CodingKey]
        var count: Int { node.count }

        mutating func encodeNil() throws { node.addElement().content = .scalar(.null) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try JSONValueEncoder.encodeChild(value, into: node.addElement(), codingPath: codingPath)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let child = node.addElement()
            child.makeObject()
            return KeyedEncodingContainer(Keyed<NestedKey>(node: child, codingPath: codingPath))
        }

        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
            let child = node.addElement()
            child.makeArray()
            return Unkeyed(node: child, codingPath: codingPath)
        }

        mutating func superEncoder() -> Encoder { TreeEncoder(node: node.addElement(), codingPath: codingPath) }
    }

    struct Single: SingleValueEncodingContainer {
        let node: Node
        let codingPath: [CodingKey]

        mutating func encodeNil() throws { node.content = .scalar(.null) }
        mutating func encode(_ value: Bool) throws { node.content = .scalar(.bool(value)) }
        mutating func encode(_ value: String) throws { node.content = .scalar(.string(value)) }
        mutating func encode(_ value: Double) throws { node.content = .scalar(value.isFinite ? .number(value) : .null) }
        mutating func encode(_ value: Float) throws { try encode(Double(value)) }
        mutating func encode(_ value: Int) throws { node.content = .scalar(.number(Double(value))) }
        mutating func encode(_ value: Int8) throws { try encode(Int(value)) }
        mutating func encode(_ value: Int16) throws { try encode(Int(value)) }
        mutating func encode(_ value: Int32) throws { try encode(Int(value)) }
        mutating func encode(_ value: Int64) throws { try encode(Int(value)) }
        mutating func encode(_ value: UInt) throws { node.content = .scalar(.number(Double(value))) }
        mutating func encode(_ value: UInt8) throws { try encode(UInt(value)) }
        mutating func encode(_ value: UInt16) throws { try encode(UInt(value)) }
        mutating func encode(_ value: UInt32) throws { try encode(UInt(value)) }
        mutating func encode(_ value: UInt64) throws { try encode(UInt(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            try JSONValueEncoder.encodeChild(value, into: node, codingPath: codingPath)
        }
    }
}
