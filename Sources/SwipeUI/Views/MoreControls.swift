import Foundation

/// iOS controls decks use around their cards, built from SwipeUI's own views. The drawings
/// follow the controls' iOS appearance as SwipeSim reads it (no public source gives their
/// figures); what they do beyond a tap is not simulated.

/// A tinted, tappable label that would open `destination` (SwiftUI's `Link`; drawn as a
/// default `Button`, Apple: "a link … appears as a button"). Opening the URL is not simulated.
public struct Link<Label: View>: View {
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { Button(action: {}) { label } }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(String(title)) } }
}

/// A button that would open the share sheet for `item` (SwiftUI's `ShareLink`); by default
/// labelled "Share" with the square-and-arrow-up symbol. The share sheet is not simulated.
public struct ShareLink<Label: View>: View {
    let label: Label
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { Button(action: {}) { label } }
}

extension ShareLink where Label == SwipeUI.Label<Text, Image> {
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SwipeUI.Label("Share", systemImage: "square.and.arrow.up") }
    }
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SwipeUI.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
}

/// A box of grouped content (SwiftUI's `GroupBox`): its label as a headline over the
/// content, 16 points inside a rounded rectangle (radius 8) of UIKit's secondary system
/// background.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8))
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(String(title)) } }
}

/// A label that shows or hides its content (SwiftUI's `DisclosureGroup`): a tap on the label
/// row toggles it, animated, and turns its trailing chevron a quarter turn when expanded.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var expandedHere = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = nil
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    public var body: some View {
        let expanded = isExpanded?.wrappedValue ?? expandedHere
        VStack(alignment: .leading, spacing: 8) {
            Button {
                withAnimation {
                    if let isExpanded { isExpanded.wrappedValue.toggle() } else { expandedHere.toggle() }
                }
            } label: {
                HStack {
                    label.foregroundStyle(Color.primary)
                    Spacer()
                    Image(systemName: "chevron.right").rotationEffect(.degrees(expanded ? 90 : 0))
                }
                .contentShape(Rectangle())
            }
            if expanded { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(String(title)) } }
}

/// A value in a range shown as a gauge (SwiftUI's `Gauge`): drawn as its label over a linear
/// `ProgressView` of the value's fraction of the range; `.gaugeStyle` is accepted.
public struct Gauge<Label: View>: View {
    let fraction: Double
    let label: Label
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
        self.label = label()
    }
    public init<V: BinaryFloatingPoint, C: View, Mn: View, Mx: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> C, @ViewBuilder minimumValueLabel: () -> Mn = { EmptyView() },
        @ViewBuilder maximumValueLabel: () -> Mx = { EmptyView() }
    ) {
        self.init(value: value, in: bounds, label: label)
    }
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            label
            ProgressView(value: fraction)
        }
    }
}

/// Gauge styles (accepted; every gauge is drawn linear).
public struct GaugeStyleValue: Sendable {
    public static let automatic = GaugeStyleValue()
    public static let linearCapacity = GaugeStyleValue()
    public static let accessoryLinear = GaugeStyleValue()
    public static let accessoryLinearCapacity = GaugeStyleValue()
    public static let accessoryCircular = GaugeStyleValue()
    public static let accessoryCircularCapacity = GaugeStyleValue()
}

extension View {
    public func gaugeStyle(_ style: GaugeStyleValue) -> some View { environmentChange(".gaugeStyle") { _ in } }
}

/// A colour well (SwiftUI's `ColorPicker`): the title, and at the trailing edge a 28-point
/// circle of the selected colour. Picking is not simulated.
public struct ColorPicker<Label: View>: View {
    let label: Label
    let selection: Binding<Color>
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            Circle().fill(selection.wrappedValue).frame(width: 28, height: 28)
        }
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(String(title)) }
    }
}

/// A date control (SwiftUI's `DatePicker`, compact style): the title, and at the trailing edge
/// the selection in a grey capsule — formatted in UTC with the POSIX locale
/// ("MMM d, yyyy", "HH:mm"), so a frame is the same on every machine. Picking is not simulated.
public struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let components: DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.components = displayedComponents
        self.label = label()
    }
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    var formatted: [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        var parts: [String] = []
        if components.contains(.date) { formatter.dateFormat = "MMM d, yyyy"; parts.append(formatter.string(from: selection.wrappedValue)) }
        if components.contains(.hourAndMinute) { formatter.dateFormat = "HH:mm"; parts.append(formatter.string(from: selection.wrappedValue)) }
        return parts
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            ForEach(formatted, id: \.self) { part in
                Text(part)
                    .padding(.horizontal, 11).padding(.vertical, 6)
                    .background(Color(uiColor: .tertiarySystemFill), in: Capsule())
            }
        }
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(String(title)) }
    }
}

/// Which parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// Date picker styles (accepted; every picker is drawn compact).
public struct DatePickerStyleValue: Sendable {
    public static let automatic = DatePickerStyleValue()
    public static let compact = DatePickerStyleValue()
    public static let graphical = DatePickerStyleValue()
    public static let wheel = DatePickerStyleValue()
}

extension View {
    public func datePickerStyle(_ style: DatePickerStyleValue) -> some View { environmentChange(".datePickerStyle") { _ in } }
}
