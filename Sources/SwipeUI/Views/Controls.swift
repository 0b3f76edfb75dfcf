/// A button, as SwiftUI's `Button`: a tap on its label runs `action`. Its label is drawn with
/// the tint colour (blue) unless it sets its own style. A script's `tap` step finds it by its
/// title, its label's first text, or its accessibility label or identifier.
public struct Button<Label: View>: View, PrimitiveView {
    let action: () -> Void
    let label: Label
    let title: String?
    var role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.title = nil
    }
    /// A button with a role (`ButtonRole`).
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
    public var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let saved = context.environment
        let children: [Node]
        // A style applies to this button's label, not to buttons inside it.
        context.environment.buttonStyle = .automatic
        // In an alert, the cancel button's title is semibold (UIAlertController's `.cancel` style).
        if role == .cancel && context.environment.presentation?.dismissesAfterAction == true { context.environment.fontWeight = .semibold }
        switch saved.buttonStyle {
        case .automatic:
            // The default style's colour is a *default* foreground: an explicit
            // `.foregroundStyle`/`.foregroundColor` on or around the button wins over it.
            // OpenSwiftUI `View/Control/Button/ButtonStyle/TODO/BorderlessButtonStyle.swift`
            // (`.defaultForegroundColor(isEnabled ? (role == .destructive ? .red : .accentColor) : .gray)`)
            // and `Shape/ShapeStyle/ForegroundStyle.swift`
            // (`currentForegroundStyle = foregroundStyle ?? defaultForegroundStyle`).
            if !saved.isForegroundStyleSet {
                context.environment.foregroundStyle = .color(role == .destructive ? Color.red.rgba : context.environment.tint.rgba)
            }
            children = try context.resolveContent(label, label: "Button")
        case .plain:
            children = try context.resolveContent(label, label: "Button")
        case .bordered:
            children = try context.resolveContent(BorderedButtonLabel(content: label, isProminent: false), label: "Button")
        case .borderedProminent:
            children = try context.resolveContent(BorderedButtonLabel(content: label, isProminent: true), label: "Button")
        case .custom(let makeBody):
            let configuration = ButtonStyleConfiguration(label: .init(content: AnyView(label)), isPressed: false, role: role)
            children = try context.resolveContent(makeBody(configuration), label: "Button")
        }
        context.environment = saved
        let content = children.count == 1 ? children[0] : context.groupNode(.zstack(.center), typeName: "Button", children: children)
        // A button in an alert or a confirmation dialog dismisses it after its action (Apple's
        // `alert(_:isPresented:actions:)`: "All actions in an alert dismiss the alert after the
        // action runs").
        let ownAction = self.action
        let action =
            context.environment.presentation.flatMap { link in
                link.dismissesAfterAction
                    ? {
                        ownAction(); link.dismiss()
                    } : nil
            } ?? ownAction
        var labelText: String?
        content.forEachNode { node in
            if labelText == nil, case .text(let text) = node.kind { labelText = text.string }
        }
        var names: [String] = []
        for name in [context.environment.accessibilityIdentifier, context.environment.accessibilityName, title, labelText] {
            if let name, !names.contains(name) { names.append(name) }
        }
        let attachment = GestureAttachment(
            makeRecognizer: { recognizer(for: TapGesture().onEnded { ViewGraph.current?.performEndCallback(action) ?? action() }) },
            buttonNames: names, gestureType: "Button", isEnabled: context.environment.isEnabled)
        nodes.append(context.node(.gesture(attachment), typeName: "Button", children: [content]))
    }
}

extension Button where Label == Text {
    /// A text button titled by a literal or interpolation (`LocalizedStringKey`).
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(verbatimTitle: titleKey.text, action: action)
    }
    /// A text button titled by a string value, verbatim.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(verbatimTitle: String(title), action: action)
    }
    init(verbatimTitle title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.action = action
        self.label = Text(verbatim: title)
        self.title = title
        self.role = role
    }
    /// A text button with a role, titled by a literal or interpolation.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(verbatimTitle: titleKey.text, role: role, action: action)
    }
    /// A text button with a role, titled by a string value, verbatim.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(verbatimTitle: String(title), role: role, action: action)
    }
}

extension Button where Label == SwipeUI.Label<Text, Image> {
    /// iOS 17's `Button(_:systemImage:action:)`: a button whose label is `Label(title,
    /// systemImage:)` (Apple, "init(_:systemImage:action:)": "Creates a button with a specified
    /// system image"), found by its title as a text button is.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(symbolTitle: titleKey.text, systemImage: systemImage, role: nil, action: action)
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(symbolTitle: String(title), systemImage: systemImage, role: nil, action: action)
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(symbolTitle: titleKey.text, systemImage: systemImage, role: role, action: action)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(symbolTitle: String(title), systemImage: systemImage, role: role, action: action)
    }
    init(symbolTitle title: String, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.action = action
        self.label = SwipeUI.Label(title: { Text(verbatim: title) }, icon: { Image(systemName: systemImage) })
        self.title = title
        self.role = role
    }
}

/// SwiftUI's `ButtonRole`: a `.destructive` button's title is red (`systemRed`), a `.cancel`
/// button's is semibold in an alert (Apple's `ButtonRole`: "the system uses the role to style
/// the button"); SwipeSim does not reorder an alert's buttons by role.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A title with an icon, as SwiftUI's `Label`: the icon leads (on the right in right-to-left
/// layouts), 8 points from the title; in a tab bar item, the icon is over the title (`TabBar`).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style
    @Environment(\.isTabBarItem) private var isTabBarItem
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    public var body: some View {
        if isTabBarItem {
            VStack(spacing: TabBar.iconToTitle) {
                icon
                title
            }
        } else {
            switch style {
            case .iconOnly: icon
            case .titleOnly: title
            case .automatic, .titleAndIcon:
                HStack(spacing: 8) {
                    icon
                    title
                }
            }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled by a literal or interpolation (`LocalizedStringKey`).
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }
    /// A label titled by a string value, verbatim.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }
}

/// SwiftUI's empty-state view: a large secondary symbol, a bold title and an optional
/// description, centred in the space offered.
public struct ContentUnavailableView<LabelContent: View, Description: View, Actions: View>: View {
    let label: LabelContent
    let description: Description
    let actions: Actions
    public init(
        @ViewBuilder label: () -> LabelContent, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
    public var body: some View {
        VStack(spacing: 8) {
            label
            description.font(.callout).foregroundStyle(Color.secondary).multilineTextAlignment(.center)
            actions
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where LabelContent == ContentUnavailableLabel, Description == Text?, Actions == EmptyView {
    public init(_ title: String, systemImage name: String, description: Text? = nil) {
        self.init(label: { ContentUnavailableLabel(title: title, systemImage: name) }, description: { description })
    }
}

/// The label of a `ContentUnavailableView(_:systemImage:description:)`.
public struct ContentUnavailableLabel: View {
    let title: String
    let systemImage: String
    public var body: some View {
        VStack(spacing: 8) {
            Image(systemName: systemImage).font(.system(size: 48)).foregroundStyle(Color.secondary)
            Text(title).font(.title2).bold()
        }
    }
}
