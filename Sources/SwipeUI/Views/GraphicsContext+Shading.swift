import Foundation

extension GraphicsContext {
    /// A colour or pattern to fill or stroke with (Apple, `GraphicsContext.Shading`). Gradient
    /// points are in the context's user space, where the path is (points).
    public struct Shading {
        enum Kind {
            case style(any ShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
            case foreground
            /// `tiledImage`: not drawn.
            case none
        }
        let kind: Kind

        public static func color(_ color: Color) -> Shading { Shading(kind: .style(color)) }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: white, green: white, blue: white, opacity: opacity))
        }
        /// A shape style; a gradient style's unit points lie in the bounding rectangle of the
        /// path it fills.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }
        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }
        /// Palette shadings are for symbols with layers; SwipeSim fills with the first.
        public static func palette(_ array: [Shading]) -> Shading { array.first ?? foreground }
        /// A linear gradient from `startPoint` to `endPoint` (points in user space); `options`
        /// (repeat, mirror, linear colour) are not applied.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }
        /// A radial gradient around `center`, from `startRadius` to `endRadius` points.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }
        /// A conic (angular) gradient around `center`, starting at `angle` and going once round.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle))
        }
        /// A tiled image: accepted, draws nothing in SwipeSim.
        public static func tiledImage(
            _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
        ) -> Shading {
            Shading(kind: .none)
        }

        /// The style for a path whose bounding rectangle is `pathBounds`, drawn in a view of
        /// `size` (the canvas) where user space is the view's own space: gradient points become
        /// unit points of the view.
        func value(pathBounds: CGRect, size: CGSize, environment: EnvironmentValues) -> ShapeStyleValue? {
            func unit(_ p: CGPoint) -> UnitPoint {
                UnitPoint(x: size.width > 0 ? p.x / size.width : 0, y: size.height > 0 ? p.y / size.height : 0)
            }
            func inPath(_ u: UnitPoint) -> UnitPoint {
                unit(CGPoint(x: pathBounds.minX + u.x * pathBounds.width, y: pathBounds.minY + u.y * pathBounds.height))
            }
            switch kind {
            case .none: return nil
            case .foreground: return environment.foregroundStyle
            case let .linear(gradient, start, end):
                return .gradient(gradient.resolvedStops, .linear(start: unit(start), end: unit(end)))
            case let .radial(gradient, center, r0, r1):
                return .gradient(gradient.resolvedStops, .radial(center: unit(center), startRadius: Double(r0), endRadius: Double(r1)))
            case let .conic(gradient, center, angle):
                return .gradient(gradient.resolvedStops, .angular(center: unit(center), start: angle, end: angle + .degrees(360)))
            case .style(let style):
                switch ShapeStyleValue(style) {
                case let .gradient(stops, .linear(start, end)): return .gradient(stops, .linear(start: inPath(start), end: inPath(end)))
                case let .gradient(stops, .radial(center, r0, r1)): return .gradient(stops, .radial(center: inPath(center), startRadius: r0, endRadius: r1))
                case let .gradient(stops, .angular(center, a0, a1)): return .gradient(stops, .angular(center: inPath(center), start: a0, end: a1))
                case let value: return value
                }
            }
        }
    }

    /// Gradient options (Apple, `GraphicsContext.GradientOptions`): accepted, not applied.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// How a drawing is composited with what the context already holds (Apple,
    /// `GraphicsContext.BlendMode`): the modes SwiftUI's `BlendMode` has are drawn as
    /// `.blendMode(_:)` draws them; `clear`, `copy`, `sourceIn`, `sourceOut`,
    /// `destinationIn`, `destinationAtop` and `xor` draw as `normal`.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)

        /// The view blend mode drawing this one (Core Graphics' order of `CGBlendMode`).
        var viewBlendMode: SwipeUI.BlendMode {
            let modes: [SwipeUI.BlendMode] = [
                .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
                .difference, .exclusion, .hue, .saturation, .color, .luminosity, .normal, .normal, .normal, .normal,
                .sourceAtop, .destinationOver, .normal, .destinationOut, .normal, .normal, .plusDarker, .plusLighter,
            ]
            return modes.indices.contains(Int(rawValue)) ? modes[Int(rawValue)] : .normal
        }
    }

    /// Options of a clip (Apple, `GraphicsContext.ClipOptions`): `inverse` keeps what is outside.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Options of a filter (Apple, `GraphicsContext.FilterOptions`): accepted, not applied.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// A filter for later drawing (Apple, `GraphicsContext.Filter`): blur, shadow and the
    /// colour filters are drawn as the view modifiers of the same names draw them, on each
    /// later drawing; `luminanceToAlpha` and `alphaThreshold` are accepted and not applied
    /// (named once in `Simulation.warnings`).
    public struct Filter {
        enum Kind {
            case blur(CGFloat)
            case shadow(Color, radius: CGFloat, x: CGFloat, y: CGFloat)
            case brightness(Double), contrast(Double), saturation(Double), grayscale(Double)
            case hueRotation(Angle), colorMultiply(Color), colorInvert
            case unsupported(String)
        }
        let kind: Kind

        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(kind: .blur(radius)) }
        public static func shadow(
            color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(kind: .shadow(color, radius: radius, x: x, y: y))
        }
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .brightness(amount)) }
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .contrast(amount)) }
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .saturation(amount)) }
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .grayscale(amount)) }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .hueRotation(angle)) }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(kind: .colorInvert) }
        public static var luminanceToAlpha: Filter { Filter(kind: .unsupported("luminanceToAlpha")) }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .unsupported("alphaThreshold"))
        }
    }

    /// Options of a blur filter (Apple, `GraphicsContext.BlurOptions`): accepted, not applied.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options of a shadow filter (Apple, `GraphicsContext.ShadowOptions`): accepted, not applied.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }
}
