import SwipeBase

/// SwiftUI's (Combine's) `ObservableObject`: a class whose changes a view observes through
/// `@StateObject`, `@ObservedObject` or `@EnvironmentObject`. `objectWillChange` fires before
/// any change; every view observing the object is then evaluated again, in the transaction of the
/// change (`withAnimation { model.cards.removeFirst() }` animates, as a `@State` write does).
///
/// `objectWillChange` is an `ObservableObjectPublisher`, a publisher of SwipeUI's own Combine
/// core (`Combine/`). As with Combine, a class that declares no `objectWillChange` gets one
/// synthesised: the first read finds the object's `@Published` properties by reflection (`Mirror`, superclasses too)
/// and gives them all one publisher, which each of them fires before its value changes. A class
/// with no `@Published` property that notifies by hand declares
/// `let objectWillChange = ObservableObjectPublisher()` (its synthesised one would be a fresh
/// publisher on every read, as Combine's is).
public protocol ObservableObject: AnyObject {
    /// Fires before the object changes; `objectWillChange.send()` notifies by hand.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    public var objectWillChange: ObservableObjectPublisher { PublisherSlot.sharedPublisher(of: self) }
}

/// Combine's `ObservableObjectPublisher`: `send()` tells every view observing the object, and
/// every subscriber (`objectWillChange.sink { … }`, `.onReceive(model.objectWillChange)`), that
/// it is about to change. Thread-safe; subscribers run in the order they subscribed.
public final class ObservableObjectPublisher {
    private let lock = Lock()
    private var subscribers: [(id: Int, receive: () -> Void)] = []
    private var nextID = 0

    public init() {}

    /// Tells the subscribers (the views observing the object) that it is about to change.
    public func send() {
        let receivers = lock.withLock { subscribers.map(\.receive) }
        for receive in receivers { receive() }
    }

    /// Calls `receive` on every `send()` until the returned subscription is cancelled or freed.
    func subscribe(_ receive: @escaping () -> Void) -> Subscription {
        lock.withLock {
            nextID += 1
            subscribers.append((nextID, receive))
            return Subscription(publisher: self, id: nextID)
        }
    }

    fileprivate func remove(_ id: Int) {
        lock.withLock { subscribers.removeAll { $0.id == id } }
    }

    /// One subscriber's registration; cancelled when freed.
    final class Subscription {
        private weak var publisher: ObservableObjectPublisher?
        private let id: Int
        fileprivate init(publisher: ObservableObjectPublisher, id: Int) {
            self.publisher = publisher
            self.id = id
        }
        deinit { publisher?.remove(id) }
    }
}

/// Combine's `@Published`: a property of an `ObservableObject` class that fires the object's
/// `objectWillChange` before each write (every write: as in Combine, values are not compared).
///
/// `$property` is its publisher (`Published.Publisher`), as Apple documents it: a subscriber
/// receives the current value at once, then each new value "in the property's willSet block,
/// meaning subscribers receive the new value before it's actually set on the property" (reading
/// the property in the `sink` still gives the old value). The publisher is made on the first
/// read of `$property`, so a property nobody subscribes to costs nothing more.
@propertyWrapper
public struct Published<Value>: PublishedProperty {
    private var value: Value
    let slot = PublisherSlot()
    /// The subscribers of `$property`, once it has been read; holds the current value.
    private var subject: CurrentValueSubject<Value, Never>?

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    /// `$property`: the current value on subscribe, then each new value before it is stored.
    public var projectedValue: Publisher {
        mutating get {
            if let subject { return Publisher(subject: subject) }
            let made = CurrentValueSubject<Value, Never>(value)
            subject = made
            return Publisher(subject: made)
        }
    }

    /// The publisher of a `@Published` property (`$property`).
    public struct Publisher: SwipeUI.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let subject: CurrentValueSubject<Value, Never>
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("unreachable: @Published on a non-class") }
        set { fatalError("unreachable: @Published on a non-class") }
    }

    /// Reads and writes through the enclosing object, so a write can fire its `objectWillChange`.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            let slot = object[keyPath: storageKeyPath].slot
            if let publisher = slot.publisher {
                publisher.send()
            } else if let observable = object as? any ObservableObject {
                // Synthesises (and shares) the publisher, or finds the one the class declares.
                observable.objectWillChange.send()
            }
            // willSet: `$property`'s subscribers see the new value before it is stored.
            object[keyPath: storageKeyPath].subject?.send(newValue)
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

/// Found by reflection among an object's stored properties: a `@Published` property.
protocol PublishedProperty {
    var slot: PublisherSlot { get }
}

/// Where one `@Published` property keeps the synthesised publisher of the object it belongs to
/// (every `@Published` property of an object holds the same one).
final class PublisherSlot {
    var publisher: ObservableObjectPublisher?

    /// The synthesised `objectWillChange` of `object`: the publisher its `@Published`
    /// properties share, made on first use (a fresh one when it has none).
    static func sharedPublisher(of object: AnyObject) -> ObservableObjectPublisher {
        var slots: [PublisherSlot] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let property = child.value as? PublishedProperty { slots.append(property.slot) }
            }
            mirror = current.superclassMirror
        }
        if let existing = slots.lazy.compactMap(\.publisher).first { return existing }
        let publisher = ObservableObjectPublisher()
        for slot in slots { slot.publisher = publisher }
        return publisher
    }
}
