import SwipeMotion

typealias SwipeMotionVector = SwipeMotion.Vector2

/// An angle, as SwiftUI's `Angle`. Positive angles turn clockwise on screen (y points down).
public struct Angle: Hashable, Comparable, Sendable {
    public var degrees: Double
    public var radians: Double {
        get { degrees * Double.pi / 180 }
        set { degrees = newValue * 180 / Double.pi }
    }
    public init() { degrees = 0 }
    public init(degrees: Double) { self.degrees = degrees }
    public init(radians: Double) { self.degrees = radians * 180 / Double.pi }
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static let zero = Angle()
    public static func < (a: Angle, b: Angle) -> Bool { a.degrees < b.degrees }
    public static func + (a: Angle, b: Angle) -> Angle { Angle(degrees: a.degrees + b.degrees) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(degrees: a.degrees - b.degrees) }
    public static prefix func - (a: Angle) -> Angle { Angle(degrees: -a.degrees) }
    public static func * (a: Angle, k: Double) -> Angle { Angle(degrees: a.degrees * k) }
}

/// A point in a view's bounds in unit coordinates: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { x = 0; y = 0 }
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Horizontal alignment guides: the fraction of the width the guide sits at
/// (leading 0, centre ½, trailing 1; mirrored in right-to-left layouts).
public struct HorizontalAlignment: Hashable, Sendable {
    let fraction: Double
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Vertical alignment guides (top 0, centre ½, bottom 1). Text baselines are treated as
/// `bottom` (`firstTextBaseline`) — a documented simplification.
public struct VerticalAlignment: Hashable, Sendable {
    let fraction: Double
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    public static let firstTextBaseline = VerticalAlignment(fraction: 1)
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// A two-dimensional alignment.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// The edges of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// The leading and trailing edges (SwiftUI's `HorizontalEdge`; `VerticalEdge` is beside the
/// list rows that first needed it, `ListSectionLayout.swift`).
public enum HorizontalEdge: Hashable, CaseIterable, Sendable {
    case leading, trailing
}

/// Insets on each edge, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init() { top = 0; leading = 0; bottom = 0; trailing = 0 }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// The inset on `edge`.
    subscript(edge: Edge) -> CGFloat {
        switch edge {
        case .top: return top
        case .leading: return leading
        case .bottom: return bottom
        case .trailing: return trailing
        }
    }
    init(_ edges: Edge.Set, _ length: Double) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}

/// The two layout axes.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
}

/// Reading direction of the environment: right-to-left mirrors leading and trailing.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// How `.aspectRatio` fits content to the proposal.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

extension CGSize {
    var vector: SwipeMotionVector { SwipeMotionVector(x: Double(width), y: Double(height)) }
}

extension CGPoint {
    var vector: SwipeMotionVector { SwipeMotionVector(x: Double(x), y: Double(y)) }
}
