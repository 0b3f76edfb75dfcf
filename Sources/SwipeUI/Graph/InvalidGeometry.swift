import SwipeMotion

/// Non-finite and negative geometry given to a layout or effect modifier: SwiftUI logs a
/// runtime issue and carries on without the invalid value, so SwipeSim warns (in
/// `Simulation.warnings`, once per view path and value name, naming the first value met) and
/// does the same, and no NaN or infinity reaches layout or drawing.
///
/// - `.frame(width:height:)`: a negative or non-finite dimension is dropped (the frame takes
///   its content's size in that dimension) after "Invalid frame dimension (negative or
///   non-finite)." (OpenSwiftUI `Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift`,
///   `_FrameLayout.init`: the invalid dimension becomes nil. That file tests `width` for the
///   height too, a slip: each dimension is checked on its own here.)
/// - `.frame(minWidth:…maxHeight:)`: the same message when min > ideal > max is broken or a
///   minimum is non-finite (the same file, `_FlexibleFrameLayout.init`); SwipeSim also drops
///   any NaN bound and an infinite minimum or ideal size (a maximum of `.infinity` is the
///   usual "fill" and stays).
/// - `.offset`, `.position`, `.padding`, `.rotationEffect`, `.scaleEffect`, `.opacity`: a
///   non-finite value is ignored (no offset, no rotation, scale 1, opacity 1), so a view is
///   drawn where it would be without the modifier, never at a NaN position.
extension ResolveContext {
    /// `kind`, the node kind of the modifier `label`, with invalid values dropped (warning once
    /// per view path and value).
    func withValidGeometry(_ kind: NodeKind, label: String) -> NodeKind {
        switch kind {
        case let .fixedFrame(width, height, alignment):
            let w = validFrameDimension(width, name: "width", label: label)
            let h = validFrameDimension(height, name: "height", label: label)
            return .fixedFrame(width: w, height: h, alignment)
        case let .flexibleFrame(bounds, alignment):
            return .flexibleFrame(validFlexibleFrame(bounds, label: label), alignment)
        case .offset(let v):
            return .offset(SwipeMotion.Vector2(x: finite(v.x, or: 0, "x", label), y: finite(v.y, or: 0, "y", label)))
        case let .position(x, y):
            return .position(x: finite(x, or: 0, "x", label), y: finite(y, or: 0, "y", label))
        case .padding(let insets):
            guard !(insets.top.isFinite && insets.leading.isFinite && insets.bottom.isFinite && insets.trailing.isFinite) else { return kind }
            return .padding(
                EdgeInsets(
                    top: CGFloat(finite(Double(insets.top), or: 0, "top", label)),
                    leading: CGFloat(finite(Double(insets.leading), or: 0, "leading", label)),
                    bottom: CGFloat(finite(Double(insets.bottom), or: 0, "bottom", label)),
                    trailing: CGFloat(finite(Double(insets.trailing), or: 0, "trailing", label))))
        case let .rotation(degrees, anchor):
            return .rotation(degrees: finite(degrees, or: 0, "angle (degrees)", label), anchor: anchor)
        case let .scale(v, anchor):
            return .scale(SwipeMotion.Vector2(x: finite(v.x, or: 1, "x", label), y: finite(v.y, or: 1, "y", label)), anchor: anchor)
        case .opacity(let value):
            return .opacity(finite(value, or: 1, "opacity", label))
        default:
            return kind
        }
    }

    private func validFrameDimension(_ value: Double?, name: String, label: String) -> Double? {
        guard let value, value < 0 || !value.isFinite else { return value }
        warnInvalidFrame("\(name) \(value)", key: name, label: label, fix: "the frame takes its content's \(name) instead")
        return nil
    }

    private func validFlexibleFrame(_ bounds: FlexibleFrame, label: String) -> FlexibleFrame {
        var b = bounds
        var dropped: [String] = []
        func drop(_ path: WritableKeyPath<FlexibleFrame, Double?>, _ name: String, allowInfinity: Bool) {
            guard let v = b[keyPath: path], v.isNaN || (v.isInfinite && !(allowInfinity && v > 0)) else { return }
            dropped.append("\(name) \(v)")
            b[keyPath: path] = nil
        }
        drop(\.minWidth, "minWidth", allowInfinity: false)
        drop(\.idealWidth, "idealWidth", allowInfinity: false)
        drop(\.maxWidth, "maxWidth", allowInfinity: true)
        drop(\.minHeight, "minHeight", allowInfinity: false)
        drop(\.idealHeight, "idealHeight", allowInfinity: false)
        drop(\.maxHeight, "maxHeight", allowInfinity: true)
        func misordered(_ min: Double?, _ ideal: Double?, _ max: Double?, _ axis: String) -> String? {
            let lower = min ?? 0
            if lower > (ideal ?? max ?? .infinity) || (ideal ?? 0) > (max ?? .infinity) {
                return
                    "\(axis) bounds min \(min.map { "\($0)" } ?? "nil"), ideal \(ideal.map { "\($0)" } ?? "nil"), max \(max.map { "\($0)" } ?? "nil") out of order"
            }
            return nil
        }
        var problems = dropped
        if let p = misordered(b.minWidth, b.idealWidth, b.maxWidth, "width") { problems.append(p) }
        if let p = misordered(b.minHeight, b.idealHeight, b.maxHeight, "height") { problems.append(p) }
        if !problems.isEmpty {
            warnInvalidFrame(
                problems.joined(separator: "; "), key: "bounds", label: label,
                fix: dropped.isEmpty ? "SwipeSim lays it out as given" : "the non-finite bounds are ignored")
        }
        return b
    }

    /// Warns once per view path and `key` (the first value met is named: an animated value
    /// that stays invalid would otherwise add a line every frame).
    private func warnInvalidFrame(_ values: String, key: String, label: String, fix: String) {
        let path = typePath.appending(label).clippedDescription(keepingFirst: 4, last: 6)
        graph.warnings.note(
            key: "invalid frame \(path) \(key)",
            "\(path): Invalid frame dimension (negative or non-finite). \(values); \(fix), as SwiftUI does")
    }

    /// `value`, or `replacement` with a warning when it is not finite.
    private func finite(_ value: Double, or replacement: Double, _ name: String, _ label: String) -> Double {
        guard !value.isFinite else { return value }
        let path = typePath.appending(label).clippedDescription(keepingFirst: 4, last: 6)
        graph.warnings.note(
            key: "non-finite \(path) \(name)",
            "\(path): \(name) is \(value), not a finite number; it is ignored (\(replacement) is used instead): compute it from finite values")
        return replacement
    }
}
