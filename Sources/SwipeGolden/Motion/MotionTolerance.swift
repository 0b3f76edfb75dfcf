/// How far a golden's motion may move and still match, per unit.
///
/// The simulation is deterministic: on any machine the same scene gives the same numbers to
/// the last bit, and `motion.json` stores them to 1e-4. So any real change of the motion moves a
/// value by far more than float noise; the defaults are small enough to catch a 0.1 pt shift of
/// any corner of any card in any frame (a fifth of a pixel at scale 2), and large enough to
/// ignore the 1e-4 rounding of the file and the last-bit differences of another compiler.
public struct MotionTolerance: Equatable, Sendable {
    /// Card corners, offsets and other distances, in points.
    public var points: Double
    /// Rotations, in degrees.
    public var degrees: Double
    /// Opacities and unitless fractions (scale, progress), 0…1.
    public var opacity: Double

    public init(points: Double = 0.05, degrees: Double = 0.05, opacity: Double = 0.005) {
        self.points = points
        self.degrees = degrees
        self.opacity = opacity
    }

    /// 0.05 pt, 0.05°, opacity 0.005.
    public static let standard = MotionTolerance()

    /// The largest difference that still matches for a value of `unit`; drawing order must not change.
    public func allowed(for unit: MotionUnit) -> Double {
        switch unit {
        case .points: return points
        case .degrees: return degrees
        case .opacity: return opacity
        case .order: return 0
        }
    }

    /// Checks values a user can type; the message names the option to fix.
    public func validate() throws {
        for (name, value) in [("motion-points", points), ("motion-degrees", degrees), ("motion-opacity", opacity)] {
            guard value.isFinite, value >= 0 else {
                throw GoldenError.invalidTolerance("\(name) must be a finite number ≥ 0; got \(value)")
            }
        }
    }

    /// One line for reports, e.g. `motion ±0.05 pt, ±0.05°, opacity ±0.005`.
    public var summary: String {
        "motion ±\(points) pt, ±\(degrees)°, opacity ±\(opacity)"
    }
}
