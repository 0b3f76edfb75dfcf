import Foundation

/// iOS 13's drag and drop, `.onDrag(_:)` and `.onDrop(of:isTargeted:perform:)` with
/// `NSItemProvider` (Apple, "onDrag(_:)", "onDrop(of:isTargeted:perform:)"): as `.draggable`
/// and `.dropDestination` (`PointerAndKeyboard.swift`), a touch simulation starts no drag
/// session, so the provider is never asked for and no drop arrives; each is noted once in
/// `Simulation.warnings`. The content types are identifier strings (`"public.text"`);
/// `UTType` forms need `UniformTypeIdentifiers`, which Linux does not have.
extension View {
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        modifier(SkippedBehavior(label: ".onDrag", note: ItemProviderNotes.drag))
    }
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        modifier(SkippedBehavior(label: ".onDrag", note: ItemProviderNotes.drag))
    }
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        modifier(SkippedBehavior(label: ".onDrop", note: ItemProviderNotes.drop))
    }
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
    ) -> some View {
        modifier(SkippedBehavior(label: ".onDrop", note: ItemProviderNotes.drop))
    }
}

enum ItemProviderNotes {
    static let drag = "drag and drop is not simulated: no drag session starts, the item provider is never asked for"
    static let drop = "drag and drop is not simulated: nothing is dropped, the drop action never runs"
}

/// Foundation's `NSItemProvider` as drag-and-drop code names it (Linux's Foundation has none):
/// it holds an object or items by type identifier and hands them back when loaded. Nothing in a
/// simulation loads one, but a deck's own code may.
open class NSItemProvider {
    private var items: [(typeIdentifier: String, item: Any)] = []

    public init() {}
    public convenience init(object: Any) {
        self.init()
        items.append(("public.item", object))
    }
    public convenience init(item: Any?, typeIdentifier: String?) {
        self.init()
        if let item { items.append((typeIdentifier ?? "public.item", item)) }
    }
    public convenience init?(contentsOf fileURL: URL?) {
        guard let fileURL else { return nil }
        self.init(item: fileURL, typeIdentifier: "public.file-url")
    }

    open var registeredTypeIdentifiers: [String] { items.map(\.typeIdentifier) }
    open var suggestedName: String?

    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        items.contains { $0.typeIdentifier == typeIdentifier }
    }
    open func registerObject(_ object: Any, visibility: Int = 0) { items.append(("public.item", object)) }
    /// Calls `completionHandler` at once with the first item of `typeIdentifier`, or an error.
    open func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: ((Any?, Error?) -> Void)? = nil
    ) {
        let item = items.first { $0.typeIdentifier == typeIdentifier }?.item
        completionHandler?(item, item == nil ? CocoaError(.fileReadNoSuchFile) : nil)
    }
    /// Calls `completionHandler` at once with the first object of type `T`, or an error.
    @discardableResult
    open func loadObject<T>(ofClass aClass: T.Type, completionHandler: @escaping (T?, Error?) -> Void) -> Progress {
        let object = items.lazy.compactMap { $0.item as? T }.first
        completionHandler(object, object == nil ? CocoaError(.fileReadNoSuchFile) : nil)
        return Progress(totalUnitCount: 1)
    }
    open func canLoadObject<T>(ofClass aClass: T.Type) -> Bool { items.contains { $0.item is T } }
}
