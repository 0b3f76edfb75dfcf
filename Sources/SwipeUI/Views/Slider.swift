/// SwiftUI's `Slider` as iOS draws it (UIKit's `UISlider`, light mode): a 4 pt capsule track
/// the width offered, filled from the leading edge to the thumb in the tint colour and
/// `systemFill` beyond it, and a white 28 pt thumb with a soft shadow, its centre travelling
/// from 14 pt inside one end to 14 pt inside the other; 28 pt tall. The thumb and track sizes
/// are SwipeSim's readings of iOS 17 screenshots (UIKit does not publish them).
///
/// A drag that starts on the slider sets the value from the finger's position along the
/// track: fraction = (x − 14) / (width − 28), clamped to 0…1, mapped onto `bounds` and
/// rounded to the nearest `step` from the lower bound. (UISlider moves only when the drag
/// starts on the thumb, and keeps the thumb's offset under the finger; SwipeSim does not
/// model that difference.) `minimumValueLabel` and `maximumValueLabel` go before and after
/// the track, 8 pt away; the label is not drawn (as on iOS). `onEditingChanged` is accepted and
/// not called.
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let setFraction: (Double) -> Void
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    @Environment(\.tint) private var tint

    static var thumbSide: CGFloat { 28 }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, minimum: ValueLabel?, maximum: ValueLabel?)
    where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let current = Double(value.wrappedValue - bounds.lowerBound)
        fraction = span > 0 ? min(max(current / span, 0), 1) : 0
        setFraction = { f in
            var offset = span * min(max(f, 0), 1)
            let stride = Double(step)
            if stride > 0 { offset = min((offset / stride).rounded() * stride, span) }
            value.wrappedValue = bounds.lowerBound + V(offset)
        }
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    public var body: some View {
        HStack(spacing: 8) {
            minimumValueLabel
            GeometryReader { proxy in
                let travel = max(proxy.size.width - Self.thumbSide, 0)
                let centre = Self.thumbSide / 2 + travel * fraction
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(.systemFill)).frame(height: 4)
                    Capsule().fill(tint).frame(width: centre, height: 4)
                    Circle().fill(Color.white)
                        .shadow(color: Color.black.opacity(0.06), radius: 0.5, x: 0, y: 3)
                        .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
                        .frame(width: Self.thumbSide, height: Self.thumbSide)
                        .offset(x: centre - Self.thumbSide / 2)
                }
                .frame(width: proxy.size.width, height: Self.thumbSide)
                .contentShape(Rectangle())
                .gesture(
                    DragGesture(minimumDistance: 0).onChanged { drag in
                        setFraction(travel > 0 ? (drag.location.x - Self.thumbSide / 2) / travel : 0)
                    })
            }
            .frame(height: Self.thumbSide)
            maximumValueLabel
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, minimum: nil, maximum: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    )
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, minimum: nil, maximum: nil)
    }
}
