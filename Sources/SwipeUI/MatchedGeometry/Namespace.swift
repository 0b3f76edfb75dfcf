import SwipeRaster
import SwipeBase

/// SwiftUI's `@Namespace`: a dynamic property whose value identifies a namespace for
/// `matchedGeometryEffect(id:in:)`. The value belongs to the view's identity — the same on
/// every body evaluation, a new one when the view gets a new identity — so two views' effects
/// match only when they name the same `id` in the same view's namespace.
///
/// Read outside a simulation (before the graph installs it), each `Namespace` value gives an
/// identifier that matches no other, as SwiftUI's does when read outside `body`.
@propertyWrapper
public struct Namespace: DynamicPropertyInstallable, Sendable {
    /// A namespace's identifier: equal only to itself.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    let box: NamespaceBox

    public init() { box = NamespaceBox() }

    public var wrappedValue: ID { box.id }

    func install(in graph: ViewGraph, key: StateKey, environment: EnvironmentValues) {
        box.location = graph.location(for: key) { graph.makeNamespaceID() }
    }
}

/// Where a `Namespace` finds its identity's identifier once installed.
final class NamespaceBox: @unchecked Sendable {
    var location: StateLocation<Namespace.ID>?
    private lazy var unbound = NamespaceBox.makeUnboundID()

    var id: Namespace.ID { location?.value ?? unbound }

    private static let lock = Lock()
    nonisolated(unsafe) private static var unboundCount = 0

    /// Negative identifiers, one per box read outside a simulation (graph identifiers are
    /// positive), so they match nothing.
    private static func makeUnboundID() -> Namespace.ID {
        lock.withLock {
            unboundCount += 1
            return Namespace.ID(value: -unboundCount)
        }
    }
}

extension ViewGraph {
    /// A namespace identifier new to this graph (1, 2, 3, … in the order views are first seen,
    /// which is the same every run).
    func makeNamespaceID() -> Namespace.ID {
        namespaceCount += 1
        return Namespace.ID(value: namespaceCount)
    }
}
