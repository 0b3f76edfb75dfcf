/// SwiftUI's `Stepper` as iOS draws it: the label leads, UIKit's `UIStepper` sits at the
/// trailing edge of the row (the stepper takes the width offered, as a `Toggle` does), and a
/// tap on its "+" or "−" half runs the increment or decrement.
///
/// The control is `UIStepper` in light mode (iOS 13+): 94 × 32 pt, corners of 8 pt, filled
/// with `tertiarySystemFill`, a 1 × 18 pt `separator` line between the halves, and `plus` /
/// `minus` symbols in `.primary` (a half that cannot step further — the value at a bound —
/// in `.tertiary`, and it ignores taps). The 94 × 32 pt size is UIStepper's intrinsic size;
/// the other figures are SwipeSim's readings of iOS 17 screenshots.
///
/// With `value:in:step:`, a tap sets the value to value ± step clamped to the bounds (Apple's
/// `Stepper` documentation: "the stepper … clamps to the bounds"). A script can tap the
/// halves by point, or by name: `.tapButton("Increment")` / `.tapButton("Decrement")`
/// (UIStepper's accessibility labels), the first stepper's on screen. `onEditingChanged` is
/// accepted and not called (a tap is one step; holding a half to repeat is not modelled).
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    @Environment(\.labelsHidden) private var labelsHidden

    static var size: CGSize { CGSize(width: 94, height: 32) }

    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        let current = min(max(value.wrappedValue, bounds.lowerBound), bounds.upperBound)
        self.init(
            onIncrement: current < bounds.upperBound ? { value.wrappedValue = min(current.advanced(by: step), bounds.upperBound) } : nil,
            onDecrement: current > bounds.lowerBound ? { value.wrappedValue = max(current.advanced(by: -step), bounds.lowerBound) } : nil,
            label: label)
    }

    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) }, label: label)
    }

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            HStack(spacing: 0) {
                half("minus", "Decrement", onDecrement)
                Color(.separator).frame(width: 1, height: 18)
                half("plus", "Increment", onIncrement)
            }
            .frame(width: Self.size.width, height: Self.size.height)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(.tertiarySystemFill)))
        }
    }

    private func half(_ symbol: String, _ name: String, _ action: (() -> Void)?) -> some View {
        Button(action: { action?() }) {
            Image(systemName: symbol)
                .font(.system(size: 17, weight: .medium))
                .foregroundStyle(action == nil ? Color.tertiary : Color.primary)
                .frame(width: (Self.size.width - 1) / 2, height: Self.size.height)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .disabled(action == nil)
        .accessibilityLabel(name)
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }
}
