/// "Did you mean …?" for mistyped names: the candidate with the smallest edit distance.
///
/// Bounded for hostile input: a typed name longer than `maximumTypedLength` scalars gets no
/// suggestion (no real name is that long), and a candidate whose length differs by more than
/// the allowed distance is skipped without computing the O(n·m) distance.
public enum Suggestions {
    public static let maximumTypedLength = 64

    /// The closest candidate when it is near enough to be a plausible typo
    /// (distance at most max(2, a third of the typed length)); ties keep the earlier candidate.
    public static func closest(to typed: String, among candidates: [String]) -> String? {
        let length = typed.count
        guard length <= maximumTypedLength else { return nil }
        let allowed = max(2, length / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where abs(candidate.count - length) <= allowed {
            let distance = editDistance(typed.lowercased(), candidate.lowercased())
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        if let best, best.distance <= allowed { return best.candidate }
        // A prefix is also a good hint: `swipesim ren` → `render`.
        return candidates.first { $0.hasPrefix(typed) && !typed.isEmpty }
    }

    /// The candidate with the smallest edit distance, however far (ties keep the earlier one).
    public static func nearest(to typed: String, among candidates: [String]) -> String? {
        guard typed.count <= maximumTypedLength else { return nil }
        return candidates.min { editDistance(typed.lowercased(), $0.lowercased()) < editDistance(typed.lowercased(), $1.lowercased()) }
    }

    /// Levenshtein distance with unit costs for insertion, deletion and substitution.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
