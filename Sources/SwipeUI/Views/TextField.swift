/// SwiftUI's `TextField`: one line of text that takes the width offered, showing the bound
/// text, or the placeholder (its title or `prompt`) in `placeholderText` grey (60, 60, 67 at
/// 30 %, UIKit's `UIColor.placeholderText`) while the text is empty.
///
/// **No keyboard.** SwipeSim does not simulate typing, focus or the keyboard: the field shows
/// whatever its binding holds (a deck's code or a test can set it), and taps on it do nothing.
/// `.keyboardType`, `.textInputAutocapitalization`, `.autocorrectionDisabled`,
/// `.submitLabel`, `.onSubmit`, `.focused` and `@FocusState` are accepted for that reason.
///
/// `.textFieldStyle(.roundedBorder)` draws UITextField's rounded-rect border style: a white
/// field with a 0.5 pt `systemGray4`-like border (`opaqueSeparator`), 5 pt corners, the text 7 pt
/// from the sides and 6 pt from the top and bottom (SwipeSim's readings of UIKit's
/// `.roundedRect`, whose figures Apple does not publish). `.plain` and `.automatic` draw no
/// border, as iOS does outside a `Form`.
public struct TextField<Label: View>: View {
    @Binding var text: String
    let placeholder: Text
    let isSecure: Bool
    @Environment(\.textFieldStyle) private var style

    public var body: some View {
        let field = Group {
            if text.isEmpty {
                placeholder.foregroundStyle(Color(.placeholderText))
            } else {
                Text(verbatim: isSecure ? String(repeating: "•", count: text.count) : text)
            }
        }
        .lineLimit(1)
        .frame(maxWidth: .infinity, alignment: .leading)
        switch style {
        case .roundedBorder:
            field
                .padding(.horizontal, 7)
                .padding(.vertical, 6)
                .background(RoundedRectangle(cornerRadius: 5).fill(Color.white))
                .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color(.opaqueSeparator), lineWidth: 0.5))
        case .plain:
            field
        }
    }
}

extension TextField where Label == Text {
    /// A field whose placeholder is `titleKey` (or `prompt` when given).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, placeholder: prompt ?? Text(titleKey), isSecure: false)
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, placeholder: prompt ?? Text(verbatim: String(title)), isSecure: false)
    }
    /// iOS 16's growing field: drawn on one line (SwipeSim does not grow it).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, placeholder: Text(titleKey), isSecure: false)
    }
    /// The iOS 13 spelling with editing callbacks, which never run (no typing).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(text: text, placeholder: Text(titleKey), isSecure: false)
    }
    init(text: Binding<String>, placeholder: Text, isSecure: Bool) {
        _text = text
        self.placeholder = placeholder
        self.isSecure = isSecure
    }
}

extension TextField {
    /// A field with a label view (iOS 15's `TextField(text:prompt:label:)`); the label is not
    /// drawn outside a `Form`'s labelled row, as on iOS, and the prompt is the placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        _text = text
        placeholder = prompt ?? Text(verbatim: "")
        isSecure = false
    }
}

/// SwiftUI's `SecureField`: a `TextField` that shows a bullet (•) for each character.
public struct SecureField<Label: View>: View {
    let field: TextField<Text>
    public var body: some View { field }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(text: text, placeholder: prompt ?? Text(titleKey), isSecure: true)
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(text: text, placeholder: prompt ?? Text(verbatim: String(title)), isSecure: true)
    }
}

/// How text fields draw (`.textFieldStyle`).
public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle, Sendable { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle, Sendable { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Sendable { public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The drawn text field styles.
enum TextFieldStyleKind: Hashable, Sendable {
    case plain, roundedBorder
}

extension View {
    /// The style of the text fields inside.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let kind: TextFieldStyleKind = style is RoundedBorderTextFieldStyle ? .roundedBorder : .plain
        return environmentChange(".textFieldStyle") { $0.textFieldStyle = kind }
    }
}
