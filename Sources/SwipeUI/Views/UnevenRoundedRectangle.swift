import SwipeRaster

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii` (points).
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle with its own radius at each corner, as SwiftUI's `UnevenRoundedRectangle`
/// (`UnevenRoundedRectangle(topLeadingRadius: 20, topTrailingRadius: 20)`: a card rounded only on
/// top). Each radius is clamped to half the shorter side; `.continuous` corners are the
/// squircle of `RoundedRectangle`, which this draws exactly when all four radii are equal.
/// Leading is the left side: the corners are not mirrored in right-to-left layouts.
public struct UnevenRoundedRectangle: PrimitiveShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    public var _geometry: ShapeGeometry {
        let r = cornerRadii
        let radii = CornerRadii(
            topLeft: Double(r.topLeading), topRight: Double(r.topTrailing),
            bottomRight: Double(r.bottomTrailing), bottomLeft: Double(r.bottomLeading))
        return ShapeGeometry(kind: .unevenRoundedRectangle(radii, style))
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// SwiftUI's `.rect(cornerRadii:style:)`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    /// SwiftUI's `.rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
