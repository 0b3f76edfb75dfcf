/// UIKit's `UIBezierPath`, as decks build custom shapes with it — most often a rectangle with
/// some corners rounded:
///
/// ```swift
/// struct RoundedCorner: Shape {
///     var radius: CGFloat = .infinity
///     var corners: UIRectCorner = .allCorners
///     func path(in rect: CGRect) -> Path {
///         Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners,
///                           cornerRadii: CGSize(width: radius, height: radius)).cgPath)
///     }
/// }
/// ```
/// It builds a SwipeUI `Path`; `cgPath` hands it on and `Path(cgPath)` takes it back.
public final class UIBezierPath {
    public private(set) var path = Path()

    public init() {}
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }
    /// A rounded rectangle with UIKit's continuous corners of `cornerRadius` points.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .continuous)
    }

    /// The corners in `corners` rounded with circular arcs of radius `cornerRadii.width`, clamped
    /// to half the rectangle's width and height (Apple: "Values larger than half the
    /// rectangle's width or height are clamped appropriately to half the width or height"); the
    /// other corners square. The path runs clockwise on screen from the top edge's start, as
    /// UIKit's does (UIKit draws only the width of `cornerRadii`; so does SwipeSim).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2))
        let radius = { (corner: UIRectCorner) -> CGFloat in corners.contains(corner) ? r : 0 }
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        path.move(to: CGPoint(x: minX + radius(.topLeft), y: minY))
        path.addLine(to: CGPoint(x: maxX - radius(.topRight), y: minY))
        corner(CGPoint(x: maxX - radius(.topRight), y: minY + radius(.topRight)), radius(.topRight), from: -90)
        path.addLine(to: CGPoint(x: maxX, y: maxY - radius(.bottomRight)))
        corner(CGPoint(x: maxX - radius(.bottomRight), y: maxY - radius(.bottomRight)), radius(.bottomRight), from: 0)
        path.addLine(to: CGPoint(x: minX + radius(.bottomLeft), y: maxY))
        corner(CGPoint(x: minX + radius(.bottomLeft), y: maxY - radius(.bottomLeft)), radius(.bottomLeft), from: 90)
        path.addLine(to: CGPoint(x: minX, y: minY + radius(.topLeft)))
        corner(CGPoint(x: minX + radius(.topLeft), y: minY + radius(.topLeft)), radius(.topLeft), from: 180)
        path.closeSubpath()
    }

    /// A quarter turn, clockwise on screen, from `degrees` (0 is +x, 90 is +y: down).
    private func corner(_ center: CGPoint, _ radius: CGFloat, from degrees: Double) {
        guard radius > 0 else { return }
        path.addArc(center: center, radius: radius, startAngle: .degrees(degrees), endAngle: .degrees(degrees + 90), clockwise: false)
    }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: point, control: controlPoint) }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    /// UIKit's arc: angles in radians from +x, `clockwise` as seen on screen (UIKit's y points
    /// down). SwiftUI's `Path.addArc` means clockwise in a y-up space, so the flag is inverted
    /// when handed on.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)),
            endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    public func close() { path.closeSubpath() }
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }

    public var cgPath: CGPath { CGPath(path: path) }
    public var bounds: CGRect { path.boundingRect }
    public var isEmpty: Bool { path.isEmpty }
}

/// The corners of a rectangle, as UIKit's `UIRectCorner` (screen corners: top is the smaller y).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// Core Graphics' `CGPath`, as far as decks hand one from `UIBezierPath.cgPath` to
/// `Path(_:)`: an immutable path.
public final class CGPath {
    let path: Path
    init(path: Path) { self.path = path }
}

extension Path {
    /// SwiftUI's `Path(_ path: CGPath)`.
    public init(_ path: CGPath) { self = path.path }
}
