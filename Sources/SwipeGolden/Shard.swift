/// One part of a `verify` run split over N machines: `--shard K/N` takes the K-th of N parts.
///
/// Goldens are sorted by path and dealt round-robin (the i-th goes to part i mod N + 1), so the
/// split depends only on the set of paths, never on the order given or on the machine, and the
/// parts differ in size by at most one.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// 1-based part number, 1…count.
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) throws {
        guard count >= 1, (1...count).contains(index) else {
            throw GoldenError.invalidShard("\(index)/\(count)")
        }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`, e.g. `2/4`.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 10_000, (1...n).contains(k) else {
            throw GoldenError.invalidShard(text)
        }
        self.index = k
        self.count = n
    }

    public var description: String { "\(index)/\(count)" }

    /// This part's goldens, in path order.
    public func select(_ folders: [GoldenFolder]) -> [GoldenFolder] {
        let sorted = folders.sorted { $0.path < $1.path }
        return sorted.enumerated().filter { $0.offset % count == index - 1 }.map { $0.element }
    }
}
