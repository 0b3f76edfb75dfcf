import SwipeMath

/// Short names for the deterministic functions used across SwipeMotion.
enum SwipeMathBridge {
    static func log(_ x: Double) -> Double { DeterministicMath.log(x) }
    static func exp(_ x: Double) -> Double { DeterministicMath.exp(x) }
}
