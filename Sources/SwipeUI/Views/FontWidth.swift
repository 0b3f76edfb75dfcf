/// Font widths (iOS 16; Apple, "Font.Width", "fontWidth(_:)", "Font.width(_:)"): `.compressed`,
/// `.condensed`, `.standard`, `.expanded`, or a width value. SF Pro has a width axis; Inter,
/// which SwipeSim draws text with, has none, so every width is drawn at the standard width.
/// `.fontWidth(_:)` on a view notes that once in `Simulation.warnings` (as `.symbolEffect`
/// does); `Font.width(_:)` and `Text.fontWidth(_:)` are accepted silently (they have no view
/// path to report).
extension Font {
    public struct Width: Hashable, Sendable {
        let name: String
        public let value: CGFloat

        public init(_ value: CGFloat) {
            self.name = "\(value)"
            self.value = value
        }
        init(name: String) {
            self.name = name
            self.value = 0
        }

        public static let compressed = Width(name: ".compressed")
        public static let condensed = Width(name: ".condensed")
        public static let standard = Width(name: ".standard")
        public static let expanded = Width(name: ".expanded")
    }

    public func width(_ width: Width) -> Font { self }
}

extension View {
    public func fontWidth(_ width: Font.Width?) -> some View {
        modifier(
            UnanimatedEffect(
                label: ".fontWidth", isEffect: width != nil && width != .standard,
                note: "the font width \(width?.name ?? "") is drawn at the standard width (Inter has no width axis)"))
    }
}

extension Text {
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}
