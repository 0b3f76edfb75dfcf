/// SwiftUI's `EditButton`: "a button that toggles the edit mode environment value" (Apple,
/// `EditButton`). Its title is "Edit" while `\.editMode` is inactive and "Done", semibold as
/// UIKit's done button, while editing; a tap switches between `.inactive` and `.active` with the
/// default animation (SwipeSim's reading: Apple documents no animation).
///
/// The value it toggles is the environment's: a `NavigationStack` (and `NavigationView`)
/// provides one for its pages and bar, as on iOS an edit button in a navigation bar edits the
/// list below without the deck storing the mode; `.environment(\.editMode, $mode)` gives the
/// deck's own. Outside both there is none: the button stays "Edit", and a tap is reported in
/// `Simulation.warnings`.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        let mode = editMode
        return Button(isEditing ? "Done" : "Edit") {
            guard let mode else {
                ViewGraph.current?.warnings.note(
                    key: "EditButton without editMode",
                    "EditButton: no edit mode to toggle (\\.editMode is nil outside a NavigationStack); put the button in a NavigationStack, or set .environment(\\.editMode, $mode)"
                )
                return
            }
            withAnimation { mode.wrappedValue = isEditing ? .inactive : .active }
        }
        .fontWeight(isEditing ? .semibold : nil)
    }
}
