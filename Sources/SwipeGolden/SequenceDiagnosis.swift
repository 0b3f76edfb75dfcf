import SwipePNG

/// Tells a timing shift from a real change: a frame that fails against its own golden but
/// matches a neighbouring golden frame is the right picture at the wrong time.
enum SequenceDiagnosis {
    /// Golden-list positions searched, nearest first; at a tie the earlier golden is tried first.
    static let offsets = [-1, 1, -2, 2]

    /// The frame-index offset to the first neighbouring golden (1 or 2 positions away in the
    /// golden's frame list) that `actual` matches within `tolerance`, or nil.
    static func timingShift(
        actual: PNGImage, position: Int, indices: [Int], goldens: [PNGImage?], tolerance: ComparisonTolerance
    ) -> Int? {
        for offset in offsets {
            let other = position + offset
            guard other >= 0, other < indices.count, let golden = goldens[other],
                  golden.width == actual.width, golden.height == actual.height else { continue }
            if ImageComparator.compare(expected: golden, actual: actual, tolerance: tolerance).passed {
                return indices[other] - indices[position]
            }
        }
        return nil
    }
}
