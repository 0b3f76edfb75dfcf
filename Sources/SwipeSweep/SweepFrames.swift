import SwipeDeck
import SwipeUI

/// Picks the frames a sweep shows when the user chose none: frames spread over the stretch of
/// time where the runs actually differ, so the rows show the difference rather than the
/// moments when every run looks the same.
public enum SweepFrames {
    /// How far apart the runs are at each frame, in points: the largest, over cards and runs,
    /// of |Δtx| + |Δty| of the card's transform against run 1, plus 100 × the change of its
    /// opacity and of its transform's linear part (so a 1 % fade or scale counts as a point).
    /// A card only one run still shows (it finished leaving earlier in the other) counts 20:
    /// noticeable, but less than the motion itself.
    public static func differences(_ runs: [[SimulatedFrame]]) -> [Double] {
        guard let base = runs.first else { return [] }
        let count = runs.map(\.count).min() ?? 0
        var result = [Double](repeating: 0, count: count)
        for n in 0..<count {
            var worst = 0.0
            for other in runs.dropFirst() {
                for card in base[n].cards {
                    guard let match = other[n].cards.first(where: { $0.id == card.id }) else { continue }
                    let a = card.transform, b = match.transform
                    var d = abs(a.tx - b.tx) + abs(a.ty - b.ty)
                    d += 100 * (abs(a.a - b.a) + abs(a.b - b.b) + abs(a.c - b.c) + abs(a.d - b.d))
                    d += 100 * abs(card.opacity - match.opacity)
                    if d.isFinite { worst = max(worst, d) }
                }
                if other[n].cards.count != base[n].cards.count { worst = max(worst, 20) }
            }
            result[n] = worst
        }
        return result
    }

    /// `count` frames spread evenly around the moment the runs differ most: the frame of the
    /// largest difference, widened on both sides while the difference stays above a quarter of
    /// it (and above half a point), plus one frame each side. Over the whole scene when the
    /// runs never differ. Returns the indices and whether such a stretch was found.
    public static func defaultIndices(_ runs: [[SimulatedFrame]], frameCount: Int, count: Int) -> (indices: [Int], focused: Bool) {
        let differences = differences(runs)
        var peak = -1
        for (n, d) in differences.enumerated() where d > 0.5 && (peak < 0 || d > differences[peak]) { peak = n }
        guard peak >= 0, frameCount > 0 else {
            return (ContactSheet.sampleIndices(frameCount: max(frameCount, 1), count: count), false)
        }
        let floor = max(0.5, differences[peak] / 4)
        var first = peak, last = peak
        while first > 0 && differences[first - 1] > floor { first -= 1 }
        while last + 1 < differences.count && differences[last + 1] > floor { last += 1 }
        let lower = max(0, first - 1)
        let upper = min(frameCount - 1, last + 1)
        let window = ContactSheet.sampleIndices(frameCount: upper - lower + 1, count: count)
        return (window.map { $0 + lower }, true)
    }
}
