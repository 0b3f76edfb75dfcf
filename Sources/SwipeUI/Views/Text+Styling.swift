import SwipeRaster

extension Text {
    /// A line drawn under or through text (SwiftUI's `Text.LineStyle`, iOS 15): its pattern
    /// and colour (nil: the text's own foreground style).
    public struct LineStyle: Hashable, Sendable {
        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// SwiftUI's patterns (UIKit's `NSUnderlineStyle.pattern…`). Apple does not publish the
        /// dash lengths; SwipeSim draws them in multiples of the line's thickness t, starting at
        /// the run's leading edge: dot t on, t off; dash 4t on, 2t off; dash-dot 4t, 2t, t, 2t;
        /// dash-dot-dot 4t, 2t, t, 2t, t, 2t.
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot

            /// On and off lengths, in thicknesses, repeated along the line (empty: solid).
            var dashes: [Double] {
                switch self {
                case .solid: return []
                case .dot: return [1, 1]
                case .dash: return [4, 2]
                case .dashDot: return [4, 2, 1, 2]
                case .dashDotDot: return [4, 2, 1, 2, 1, 2]
                }
            }
        }
    }

    /// Letter case shown (SwiftUI's `Text.Case`, set with `.textCase(_:)`; en_US rules).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// `kerning` points added after each character, the last included (SwiftUI: "the kerning
    /// affects the trailing edge of the text view as well"): n characters widen by n · kerning.
    /// Ligatures stay. 0 is the font's own spacing.
    public func kerning(_ kerning: CGFloat) -> Text { styled { if $0.kerning == nil { $0.kerning = kerning } } }
    /// `tracking` points added after each character cluster but the line's last (tracking is
    /// "treated as trailing whitespace", Apple's `NSAttributedString.Key.tracking`): n
    /// characters widen by (n − 1) · tracking. A nonzero tracking turns the font's common
    /// ligatures off ("fi" is drawn as two letters, spaced). Kerning and tracking add up.
    public func tracking(_ tracking: CGFloat) -> Text { styled { if $0.tracking == nil { $0.tracking = tracking } } }
    /// The glyphs raised by `baselineOffset` points (negative: lowered); the line grows to hold them.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        styled { if $0.baselineOffset == nil { $0.baselineOffset = baselineOffset } }
    }
    /// A line under the text, at the font's own underline position and thickness (the `post`
    /// table's underlinePosition and underlineThickness), in `color` (nil: the text's colour).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        let line: LineStyle? = isActive ? LineStyle(pattern: pattern, color: color) : nil
        return styled { if $0.underline == nil { $0.underline = .some(line) } }
    }
    /// A line through the text, at the font's own strikeout position and thickness (the OS/2
    /// table's yStrikeoutPosition and yStrikeoutSize), in `color` (nil: the text's colour).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        let line: LineStyle? = isActive ? LineStyle(pattern: pattern, color: color) : nil
        return styled { if $0.strikethrough == nil { $0.strikethrough = .some(line) } }
    }
}

extension View {
    /// Kerning for the text inside (iOS 16; `Text.kerning(_:)` on a Text wins over it).
    public func kerning(_ kerning: CGFloat) -> some View { environmentChange(".kerning") { $0.kerning = kerning } }
    /// Tracking for the text inside (iOS 16; `Text.tracking(_:)` on a Text wins over it).
    public func tracking(_ tracking: CGFloat) -> some View { environmentChange(".tracking") { $0.tracking = tracking } }
    /// Baseline offset, in points, of the text inside (iOS 16).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        environmentChange(".baselineOffset") { $0.baselineOffset = baselineOffset }
    }
    /// Underlines the text inside (iOS 16), as `Text.underline(_:pattern:color:)`.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environmentChange(".underline") { $0.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }
    /// Strikes the text inside through (iOS 16), as `Text.strikethrough(_:pattern:color:)`.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environmentChange(".strikethrough") { $0.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }
    /// Shows the text inside in upper or lower case (en_US rules: "ß" uppercases to "SS"); nil
    /// shows it as written.
    public func textCase(_ textCase: Text.Case?) -> some View { environmentChange(".textCase") { $0.textCase = textCase } }
    /// `lineSpacing` points added between the lines of wrapped text (not above the first or
    /// below the last).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environmentChange(".lineSpacing") { $0.lineSpacing = lineSpacing }
    }
    /// Lets text shrink, down to `factor` (0…1) of its size, to fit the space offered before
    /// it truncates: the font size, kerning, tracking and baseline offset scale together,
    /// and the largest scale that fits is taken (see `TextMeasurer`).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environmentChange(".minimumScaleFactor") { $0.minimumScaleFactor = factor }
    }
}
