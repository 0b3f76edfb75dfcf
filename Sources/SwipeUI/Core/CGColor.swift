#if !canImport(CoreGraphics)

    /// Core Graphics' colour, declared by SwipeUI only where the platform has none (Linux's
    /// Foundation has no `CGColor`; on Apple platforms CoreGraphics's own is used). What deck code
    /// does with one: make it from components (`CGColor(red:green:blue:alpha:)`,
    /// `CGColor(srgbRed:…)`, `CGColor(gray:alpha:)`), read its `components` and `alpha`, copy it
    /// with another alpha, and hand it to SwiftUI (`Color(cgColor:)`) or UIKit
    /// (`UIColor(cgColor:)`).
    ///
    /// Every colour is sRGB, as SwipeSim draws (Generic RGB is taken as sRGB; a gray colour's one
    /// component is white's level). Components are 0…1: "values outside this range will be
    /// clamped to the nearest correct value" (Apple, `CGColor.init(colorSpace:components:)`).
    /// Two colours are equal when their components are, as `CFEqual` compares them.
    public final class CGColor: Hashable, Sendable, CustomStringConvertible {
        /// The colour components followed by alpha: red, green, blue, alpha, or gray, alpha.
        public let components: [CGFloat]?
        public var numberOfComponents: Int { components?.count ?? 0 }
        /// The last component: 0 transparent … 1 opaque.
        public var alpha: CGFloat { components?.last ?? 1 }

        private init(clamping values: [CGFloat]) {
            components = values.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
        }

        /// Red, green and blue 0…1 (Apple: "Creates a color in the Generic RGB color space").
        public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(clamping: [red, green, blue, alpha])
        }
        /// Red, green and blue 0…1 in the sRGB colour space.
        public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(clamping: [red, green, blue, alpha])
        }
        /// A gray level 0 (black) … 1 (white): the components are gray, alpha.
        public convenience init(gray: CGFloat, alpha: CGFloat) {
            self.init(clamping: [gray, alpha])
        }

        /// The same colour with `alpha` 0…1.
        public func copy(alpha: CGFloat) -> CGColor? {
            CGColor(clamping: Array((components ?? [0, 0, 0, 1]).dropLast()) + [alpha])
        }

        public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
        public func hash(into hasher: inout Hasher) { hasher.combine(components) }
        public var description: String {
            "<CGColor> [" + (components ?? []).map { "\($0)" }.joined(separator: " ") + "]"
        }
    }

#endif
