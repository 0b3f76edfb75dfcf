import SwipeUI

/// SwiftUI's app structure — `App`, `Scene`, `WindowGroup` — so that an app's `@main` file
/// compiles beside its deck. They live in the `SwiftUI` module, not in SwipeUI, whose users
/// also import SwipeDeck, which has a `Scene` of its own (a scene file). SwipeSim does not launch apps: it runs views (`Simulation`), so an
/// app's `main()` does nothing, and a scene's content is what a test simulates
/// (`WindowGroup.content`, or the view itself).
///
/// Apple, `App`: "Create an app by declaring a structure that conforms to the App protocol.
/// Implement the required body computed property to define the app's content"; `Scene`: "A
/// part of an app's user interface with a life cycle managed by the system"; `WindowGroup`: "A
/// scene that presents a group of identically structured windows".
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
    @MainActor init()
}

extension App {
    /// The entry point `@main` calls: SwipeSim runs views, not apps, so it returns at once.
    @MainActor public static func main() {}
}

public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
}

extension Never: Scene {}

/// A scene that is one of the built-in kinds and has no body of its own.
public protocol _PrimitiveScene: Scene where Body == Never {}

extension _PrimitiveScene {
    public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

/// The window of an iPhone app: its content is the app's root view.
public struct WindowGroup<Content: View>: _PrimitiveScene {
    /// The root view, as a test simulates it.
    public let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// Two or more scenes in an app's body.
public struct _TupleScene<each S: Scene>: _PrimitiveScene {
    public let scenes: (repeat each S)
}

/// A scene shown only when a condition holds (`if` in an app's body).
public enum _ConditionalScene<First: Scene, Second: Scene>: _PrimitiveScene {
    case first(First)
    case second(Second)
}

/// A scene shown only when a condition holds (`if` without `else` in an app's body).
public struct _OptionalScene<Wrapped: Scene>: _PrimitiveScene {
    public let scene: Wrapped?
}

@resultBuilder
public enum SceneBuilder {
    public static func buildOptional<S: Scene>(_ scene: S?) -> _OptionalScene<S> { _OptionalScene(scene: scene) }
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _TupleScene<repeat each S> {
        _TupleScene(scenes: (repeat each scenes))
    }
    public static func buildEither<First: Scene, Second: Scene>(first: First) -> _ConditionalScene<First, Second> { .first(first) }
    public static func buildEither<First: Scene, Second: Scene>(second: Second) -> _ConditionalScene<First, Second> { .second(second) }
}

/// The scene modifiers app files use, accepted so they compile: each hands back the scene.
extension Scene {
    /// The object for the views of the scene (`environmentObject(_:)` on a scene).
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { self }
    /// An `@Observable` object for the views of the scene.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { self }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }
    /// Runs `action` when `value` changes: a simulated app's scene phase never does.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene { self }
}
