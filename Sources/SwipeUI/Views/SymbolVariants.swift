/// SwiftUI's `SymbolVariants` (iOS 15; Apple, "SymbolVariants" and "symbolVariant(_:)"): a
/// variant of the symbols inside — filled, enclosed in a circle, square or rectangle, slashed —
/// chosen by SF Symbols' naming convention, `name[.slash][.circle|.square|.rectangle][.fill]`
/// (`bell` → `bell.slash.fill`; `heart` → `heart.circle.fill`). A symbol that has no such
/// variant keeps its own name, as SwiftUI falls back to the base symbol. Nested modifiers add up
/// (`.symbolVariant(.fill)` around `.symbolVariant(.circle)` draws `…circle.fill`).
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: String, Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var fills = false
    var slashes = false

    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let rectangle = SymbolVariants(shape: .rectangle)
    public static let fill = SymbolVariants(fills: true)
    public static let slash = SymbolVariants(slashes: true)

    public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
    public var square: SymbolVariants { var v = self; v.shape = .square; return v }
    public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; return v }
    public var fill: SymbolVariants { var v = self; v.fills = true; return v }
    public var slash: SymbolVariants { var v = self; v.slashes = true; return v }

    /// Whether every part of `other` is in this variant.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.fills || fills) && (!other.slashes || slashes)
    }

    /// This variant with `other`'s parts added (an inner shape replaces an outer one).
    func adding(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: other.shape ?? shape, fills: fills || other.fills, slashes: slashes || other.slashes)
    }

    /// `name` in this variant by the naming convention; parts the name already has are not
    /// added twice.
    func applied(to name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        let hasFill = parts.last == "fill"
        if hasFill { parts.removeLast() }
        if slashes && !parts.contains("slash") { parts.append("slash") }
        if let shape, !parts.contains(where: { Shape(rawValue: $0) != nil }) { parts.append(shape.rawValue) }
        if fills || hasFill { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}

extension View {
    /// Draws the symbols inside in `variant` (see `SymbolVariants`).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environmentChange(".symbolVariant") { $0.symbolVariants = $0.symbolVariants.adding(variant) }
    }
}
