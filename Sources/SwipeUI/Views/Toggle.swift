/// A switch, as SwiftUI's `Toggle` in the iOS `.switch` style: the label leads, the switch sits
/// at the trailing edge of the row (the toggle takes the width offered, as on iOS), and a tap on
/// the switch flips `isOn`, the thumb sliding across with `Toggle.switchAnimation`.
///
/// The switch is UIKit's `UISwitch` in light mode (iOS 13+): a 51 × 31 pt capsule track, a
/// white 27 pt thumb inset 2 pt, the track green (52, 199, 89 — `systemGreen`, #34C759) when
/// on, or the `.tint` colour when one is set, and `secondarySystemFill` (120, 120, 128 at
/// 16 %, #E9E9EB over white) when off. Those sizes are UIKit's documented intrinsic size; the
/// off colour and the thumb's two shadows (black 15 % radius 4 y 3, black 6 % radius 0.5 y 3,
/// the `box-shadow: 0 3px 8px, 0 3px 1px` that replicas of the switch use, at iOS radius = CSS
/// blur / 2) are readings, not Apple figures. SwipeSim's colours do not animate, so the
/// on-colour fades in (its opacity animates) instead of the colour changing.
///
/// A script finds the switch by the toggle's title or accessibility label / identifier:
/// `.tapButton("Wi-Fi")`, or `.tap(at:)` on the switch. The label itself is not a tap target,
/// as on iOS outside a `Form`.
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label
    let title: String?
    @Environment(\.tint) private var tint
    @Environment(\.isTintSet) private var isTintSet
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.accessibilityName) private var accessibilityName

    /// How the thumb moves and the on-colour fades when the value changes. UIKit documents no
    /// figure; SwipeSim's reading is a motion without overshoot of about 0.3 s: a critically
    /// damped spring, `.smooth(duration: 0.3)`.
    public static var switchAnimation: Animation { .smooth(duration: 0.3) }

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
        title = nil
    }

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            Button(action: { isOn.toggle() }) {
                ToggleSwitch(isOn: isOn, onColor: isTintSet ? tint : .green)
            }
            .environment(\.accessibilityName, accessibilityName ?? title)
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled by a literal or interpolation (`LocalizedStringKey`).
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(verbatimTitle: titleKey.text, isOn: isOn)
    }
    /// A toggle titled by a string value, verbatim.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(verbatimTitle: String(title), isOn: isOn)
    }
    init(verbatimTitle title: String, isOn: Binding<Bool>) {
        _isOn = isOn
        label = Text(verbatim: title)
        self.title = title
    }
}

/// The 51 × 31 pt switch of a `Toggle` (UIKit's `UISwitch` metrics).
struct ToggleSwitch: View {
    let isOn: Bool
    let onColor: Color

    static let size = CGSize(width: 51, height: 31)
    static let thumbInset: CGFloat = 2
    static let offTrack = Color(UIColor.secondarySystemFill)

    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(ToggleSwitch.offTrack)
            Capsule().fill(onColor).opacity(isOn ? 1 : 0)
            Circle().fill(Color.white)
                .shadow(color: Color.black.opacity(0.06), radius: 0.5, x: 0, y: 3)
                .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
                .padding(ToggleSwitch.thumbInset)
                .frame(width: ToggleSwitch.size.height, height: ToggleSwitch.size.height)
        }
        .frame(width: ToggleSwitch.size.width, height: ToggleSwitch.size.height)
        .animation(Toggle<EmptyView>.switchAnimation, value: isOn)
    }
}

/// How a `Toggle` is drawn. SwipeSim draws every toggle as iOS's switch: `.switch` and
/// `.automatic` are accepted (SwiftUI's `.button` and `.checkbox` styles are not provided).
public protocol ToggleStyle {}
public struct SwitchToggleStyle: ToggleStyle, Sendable { public init() {} }
public struct DefaultToggleStyle: ToggleStyle, Sendable { public init() {} }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }

extension View {
    /// Accepted for `.switch` and `.automatic`, which SwipeSim draws alike (iOS's switch).
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { environmentChange(".toggleStyle") { _ in } }
    /// Hides the labels of the controls inside (a `Toggle` shows only its switch).
    public func labelsHidden() -> some View { environmentChange(".labelsHidden") { $0.labelsHidden = true } }
}
