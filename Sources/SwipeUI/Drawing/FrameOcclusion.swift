import SwipeRaster

/// Which pixels each command of a `FrameDrawing` may leave undrawn because a later opaque fill
/// replaces them outright (`SwipeRaster.Occlusion`): a deck's buried cards, their shadows and
/// photos, under the cards in front. The pixels are the same as drawing everything; only the
/// work changes.
///
/// The rule (exact, pixel by pixel): an *occluder* is a fill drawn straight into the frame —
/// outside every layer — with a paint that is opaque everywhere (an opaque colour, a gradient
/// whose stops are all opaque, an image whose pixels are all opaque: `ImagePattern.isOpaque`).
/// It writes exactly its paint's colour, whatever was below, where its shape covers a pixel
/// fully and every clip in force lets the pixel through fully (`Occlusion.intersection`).
/// Before command i, the pixels any occluder after i replaces may be skipped, as long as
/// nothing between reads them:
/// - commands inside a layer skip nothing (a layer's blur or mask reads its neighbours); the
///   composite that ends an outermost layer skips, as a fill does;
/// - a backdrop (a material blurs what is behind it, neighbours included) is a barrier:
///   occluders after it hide nothing before it.
/// Under a 3D clip (projective) nothing counts as an occluder. Small fills (text, icons) are
/// not looked at as occluders: one run a row is kept, and they would only cost time.
enum FrameOcclusion {
    /// Fills smaller than this many pixels on either side are not occluders (speed only).
    static let minimumSide = 24

    /// For each command, the occlusion to set on the canvas before running it (nil: none).
    static func plan(_ commands: [FrameDrawing.Command], canvas: SwipeRaster.Canvas) -> [Occlusion?] {
        // Forward: for each fill outside layers, the clips in force (nil: one is projective).
        enum ClipEntry { case path(RasterPath, Transform, FillRule), projective }
        var depth = 0
        var clipStack: [[ClipEntry]] = [[]]
        var ownClips: [Int: [ClipEntry]] = [:]
        var insideLayer = [Bool](repeating: false, count: commands.count)
        var composite = [Bool](repeating: false, count: commands.count)
        for (index, command) in commands.enumerated() {
            insideLayer[index] = depth > 0
            switch command {
            case .beginLayer: depth += 1
            case .endLayer, .endLayerAsMask, .endLayerProjected:
                depth = max(0, depth - 1)
                composite[index] = depth == 0
            case .save where depth == 0: clipStack.append(clipStack[clipStack.count - 1])
            case .restore where depth == 0: if clipStack.count > 1 { clipStack.removeLast() }
            case let .clip(path, transform, rule) where depth == 0:
                clipStack[clipStack.count - 1].append(.path(path, transform, rule))
            case .clipProjected where depth == 0:
                clipStack[clipStack.count - 1].append(.projective)
            case .fill where depth == 0:
                ownClips[index] = clipStack[clipStack.count - 1]
            default: break
            }
        }
        // Backward: the union of the occluders still to come.
        var plan = [Occlusion?](repeating: nil, count: commands.count)
        var hidden: Occlusion?
        for index in stride(from: commands.count - 1, through: 0, by: -1) {
            let command = commands[index]
            if case .backdrop = command {
                hidden = nil
                continue
            }
            if !insideLayer[index] || composite[index] { plan[index] = hidden }
            guard case let .fill(path, paint, transform) = command, let clips = ownClips[index],
                let size = path.pixelSize(transform: transform, canvasWidth: canvas.width, canvasHeight: canvas.height),
                size.width >= minimumSide, size.height >= minimumSide,
                var own = try? canvas.occlusion(of: path, paint: paint.paint, transform: transform)
            else { continue }
            var known = true
            for clip in clips {
                guard case let .path(clipPath, clipTransform, rule) = clip,
                    let through = try? canvas.occlusion(of: clipPath, paint: .solid(.black), transform: clipTransform, fillRule: rule)
                else {
                    known = false
                    break
                }
                own = own.intersection(through)
            }
            guard known else { continue }
            hidden = hidden.map { $0.union(own) } ?? own
        }
        return plan
    }
}
