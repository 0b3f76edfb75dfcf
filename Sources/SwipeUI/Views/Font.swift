import SwipeRaster

/// A font, as SwiftUI's `Font`: Dynamic Type styles (`.body`, `.title`, …), sized for the
/// environment's `dynamicTypeSize` when text is laid out (`Font+DynamicType.swift`: Apple HIG
/// "Typography"), or `.system(size:weight:design:)`.
///
/// SwipeSim draws with the simulation's font files (`SimulationOptions.fonts`): weights from
/// semibold up use the bold face, lighter ones the regular face; `design` is accepted and does
/// not change the face (one family is installed). `.custom(name, size:)` draws with the face
/// registered under that name (`FontSet.customFaces`), else, as iOS does for a font that is not
/// installed, with the system face of its weight at that size.
public struct Font: Hashable, Sendable {
    /// Size in points (for a text style or a scaled custom font, at the default Dynamic Type
    /// size, `.large`).
    public var size: CGFloat
    /// How `size` follows Dynamic Type (`Font.Scaling`).
    var scaling = Scaling.fixed
    public var weight: Weight
    var design: Design
    var monospacedDigits = false
    /// The name a `.custom` font was asked for (PostScript or family name, as on iOS).
    var customName: String?
    /// Drawn with the italic face of its weight (`FontSet.italicFaces`).
    var isItalic = false

    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
        /// Whether the bold face draws this weight.
        var usesBoldFace: Bool { value >= 600 }
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The style's font: its size at the default Dynamic Type size (`pointSize(at: .large)`,
        /// resolved for the environment's size when laid out), regular except `.headline`,
        /// semibold (Apple HIG "Typography", the iOS Dynamic Type sizes).
        var font: Font {
            var font = Font(size: pointSize(at: .large), weight: self == .headline ? .semibold : .regular)
            font.scaling = .textStyle(self)
            return font
        }
    }

    init(size: CGFloat, weight: Weight = .regular, design: Design = .default) {
        self.size = size
        self.weight = weight
        self.design = design
    }

    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        var font = style.font
        font.design = design
        if let weight { font.weight = weight }
        return font
    }

    /// The font named `name` (a face registered in `FontSet.customFaces`) at `size` points at
    /// the default Dynamic Type size, scaled as `.body` is at the others (Apple,
    /// `Font.custom(_:size:)`: "scales with the body text style").
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }
    /// As `custom(_:size:)`, scaled as `textStyle` is.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = custom(name, fixedSize: size)
        font.scaling = .relative(textStyle)
        return font
    }
    /// As `custom(_:size:)`, not scaled with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font(size: fixedSize)
        font.customName = name
        return font
    }

    public static let largeTitle = TextStyle.largeTitle.font
    public static let title = TextStyle.title.font
    public static let title2 = TextStyle.title2.font
    public static let title3 = TextStyle.title3.font
    public static let headline = TextStyle.headline.font
    public static let subheadline = TextStyle.subheadline.font
    public static let body = TextStyle.body.font
    public static let callout = TextStyle.callout.font
    public static let footnote = TextStyle.footnote.font
    public static let caption = TextStyle.caption.font
    public static let caption2 = TextStyle.caption2.font

    public func bold() -> Font { weight(.bold) }
    /// The italic of this font: the face `FontSet.italicFaces` gives for its weight (the
    /// upright face when the font set has no italics).
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }
    /// Digits of equal width (drawn with the face's own digits; see the module README).
    public func monospacedDigit() -> Font {
        var copy = self
        copy.monospacedDigits = true
        return copy
    }
}
