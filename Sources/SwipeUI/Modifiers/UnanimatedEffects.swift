/// Animations SwipeSim does not draw yet, accepted so a deck compiles, each named once in
/// `Simulation.warnings`:
/// - `.contentTransition(_:)` (iOS 16; Apple, "ContentTransition"): how a view's content
///   changes in place, e.g. `.numericText()` rolling a counter's digits. SwipeSim draws the new
///   content at once; the frames before and after the change are exact.
/// - `.symbolEffect(_:options:value:)` and `.symbolEffect(_:options:isActive:)` (iOS 17; Apple,
///   "SymbolEffect"): a symbol's bounce, pulse, scale, variable colour… SwipeSim draws the
///   symbol still, at its size and colour.
extension View {
    public func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(
            UnanimatedEffect(
                label: ".contentTransition", isEffect: transition != .identity,
                note: "the content transition \(transition.name) is not animated: the new content is drawn at once"))
    }

    public func symbolEffect<T: Equatable>(_ effect: some SymbolEffect, options: SymbolEffectOptions = .default, value: T) -> some View {
        modifier(
            UnanimatedEffect(
                label: ".symbolEffect", isEffect: true, note: "the symbol effect \(effect.name) is not drawn: the symbol is drawn still"))
    }

    public func symbolEffect(_ effect: some SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        modifier(
            UnanimatedEffect(
                label: ".symbolEffect", isEffect: isActive, note: "the symbol effect \(effect.name) is not drawn: the symbol is drawn still"))
    }
}

/// The modifier behind both: resolves its content unchanged and notes, once per view path, what
/// is not drawn.
struct UnanimatedEffect: NodeModifier {
    let label: String
    let isEffect: Bool
    let note: String

    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? {
        if isEffect {
            let path = context.typePath.appending(label).clippedDescription(keepingFirst: 4, last: 6)
            context.graph.warnings.note(key: "unanimated \(path)", "\(path): \(note)")
        }
        return nil
    }
}

/// SwiftUI's `ContentTransition`: `.identity`, `.opacity`, `.interpolate`, `.numericText()`.
public struct ContentTransition: Equatable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: ".identity")
    public static let opacity = ContentTransition(name: ".opacity")
    public static let interpolate = ContentTransition(name: ".interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: ".numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: ".numericText") }
    public static let symbolEffect = ContentTransition(name: ".symbolEffect")
    public static func symbolEffect(_ effect: some SymbolEffect) -> ContentTransition { ContentTransition(name: ".symbolEffect") }
}

/// SwiftUI's symbol effects (Apple, "SymbolEffect"), by name: `.bounce`, `.pulse`,
/// `.variableColor`, `.scale`, `.appear`, `.disappear`, `.replace`, `.wiggle`, `.breathe`,
/// `.rotate`, with their directions and `byLayer`/`wholeSymbol`.
public protocol SymbolEffect: Sendable {
    var name: String { get }
}

/// One symbol effect and the refinements applied to it (`.bounce.up.byLayer`).
public struct NamedSymbolEffect: SymbolEffect {
    public let name: String
    public var up: NamedSymbolEffect { NamedSymbolEffect(name: name + ".up") }
    public var down: NamedSymbolEffect { NamedSymbolEffect(name: name + ".down") }
    public var byLayer: NamedSymbolEffect { NamedSymbolEffect(name: name + ".byLayer") }
    public var wholeSymbol: NamedSymbolEffect { NamedSymbolEffect(name: name + ".wholeSymbol") }
    public var clockwise: NamedSymbolEffect { NamedSymbolEffect(name: name + ".clockwise") }
    public var counterClockwise: NamedSymbolEffect { NamedSymbolEffect(name: name + ".counterClockwise") }
    public var iterative: NamedSymbolEffect { NamedSymbolEffect(name: name + ".iterative") }
    public var cumulative: NamedSymbolEffect { NamedSymbolEffect(name: name + ".cumulative") }
    public var downUp: NamedSymbolEffect { NamedSymbolEffect(name: name + ".downUp") }
    public var upUp: NamedSymbolEffect { NamedSymbolEffect(name: name + ".upUp") }
    public var offUp: NamedSymbolEffect { NamedSymbolEffect(name: name + ".offUp") }
}

extension SymbolEffect where Self == NamedSymbolEffect {
    public static var bounce: NamedSymbolEffect { NamedSymbolEffect(name: ".bounce") }
    public static var pulse: NamedSymbolEffect { NamedSymbolEffect(name: ".pulse") }
    public static var variableColor: NamedSymbolEffect { NamedSymbolEffect(name: ".variableColor") }
    public static var scale: NamedSymbolEffect { NamedSymbolEffect(name: ".scale") }
    public static var appear: NamedSymbolEffect { NamedSymbolEffect(name: ".appear") }
    public static var disappear: NamedSymbolEffect { NamedSymbolEffect(name: ".disappear") }
    public static var replace: NamedSymbolEffect { NamedSymbolEffect(name: ".replace") }
    public static var wiggle: NamedSymbolEffect { NamedSymbolEffect(name: ".wiggle") }
    public static var breathe: NamedSymbolEffect { NamedSymbolEffect(name: ".breathe") }
    public static var rotate: NamedSymbolEffect { NamedSymbolEffect(name: ".rotate") }
}

/// SwiftUI's `SymbolEffectOptions`: `.default`, `.repeating`, `.nonRepeating`, `.repeat(_:)`,
/// `.speed(_:)` (accepted; the effects are not drawn).
public struct SymbolEffectOptions: Equatable, Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}
