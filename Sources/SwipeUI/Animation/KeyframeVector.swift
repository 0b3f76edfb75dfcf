import Foundation

/// A value keyframes move component by component, as SwiftUI moves an `Animatable` value
/// through its `animatableData`: `Double`, `CGFloat`, `Float`, `CGPoint`, `CGSize`, `CGRect`,
/// `Angle` and `UnitPoint`. (`Angle` is moved in degrees, its stored unit: every curve here is
/// linear in the value, so the unit changes no point of the path.)
///
/// A keyframe track of another type — SwipeUI has no `Animatable` protocol — holds each
/// keyframe's starting value until the keyframe's time is up and then takes its value: the
/// path is stepped, not interpolated.
protocol KeyframeVector {
    /// The components, in value units.
    var keyframeComponents: [Double] { get }
    /// The value of `components` (as many as `keyframeComponents` gives).
    static func fromKeyframeComponents(_ components: [Double]) -> Self
}

extension Double: KeyframeVector {
    var keyframeComponents: [Double] { [self] }
    static func fromKeyframeComponents(_ c: [Double]) -> Double { c[0] }
}

extension Float: KeyframeVector {
    var keyframeComponents: [Double] { [Double(self)] }
    static func fromKeyframeComponents(_ c: [Double]) -> Float { Float(c[0]) }
}

extension CGFloat: KeyframeVector {
    var keyframeComponents: [Double] { [Double(self)] }
    static func fromKeyframeComponents(_ c: [Double]) -> CGFloat { CGFloat(c[0]) }
}

extension CGPoint: KeyframeVector {
    var keyframeComponents: [Double] { [Double(x), Double(y)] }
    static func fromKeyframeComponents(_ c: [Double]) -> CGPoint { CGPoint(x: c[0], y: c[1]) }
}

extension CGSize: KeyframeVector {
    var keyframeComponents: [Double] { [Double(width), Double(height)] }
    static func fromKeyframeComponents(_ c: [Double]) -> CGSize { CGSize(width: c[0], height: c[1]) }
}

extension CGRect: KeyframeVector {
    var keyframeComponents: [Double] { [Double(origin.x), Double(origin.y), Double(size.width), Double(size.height)] }
    static func fromKeyframeComponents(_ c: [Double]) -> CGRect { CGRect(x: c[0], y: c[1], width: c[2], height: c[3]) }
}

extension Angle: KeyframeVector {
    var keyframeComponents: [Double] { [degrees] }
    static func fromKeyframeComponents(_ c: [Double]) -> Angle { Angle(degrees: c[0]) }
}

extension UnitPoint: KeyframeVector {
    var keyframeComponents: [Double] { [Double(x), Double(y)] }
    static func fromKeyframeComponents(_ c: [Double]) -> UnitPoint { UnitPoint(x: c[0], y: c[1]) }
}
