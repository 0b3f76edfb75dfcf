import SwipeRaster

/// What a preset draws for one frame, in points, independent of the rasterizer: the
/// "display list" stage of the pipeline. `DisplayListPainter` turns it into pixels.
///
/// Presets describe shapes, text, icons and photos with transforms; only the painter knows
/// SwipeRaster. Items draw in order (later on top). Equal display lists draw equal pixels,
/// which lets a render reuse a frame's encoded bytes for a later frame that draws the same
/// (`EncodedFrameMemo`).
public indirect enum DisplayItem: Equatable, Sendable {
    /// Children drawn under a transform, with a layer opacity and an optional clip.
    case group(DisplayGroup)
    case shape(ShapeItem)
    case text(TextItem)
    case icon(IconItem)
    case image(ImageItem)
}

public struct DisplayGroup: Equatable, Sendable {
    public var transform: Transform
    /// Layer opacity 0…1, applied to the group as a whole (SwiftUI's `.opacity`).
    public var opacity: Double
    /// Children are clipped to this shape (in the group's coordinates).
    public var clip: ShapeGeometry?
    public var items: [DisplayItem]

    public init(transform: Transform = .identity, opacity: Double = 1, clip: ShapeGeometry? = nil, items: [DisplayItem]) {
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.items = items
    }
}

/// A rectangle, rounded rectangle, circle or capsule, with a fill, an optional stroke and an
/// optional drop shadow.
public struct ShapeItem: Equatable, Sendable {
    public var geometry: ShapeGeometry
    public var fill: Fill?
    public var stroke: Stroke?
    public var shadow: Shadow?

    public init(_ geometry: ShapeGeometry, fill: Fill? = nil, stroke: Stroke? = nil, shadow: Shadow? = nil) {
        self.geometry = geometry
        self.fill = fill
        self.stroke = stroke
        self.shadow = shadow
    }
}

/// A display list's shapes are the rasterizer's `Shape` (one shape type for the project; spelt
/// out, as SwipeUI has a `Shape` protocol of its own).
public typealias ShapeGeometry = SwipeRaster.Shape

extension SwipeRaster.Shape {
    /// A rounded rectangle whose corners are the iOS squircle when `continuous`, otherwise
    /// circular arcs (SwipeUI README, "Drawing").
    public static func roundedRect(_ rect: Rect, cornerRadius: Double, continuous: Bool) -> SwipeRaster.Shape {
        .roundedRect(rect, cornerRadius: cornerRadius, style: continuous ? .continuous : .circular)
    }
}

public enum Fill: Equatable, Sendable {
    case solid(SceneColor)
    /// A linear gradient from `start` to `end`, given as unit points of the shape's bounds
    /// ((0,0) top-leading, (1,1) bottom-trailing), with evenly spaced colours.
    case linearGradient([SceneColor], start: Point, end: Point)
}

public struct Stroke: Equatable, Sendable {
    public var color: SceneColor
    /// Line width in points, centred on the outline.
    public var width: Double
}

/// SwiftUI's `.shadow(color:radius:x:y:)`; the blur's σ is `radius × DisplayListPainter.shadowSigmaPerRadius`.
public struct Shadow: Equatable, Sendable {
    public var color: SceneColor
    public var radius: Double
    public var x: Double
    public var y: Double
}

/// One line of text whose baseline-left starts at `origin` for leading alignment (centre or
/// right end for the other alignments), truncated with an ellipsis beyond `maxWidth`. A negative
/// `maxWidth` (a layout on a canvas too narrow for it) is no room, as a SwiftUI frame proposed
/// a negative width gets none: the text draws nothing.
public struct TextItem: Equatable, Sendable {
    public var string: String
    /// Font size in points.
    public var size: Double
    public var weight: FontWeight
    public var color: SceneColor
    public var origin: Point
    public var alignment: TextAlignment
    public var maxWidth: Double?
    /// SwiftUI's `.italic()`.
    public var italic: Bool = false
    /// OpenType features, e.g. `.monospacedDigit` for SwiftUI's `.monospacedDigit()`.
    public var features: TextFeatures = []

    public init(string: String, size: Double, weight: FontWeight, color: SceneColor, origin: Point,
                alignment: TextAlignment, maxWidth: Double?, italic: Bool = false, features: TextFeatures = []) {
        self.string = string
        self.size = size
        self.weight = weight
        self.color = color
        self.origin = origin
        self.alignment = alignment
        self.maxWidth = maxWidth
        self.italic = italic
        self.features = features
    }
}

/// A vector icon by SF-Symbol-style name, fitted into `rect`, its strokes at `weight`.
public struct IconItem: Equatable, Sendable {
    public var name: String
    public var rect: Rect
    public var color: SceneColor
    public var weight: FontWeight = .regular

    public init(name: String, rect: Rect, color: SceneColor, weight: FontWeight = .regular) {
        self.name = name
        self.rect = rect
        self.color = color
        self.weight = weight
    }

    /// SwiftUI's `Image(systemName: name)` under `.font(.system(size: pointSize, weight:))`
    /// and `.imageScale(scale)`, centred on `center` (`SymbolMetrics`).
    public init(name: String, center: Point, pointSize: Double, scale: ImageScale = .medium,
                weight: FontWeight = .regular, color: SceneColor) {
        self.init(name: name, rect: SymbolMetrics.box(center: center, pointSize: pointSize, scale: scale),
                  color: color, weight: weight)
    }
}

/// A photo filling `rect` (aspect fill, centred, clipped to `rect`).
public struct ImageItem: Equatable, Sendable {
    public var source: Scene.ImageSource
    public var rect: Rect
}
