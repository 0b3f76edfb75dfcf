import SwipeMotion

/// Animations built from non-finite or negative numbers (`.easeIn(duration: .nan)`,
/// `.spring(response: .infinity)`, `.delay(-1)`).
///
/// Apple documents no behaviour for them. A timing curve whose duration is not a positive
/// number ends as soon as it starts (OpenSwiftUI
/// `Sources/OpenSwiftUICore/Animation/Animation/BezierAnimation.swift`, `fraction(for:)`:
/// nil unless the duration is positive), so the change shows at once; a spring or modifier with
/// such a parameter would compute NaN positions. SwipeSim makes every such animation behave
/// as that curve does — the change applies at once, unanimated — and warns once per view path
/// (naming the first invalid animation met there), so no NaN reaches layout or drawing.
extension ViewGraph {
    /// `animation`, or nil with a warning naming `node` when it has an invalid parameter.
    func validAnimation(_ animation: Animation?, at node: Node) -> Animation? {
        validAnimation(animation, path: node.typePath.clippedDescription(keepingFirst: 4, last: 6))
    }

    /// `animation`, or nil with a warning naming `path` (`withAnimation` for a transaction's).
    func validAnimation(_ animation: Animation?, path: String) -> Animation? {
        guard let animation, let problem = InvalidAnimation.problem(in: animation) else { return animation }
        warnings.note(
            key: "invalid animation \(path)",
            "\(path): the animation has \(problem), so the change is applied at once, without animation; give durations, responses and delays finite values ≥ 0"
        )
        return nil
    }
}

enum InvalidAnimation {
    /// The first invalid parameter of `animation` ("duration nan"), or nil when all are valid.
    static func problem(in animation: Animation) -> String? {
        func check(_ pairs: [(String, Double)]) -> String? {
            pairs.first { !$0.1.isFinite || $0.1 < 0 }.map { "\($0.0) \($0.1)" }
        }
        switch animation {
        case let .fluidSpring(response, dampingFraction, blendDuration):
            return check([("response", response), ("dampingFraction", dampingFraction), ("blendDuration", blendDuration)])
        case let .interpolatingSpring(spring, initialVelocity):
            return check([("mass", spring.mass), ("stiffness", spring.stiffness), ("damping", spring.damping)])
                ?? (initialVelocity.isFinite ? nil : "initialVelocity \(initialVelocity)")
        case let .timingCurve(curve, duration):
            return check([("duration", duration)])
                ?? ([curve.x1, curve.y1, curve.x2, curve.y2].allSatisfy(\.isFinite) ? nil : "a timing curve control point that is not finite")
        case let .modified(base, modifier):
            switch modifier {
            case .delay(let seconds): if let p = check([("delay", seconds)]) { return p }
            case .speed(let factor): if let p = check([("speed", factor)]) { return p }
            case .repeating: break
            case .logicallyComplete(let seconds): if let p = check([("logicallyComplete(after:)", seconds)]) { return p }
            }
            return problem(in: base)
        }
    }
}
