/// A paint prepared for one fill: everything that maps a device pixel to its colour.
package enum Shader {
    case solid(UInt32)
    case gradient(GradientShader)
    case image(ImageShader)
    case mask(MaskShader)
    /// A gradient or image under perspective (`Canvas.fill(_:paint:projection:fillRule:)`).
    case projected(ProjectiveShader)

    /// Prepares `paint` drawn with `transform` (local → device). Returns nil when nothing can
    /// show (a collapsed transform has zero area).
    static func make(_ paint: Paint, transform: Transform) throws -> Shader? {
        switch paint {
        case .solid(let color):
            return .solid(color.premultiplied)
        case .linearGradient(let gradient):
            try gradient.validate()
            guard let inverse = try? transform.inverted() else { return nil }
            return .gradient(GradientShader(gradient, inverse: inverse))
        case .centredGradient:
            // t is not linear along a row: each pixel centre is mapped back on its own.
            return try ProjectiveShader.make(paint, projection: ProjectiveTransform(transform))
        case .image(let pattern, let imageTransform):
            guard imageTransform.isFinite else {
                throw RasterError(.nonFiniteValue, "image transform has a non-finite value: use finite numbers")
            }
            let toDevice = imageTransform.concatenating(transform)
            guard (try? toDevice.inverted()) != nil else { return nil }
            return .image(ImageShader(pattern, toDevice: toDevice))
        }
    }
}
