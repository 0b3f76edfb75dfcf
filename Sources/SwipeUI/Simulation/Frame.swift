import SwipeRaster
import SwipePNG
import SwipeBase

/// One output frame: its pixels and the motion of the views that move.
public struct Frame {
    public let index: Int
    /// Seconds: index / fps.
    public let time: Double
    /// The drawn pixels; nil for a frame `run(drawing:_:)` was told not to draw, and for
    /// `SimulationRun`'s frames (they carry `drawing` instead).
    public internal(set) var pixmap: Pixmap?
    /// What the frame draws, for `SimulationRun`'s recorded frames (draw it on any thread).
    public let drawing: FrameDrawing?
    /// Views with geometry effects, opacity or a running transition, in drawing order.
    public let views: [ViewMotion]
    /// Views marked with `.accessibilityIdentifier(_:)`, in drawing order.
    public let identifiedViews: [IdentifiedView]
    /// What the views outside the identified ones show, in drawing order: each effect's value
    /// (`.opacity` of a button bar) and each `Text`'s string (a counter), named by the view's
    /// type path from the root as a manifest spells it (`TypePath`'s stable names: a
    /// `ForEach` element by its id, no accessibility modifiers), `#2`… for a repeat.
    public let screenValues: [IdentifiedView.Value]

    init(index: Int, time: Double, pixmap: Pixmap?, drawing: FrameDrawing?, views: [ViewMotion], root: Node?) {
        self.index = index
        self.time = time
        self.pixmap = pixmap
        self.drawing = drawing
        self.views = views
        (identifiedViews, screenValues) = IdentifiedView.collect(root)
    }

    public var isDrawn: Bool { pixmap != nil }
    public var width: Int { pixmap?.width ?? 0 }
    public var height: Int { pixmap?.height ?? 0 }
    /// Premultiplied RGBA8, rows top to bottom (empty when not drawn).
    public var premultipliedRGBA: [UInt8] { pixmap?.bytes ?? [] }
    /// Straight-alpha RGBA8 (empty when not drawn).
    public func straightRGBA() -> [UInt8] { pixmap?.straightBytes() ?? [] }

    /// The frame as a PNG file's bytes (libpng).
    public func pngData() throws -> [UInt8] {
        guard let pixmap else {
            throw SwipeUIError(typePath: "Frame \(index)", message: "the frame was not drawn; include it in run(drawing:)")
        }
        return try PNGEncoder.encode(premultipliedRGBA: pixmap.bytes, width: pixmap.width, height: pixmap.height)
    }

    /// `frame_00042.png`: `FrameFileName.name(_:)`, kept here so that code importing only
    /// SwipeUI can name the files `FolderRender` writes (`Simulation.writePNGs(to:)`).
    public static func fileName(_ index: Int) -> String { FrameFileName.name(index) }
}

/// The motion of one view at a frame, for a manifest.
public struct ViewMotion: Equatable {
    /// The view's type path, e.g. `Deck › ZStack › ForEach[2] › .rotationEffect`.
    public var typePath: String { path.description }
    /// Its identity in the tree (stable across frames).
    public var identity: String { viewIdentity.description }
    // Kept as the graph's persistent lists: the strings are joined only when read.
    private let path: TypePath
    private let viewIdentity: ViewIdentity
    /// Local points → pixels: (a, b, c, d, tx, ty) as in CGAffineTransform.
    public let transform: [Double]
    /// Layout size in points.
    public let size: CGSize
    /// Opacity from `.opacity` and transitions, ancestors included.
    public let opacity: Double
    /// The animated effect value: offset (x, y) or scale (x, y) in points/factor, rotation in
    /// degrees, opacity, blur radius (points), a colour effect's amount (hue rotation in
    /// degrees) — one value; empty for a transition.
    public let value: [Double]

    public static func == (a: ViewMotion, b: ViewMotion) -> Bool {
        a.viewIdentity == b.viewIdentity && a.typePath == b.typePath && a.transform == b.transform
            && a.size == b.size && a.opacity == b.opacity && a.value == b.value
    }

    static func collect(_ root: Node?, scale: Double) -> [ViewMotion] {
        var result: [ViewMotion] = []
        root?.forEachNode { node in
            // One read of the node's presented values (each read of a class's property is checked
            // for exclusive access, and this runs for every node of every frame).
            let presented = node.presented
            let value: [Double]
            switch node.kind {
            case .offset, .scale: value = [presented.vector.x, presented.vector.y]
            case .rotation, .rotation3D, .opacity, .blur: value = [presented.scalar]
            case .colorEffect(let effect, _) where effect.valueName != nil: value = [presented.scalar]
            default:
                guard presented.transition != nil else { return }
                value = []
            }
            let m = presented.transform.concatenating(.scale(scale))
            result.append(
                ViewMotion(
                    path: node.typePath, viewIdentity: node.identity, transform: [m.a, m.b, m.c, m.d, m.tx, m.ty],
                    size: CGSize(width: presented.frame.width, height: presented.frame.height),
                    opacity: presented.opacity, value: value))
        }
        return result
    }
}
