/// What SwiftUI's text-input modifiers and `@FocusState` need to compile. SwipeSim does not
/// simulate the keyboard or focus (`TextField`), so these change nothing drawn.

/// The kind of keyboard a text field asks for (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
        twitter, webSearch, asciiCapableNumberPad
}

/// Automatic capitalisation of typed text (SwiftUI's `TextInputAutocapitalization`).
public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The return key's title (SwiftUI's `SubmitLabel`).
public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// The kinds of text content for autofill (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let username = UITextContentType(rawValue: "username")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
}

/// A focus value, as SwiftUI's `@FocusState`: a plain stored value here (nothing takes focus
/// in SwipeSim), readable and settable, with a binding for `.focused(_:)`.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    private let box: FocusBox<Value>

    public init() where Value == Bool { box = FocusBox(false) }
    public init<T: Hashable>() where Value == T? { box = FocusBox(nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding { Binding(box: box) }

    /// The binding `.focused(_:)` takes.
    public struct Binding {
        let box: FocusBox<Value>
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
    }
}

/// A focus value's storage.
final class FocusBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension View {
    public func keyboardType(_ type: UIKeyboardType) -> some View { environmentChange(".keyboardType") { _ in } }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environmentChange(".textInputAutocapitalization") { _ in }
    }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { environmentChange(".autocorrectionDisabled") { _ in } }
    public func disableAutocorrection(_ disable: Bool?) -> some View { environmentChange(".disableAutocorrection") { _ in } }
    public func textContentType(_ type: UITextContentType?) -> some View { environmentChange(".textContentType") { _ in } }
    public func submitLabel(_ label: SubmitLabel) -> some View { environmentChange(".submitLabel") { _ in } }
    /// The action never runs: nothing is typed or submitted in SwipeSim.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        environmentChange(".onSubmit") { _ in }
    }
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { environmentChange(".focused") { _ in } }
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        environmentChange(".focused") { _ in }
    }
}

/// What submits (`.onSubmit(of:)`), as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}
