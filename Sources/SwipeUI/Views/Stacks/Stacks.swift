/// Children in a column, aligned horizontally; `spacing` nil is SwiftUI's default (8 points
/// between views, none next to a Spacer — see the module README).
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let children = try context.resolveContent(content, label: "VStack", stackAxis: .vertical)
        nodes.append(context.node(.stack(.vertical, alignment: alignment.fraction, spacing: spacing.map(Double.init)), typeName: "VStack", children: children))
    }
}

/// Children in a row, aligned vertically (leading is on the right in right-to-left layouts).
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let children = try context.resolveContent(content, label: "HStack", stackAxis: .horizontal)
        nodes.append(
            context.node(.stack(.horizontal, alignment: alignment.fraction, spacing: spacing.map(Double.init)), typeName: "HStack", children: children))
    }
}

/// Children on top of each other (later ones, and higher `zIndex`, in front), each proposed
/// the whole space and aligned in the union of their sizes.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let children = try context.resolveContent(content, label: "ZStack", stackAxis: nil)
        nodes.append(context.node(.zstack(alignment), typeName: "ZStack", children: children))
    }
}

/// A view whose content is built from the size it is given: it takes the whole proposal and
/// places its content at its top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let make = content
        var inner = context
        inner.typePath = inner.typePath.appending("GeometryReader")
        inner.environment.stackAxis = nil
        let build: (CGSize, CGPoint) throws -> [Node] = { size, origin in
            var nested = inner
            return try nested.resolveContent(make(GeometryProxy(size: size, globalOrigin: origin, namedSpaces: inner.environment.namedSpaces)), label: nil)
        }
        nodes.append(context.node(.geometryReader(build), typeName: "GeometryReader"))
    }
}

/// The size a `GeometryReader` was given and where it was placed, points.
public struct GeometryProxy {
    public let size: CGSize
    /// The reader's top-leading corner on the canvas (layout position: ancestors' offsets and
    /// other drawing-only effects are not included).
    let globalOrigin: CGPoint
    /// The named coordinate spaces around the reader, innermost last (`CoordinateSpace.swift`).
    var namedSpaces: [NamedSpaceOrigin] = []
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame: at the origin in `.local`, on the canvas in `.global`, from the
    /// top-leading corner of the nearest view named so in `.named(name)` (`.global` when no
    /// enclosing view has that name, as in SwiftUI).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return CGRect(origin: globalOrigin, size: size)
        case .named(let name):
            let base = namedSpaces.last { $0.name == name }?.origin ?? .zero
            return CGRect(x: globalOrigin.x - base.x, y: globalOrigin.y - base.y, width: size.width, height: size.height)
        }
    }
    /// iOS 17's spelling: `frame(in: .named("deck"))`, `.local`, `.global`.
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

    /// iOS 17: the bounds of the named space's view in the reader's own space, or nil when no
    /// enclosing view has that name.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = space.coordinateSpace, let named = namedSpaces.last(where: { $0.name == name }) else { return nil }
        return CGRect(x: named.origin.x - globalOrigin.x, y: named.origin.y - globalOrigin.y, width: named.size.width, height: named.size.height)
    }
}

extension ResolveContext {
    /// `resolveContent` with the stack orientation its views are laid out along; `lazyRows`:
    /// a lazy stack's content, whose `ForEach`es build their rows lazily.
    mutating func resolveContent<V: View>(_ content: V, label: String, stackAxis: Axis?, lazyRows: Bool = false) throws -> [Node] {
        let saved = (environment.stackAxis, lazyRowsAllowed)
        environment.stackAxis = stackAxis
        lazyRowsAllowed = lazyRows
        defer { (environment.stackAxis, lazyRowsAllowed) = saved }
        return try resolveContent(content, label: label)
    }
}

/// A hairline across the stack that lays it out (SwiftUI's `Divider`): in a `VStack`, or
/// outside any stack, a horizontal line as wide as offered and one pixel
/// (`EnvironmentValues.pixelLength`) high; in an `HStack`, a vertical line as tall as offered.
/// Its colour is UIKit's separator, 60,60,67 at 29 % (OpenSwiftUI's `PlainDividerShapeStyle`).
public struct Divider: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let thickness = Double(context.environment.pixelLength)
        let across = context.environment.stackAxis != .horizontal
        let line = try context.resolveContent(Color(uiColor: .separator), label: "Divider")
        nodes.append(
            context.node(
                .fixedFrame(width: across ? nil : thickness, height: across ? thickness : nil, .center),
                typeName: "Divider", children: line))
    }
}
