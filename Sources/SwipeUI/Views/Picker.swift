/// SwiftUI's `Picker`: one option of several, each a view of its content identified by its
/// `.tag(_:)` (or, without one, by its `ForEach` element's id, as SwiftUI tags a `ForEach`'s
/// views). Options whose tag is not a `SelectionValue` are drawn but cannot be chosen.
///
/// - `.pickerStyle(.segmented)`: UIKit's `UISegmentedControl` (iOS 13+), 32 pt tall and the
///   width offered, shared equally by the options: a `tertiarySystemFill` rounded rectangle
///   (9 pt corners) with the selected option on a white rounded rectangle (7 pt corners, inset
///   2 pt, shadowed black 12 % radius 4 y 3) that slides to a newly chosen option; labels in
///   13 pt medium `.primary`. A tap on an option selects it (`.tapButton` finds it by its text).
///   These figures are SwipeSim's readings of iOS 17 screenshots; the separators iOS draws
///   between unselected options are not drawn.
/// - every other style (`.menu`, iOS's default, `.automatic`, `.wheel`, `.inline`,
///   `.navigationLink`): the label, then at the trailing edge the selected option and a
///   `chevron.down`, in the tint colour. SwipeSim does not open the menu: a tap does nothing.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    @Binding var selection: SelectionValue
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        _selection = selection
        self.label = label()
        self.content = content()
    }
    /// The iOS 13 spelling.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        _selection = selection
        self.label = label
        self.content = content()
    }

    public var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let style = context.environment.pickerStyle
        let tags = TagCollector()
        let saved = context.environment
        context.environment.tags = tags
        context.environment.stackAxis = nil
        if style == .segmented {
            context.environment.font = .system(size: 13, weight: .medium)
        } else {
            context.environment.foregroundStyle = .color(saved.tint.rgba)
        }
        let optionNodes = try context.resolveContent(content, component: .index(0), label: "Picker")
        context.environment = saved
        let binding = $selection
        let options = optionNodes.map { node in
            PickerOption(node: node, tag: tags.tag(of: node).flatMap { $0.base as? SelectionValue })
        }
        let selected = options.firstIndex { $0.tag == selection }
        let drawn: AnyView
        if style == .segmented {
            drawn = AnyView(SegmentedControl(options: options, selected: selected) { tag in binding.wrappedValue = tag })
        } else {
            drawn = AnyView(MenuPickerRow(label: label, selected: selected.map { options[$0].node }))
        }
        try context.resolveChild(drawn, component: .index(1), into: &nodes)
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

/// One resolved option of a picker and its tag.
struct PickerOption<SelectionValue: Hashable> {
    let node: Node
    let tag: SelectionValue?
}

/// The segmented style (see `Picker`).
struct SegmentedControl<SelectionValue: Hashable>: View {
    let options: [PickerOption<SelectionValue>]
    let selected: Int?
    let choose: (SelectionValue) -> Void

    var body: some View {
        GeometryReader { proxy in
            let width = options.isEmpty ? 0 : proxy.size.width / CGFloat(options.count)
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 9).fill(Color(.tertiarySystemFill))
                if let selected {
                    RoundedRectangle(cornerRadius: 7).fill(Color.white)
                        .shadow(color: Color.black.opacity(0.12), radius: 4, x: 0, y: 3)
                        .padding(2)
                        .frame(width: width)
                        .offset(x: width * CGFloat(selected))
                        .animation(.smooth(duration: 0.25), value: selected)
                }
                HStack(spacing: 0) {
                    ForEach(Array(options.enumerated()), id: \.element.node.identity) { _, option in
                        Button(action: { if let tag = option.tag { choose(tag) } }) {
                            ResolvedNodes(nodes: [option.node])
                                .frame(width: width, height: proxy.size.height)
                                .contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                    }
                }
            }
        }
        .frame(height: 32)
    }
}

/// The menu style's row (see `Picker`).
struct MenuPickerRow<Label: View>: View {
    let label: Label
    let selected: Node?
    @Environment(\.tint) private var tint

    var body: some View {
        HStack {
            label
            Spacer()
            if let selected { ResolvedNodes(nodes: [selected]) }
            Image(systemName: "chevron.down").imageScale(.small).foregroundStyle(tint)
        }
    }
}

/// How pickers draw (`.pickerStyle`): `.segmented`, or a menu row for every other style.
public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle, Sendable { public init() {} }
public struct MenuPickerStyle: PickerStyle, Sendable { public init() {} }
public struct DefaultPickerStyle: PickerStyle, Sendable { public init() {} }
public struct WheelPickerStyle: PickerStyle, Sendable { public init() {} }
public struct InlinePickerStyle: PickerStyle, Sendable { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle, Sendable { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// The drawn picker styles.
enum PickerStyleKind: Hashable, Sendable {
    case menu, segmented
}

extension View {
    /// The style of the pickers inside.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerStyleKind = style is SegmentedPickerStyle ? .segmented : .menu
        return environmentChange(".pickerStyle") { $0.pickerStyle = kind }
    }
}
