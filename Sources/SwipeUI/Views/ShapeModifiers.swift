import SwipeRaster

/// A shape filled or stroked with a given style (`.fill(_:)`, `.stroke(_:style:)`); without a
/// style, the foreground style.
/// `BackgroundStyle` (`.background`) is resolved here, from the environment's
/// `.backgroundStyle(_:)`, as SwiftUI resolves it where it is drawn.
public struct _StyledShape: View, PrimitiveView {
    let geometry: ShapeGeometry
    let style: ShapeStyleValue?
    let stroke: Stroke?
    var isBackgroundStyle = false
    public var body: Never { primitiveBody }

    init(geometry: ShapeGeometry, style: ShapeStyleValue?, stroke: Stroke?) {
        self.geometry = geometry
        self.style = style
        self.stroke = stroke
    }

    /// A shape drawn with `style`, which may be the environment's background style.
    init(geometry: ShapeGeometry, shapeStyle: any ShapeStyle, stroke: Stroke?) {
        self.init(geometry: geometry, style: ShapeStyleValue(shapeStyle), stroke: stroke)
        isBackgroundStyle = shapeStyle is BackgroundStyle
    }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let resolved =
            isBackgroundStyle ? context.environment.backgroundStyle ?? ShapeStyleValue(BackgroundStyle()) : style ?? context.environment.foregroundStyle
        nodes.append(context.node(.shape(geometry, resolved, stroke: stroke), typeName: "Shape"))
    }
}

/// A shape derived from another: inset (`inset(by:)`) or trimmed (`trim(from:to:)`).
public struct _DerivedShape: Shape, PrimitiveShape {
    public let _geometry: ShapeGeometry
}

extension Shape {
    /// The same shape drawn `amount` points inside the rectangle it is given, on every side
    /// (SwiftUI's `InsettableShape.inset(by:)`; a rounded rectangle's corner radii shrink by
    /// the same amount; a custom shape is asked for its path in the inset rectangle). Insets add up.
    public func inset(by amount: CGFloat) -> _DerivedShape {
        var geometry = _geometry
        geometry.inset += Double(amount)
        return _DerivedShape(_geometry: geometry)
    }

    /// The part of the outline from fraction `from` to fraction `to` of its length (SwiftUI's
    /// `Shape.trim(from:to:)`), both clamped to 0…1; nothing when from ≥ to. Outlines start where
    /// SwiftUI's do for circles and ellipses — at 3 o'clock, running clockwise on screen — and
    /// at the top-left corner for rectangles; curves are measured on their chords (flattened to
    /// the rasterizer's 0.05 px). Trims compose (a trim of a trim takes the fraction of the
    /// trimmed length). The fractions animate like an effect's value: a change inside
    /// `withAnimation` moves them along the animation, frame by frame.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> _DerivedShape {
        var geometry = _geometry
        let span = geometry.trimTo - geometry.trimFrom
        let start = min(max(Double(from), 0), 1), end = min(max(Double(to), 0), 1)
        (geometry.trimFrom, geometry.trimTo) = (geometry.trimFrom + start * span, geometry.trimFrom + max(end, start) * span)
        geometry.hasTrim = true
        return _DerivedShape(_geometry: geometry)
    }

    /// Fills the shape with `style`.
    public func fill<S: ShapeStyle>(_ style: S) -> _StyledShape {
        _StyledShape(geometry: _geometry, shapeStyle: style, stroke: nil)
    }
    /// Fills the shape with `style`; the fill rule is accepted (SwipeSim fills by nonzero winding).
    public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle) -> _StyledShape {
        _StyledShape(geometry: _geometry, shapeStyle: style, stroke: nil)
    }
    /// Strokes the shape's outline, centred on it, `lineWidth` points wide (butt caps, miter joins).
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _StyledShape {
        _StyledShape(geometry: _geometry, style: ShapeStyleValue(style), stroke: StrokeStyle(lineWidth: lineWidth).raster)
    }
    /// Strokes the outline with `style`'s width, caps, joins and dashes (see `StrokeStyle`).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _StyledShape {
        _StyledShape(geometry: _geometry, style: ShapeStyleValue(content), stroke: style.raster)
    }
    /// Strokes the outline in the foreground style, `lineWidth` points wide.
    public func stroke(lineWidth: CGFloat = 1) -> _StyledShape {
        _StyledShape(geometry: _geometry, style: nil, stroke: StrokeStyle(lineWidth: lineWidth).raster)
    }
    /// Strokes the outline in the foreground style with `style`.
    public func stroke(style: StrokeStyle) -> _StyledShape {
        _StyledShape(geometry: _geometry, style: nil, stroke: style.raster)
    }
    /// Strokes a `lineWidth`-wide border inside the shape's outline (the stroke of the shape
    /// inset by half the width), so the border stays within the frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _StyledShape {
        inset(by: lineWidth / 2).stroke(style, lineWidth: lineWidth)
    }
    /// A border inside the outline drawn with `style` (the shape inset by half its width, stroked).
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _StyledShape {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }
    /// A border inside the outline in the foreground style.
    public func strokeBorder(style: StrokeStyle) -> _StyledShape {
        inset(by: style.lineWidth / 2).stroke(style: style)
    }
}
