/// "Did you mean …?" for mistyped names: the candidate with the smallest edit distance.
public enum Suggestions {
    /// The closest candidate when it is near enough to be a plausible typo
    /// (distance at most max(2, a third of the typed length)); ties keep the earlier candidate.
    public static func closest(to typed: String, among candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed.lowercased(), candidate.lowercased())
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let allowed = max(2, typed.count / 3)
        if best.distance <= allowed { return best.candidate }
        // A prefix is also a good hint: `swipesim ren` → `render`.
        return candidates.first { $0.hasPrefix(typed) && !typed.isEmpty }
    }

    /// The candidate with the smallest edit distance, however far (ties keep the earlier one).
    public static func nearest(to typed: String, among candidates: [String]) -> String? {
        candidates.min { editDistance(typed.lowercased(), $0.lowercased()) < editDistance(typed.lowercased(), $1.lowercased()) }
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
