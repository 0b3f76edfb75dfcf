/// SwiftUI's `Table` (iOS 16) on an iPhone: "In a compact horizontal size class, a table shows
/// only its first column and hides its headers" (Apple, "Table", "Adapting to compact size
/// classes"), so each row is drawn as a `List` row showing the first column's content. The
/// selection binding, sort order and column widths are accepted (a compact table shows neither
/// headers to sort by nor other columns).
public struct Table<Value: Identifiable>: View {
    let rows: [Value]
    let columns: [TableColumn<Value>]

    public var body: some View {
        let first = columns.first
        List(rows) { row in
            if let first { first.content(row) }
        }
    }
}

extension Table {
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>])
    where Data.Element == Value {
        rows = Array(data)
        self.columns = columns()
    }
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value {
        self.init(data, columns: columns)
    }
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value {
        self.init(data, columns: columns)
    }
    public init<Data: RandomAccessCollection, Order>(
        _ data: Data, sortOrder: Binding<[Order]>, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value {
        self.init(data, columns: columns)
    }
    public init<Data: RandomAccessCollection, Order>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Order]>,
        @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value {
        self.init(data, columns: columns)
    }
    public init<Data: RandomAccessCollection, Order>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Order]>,
        @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value {
        self.init(data, columns: columns)
    }
}

/// A column of a `Table`: its title and the view of each row's cell.
public struct TableColumn<RowValue> {
    let title: String
    let content: (RowValue) -> AnyView

    public init<Content: View>(_ title: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = title.text
        self.content = { AnyView(content($0)) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, Content: View>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = String(title)
        self.content = { AnyView(content($0)) }
    }
    /// A cell showing the row's string at `value`.
    public init(_ title: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(title) { row in Text(verbatim: row[keyPath: value]) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(title) { row in Text(verbatim: row[keyPath: value]) }
    }
    /// A sortable cell (the comparator is accepted: a compact table does not sort).
    public init<C>(_ title: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: C) {
        self.init(title, value: value)
    }

    /// Accepted: widths of a regular-width table's columns.
    public func width(_ width: CGFloat? = nil) -> TableColumn { self }
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
}

/// Builds a table's columns.
@resultBuilder
public enum TableColumnBuilder<RowValue> {
    public static func buildExpression(_ column: TableColumn<RowValue>) -> [TableColumn<RowValue>] { [column] }
    public static func buildBlock(_ parts: [TableColumn<RowValue>]...) -> [TableColumn<RowValue>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [TableColumn<RowValue>]?) -> [TableColumn<RowValue>] { part ?? [] }
    public static func buildEither(first part: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] { part }
    public static func buildEither(second part: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] { part }
}
