import SwipeMotion

/// SwiftUI's `ProgressView` with iOS's default styles, built from SwipeUI's own views:
///
/// - **Indeterminate** (`ProgressView()`, or a nil `value`): UIKit's medium activity indicator,
///   a 20 pt wheel of eight spokes (capsules 2.5 × 6 pt, their outer ends 9.5 pt from the
///   centre) in `systemGray`, their opacity falling from 1 to 0.3 around the wheel, which turns
///   once a second, linearly, from the moment it appears (`repeatForever` on the virtual
///   clock). UIKit steps its spokes instead of turning them; the spoke figures are SwipeSim's
///   readings of iOS 17 screenshots. A label goes below it in `.secondary`.
/// - **Determinate** (`value` of `total`, clamped to 0…1 of it): UIKit's default progress bar,
///   a 4 pt capsule track in `systemFill` the width offered, filled from the leading edge in
///   the tint colour (`Color.accentColor` unless `.tint` sets one); a label above it and the
///   current-value label below it in `.caption`, `.secondary`, 4 pt apart (readings).
///
/// `AsyncImage(url:) { … } placeholder: { ProgressView() }` shows the spinner while the image loads.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel
    /// Made by a style's body from its configuration: drawn in the built-in style, so a custom
    /// style that shows `ProgressView(configuration)` does not draw itself again.
    var isFromConfiguration = false
    @Environment(\.progressViewStyle) private var style

    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    public var body: some View {
        if case .custom(let makeBody) = style, !isFromConfiguration {
            makeBody(
                ProgressViewStyleConfiguration(
                    fractionCompleted: fraction, label: .init(content: AnyView(label)),
                    currentValueLabel: .init(content: AnyView(currentValueLabel))))
        } else if let fraction, !style.isCircular {
            VStack(alignment: .leading, spacing: 4) {
                label
                ProgressBar(fraction: fraction)
                currentValueLabel.font(.caption).foregroundStyle(.secondary)
            }
        } else {
            VStack(spacing: 8) {
                ActivityIndicator()
                label.foregroundStyle(.secondary)
            }
        }
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
        currentValueLabel = EmptyView()
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// The spinner.
    public init() { self.init(label: { EmptyView() }) }

    /// A bar `value / total` full (a spinner when `value` is nil).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        self.init(value: value, total: total, label: { EmptyView() }, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) { self.init(label: { Text(titleKey) }) }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1) {
        self.init(value: value, total: total, label: { Text(titleKey) })
    }
}

extension ProgressViewStyleChoice {
    var isCircular: Bool {
        if case .circular = self { return true }
        return false
    }
}

/// The determinate bar: a track the width offered, filled `fraction` of the way.
struct ProgressBar: View {
    let fraction: Double
    @Environment(\.tint) private var tint

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color(.systemFill))
                Capsule().fill(tint).frame(width: proxy.size.width * fraction)
            }
        }
        .frame(height: 4)
    }
}

/// The indeterminate wheel (see `ProgressView`).
struct ActivityIndicator: View {
    @State private var turns = 0.0
    @Environment(\.controlSize) private var controlSize

    /// UIKit's medium (20 pt) or large (37 pt) indicator (`ControlSize`).
    private var side: CGFloat { controlSize == .large || controlSize == .extraLarge ? 37 : 20 }

    var body: some View {
        ZStack {
            ForEach(0..<8, id: \.self) { spoke in
                Capsule().fill(Color.gray)
                    .frame(width: 2.5, height: 6)
                    .opacity(1 - 0.1 * Double(spoke))
                    .offset(y: -6.5)
                    .rotationEffect(.degrees(-45 * Double(spoke)))
            }
        }
        .frame(width: 20, height: 20)
        .scaleEffect(side / 20)
        .frame(width: side, height: side)
        .rotationEffect(.degrees(360 * turns))
        .onAppear {
            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { turns = 1 }
        }
    }
}
