/// Dynamic Type: the point size of each text style at each `DynamicTypeSize`, and how other
/// fonts scale with it.
extension Font.TextStyle {
    /// The style's size in points at `size`: Apple's Human Interface Guidelines, "Typography",
    /// "Specifications" › "iOS, iPadOS Dynamic Type sizes" (one table per size, xSmall …
    /// xxxLarge and AX1 … AX5).
    func pointSize(at size: DynamicTypeSize) -> CGFloat {
        CGFloat(Font.TextStyle.pointSizes[self]![DynamicTypeSize.allCases.firstIndex(of: size)!])
    }

    /// `pointSize(at: size) / pointSize(at: .large)`: how much the style grows from the
    /// default (OpenSwiftUI `Font.scaleFactor(textStyle:in:)`, the ratio of the two sizes
    /// Core Text gives).
    func scaleFactor(at size: DynamicTypeSize) -> Double {
        Double(pointSize(at: size)) / Double(pointSize(at: .large))
    }

    /// Points, by `DynamicTypeSize.allCases` order (xSmall … xxxLarge, AX1 … AX5), from the HIG
    /// tables cited on `pointSize(at:)`.
    private static let pointSizes: [Font.TextStyle: [Int]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}

extension Font {
    /// How a font's size follows Dynamic Type.
    enum Scaling: Hashable, Sendable {
        /// `.system(size:)`, `.custom(_:fixedSize:)`: never.
        case fixed
        /// A text style (`.body`, `.system(.title)`): its size from the HIG table.
        case textStyle(TextStyle)
        /// `.custom(_:size:)` (relative to `.body`) and `.custom(_:size:relativeTo:)`: the
        /// size times the style's scale factor, rounded to whole points (OpenSwiftUI
        /// `FontDefinition.resolveCustomFont`: `round(scaleFactor × size)`).
        case relative(TextStyle)
    }

    /// This font at Dynamic Type size `size`: `size` and the scaling cleared, so the result is
    /// what is drawn.
    func scaled(to size: DynamicTypeSize) -> Font {
        var font = self
        switch scaling {
        case .fixed: return self
        case .textStyle(let style): font.size = style.pointSize(at: size)
        case .relative(let style): font.size = CGFloat((Double(self.size) * style.scaleFactor(at: size)).rounded())
        }
        font.scaling = .fixed
        return font
    }
}
