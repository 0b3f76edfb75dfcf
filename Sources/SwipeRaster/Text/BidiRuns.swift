import CFriBidi

/// A line of text cut into directional runs and put in display order, by the Unicode
/// Bidirectional Algorithm (UAX #9) as GNU FriBidi implements it.
///
/// FriBidi resolves each character's embedding level for the paragraph (base direction from
/// its first strong character, as UIKit's natural direction does; brackets paired by rule N0);
/// a run is a maximal stretch of one level, right to left when the level is odd. Runs are
/// then reordered by rule L2: from the highest level down to the lowest odd level, every
/// maximal sequence of runs at that level or higher is reversed. Each run is shaped on its
/// own, in its direction; HarfBuzz returns a right-to-left run's glyphs left to right.
package struct BidiRuns {
    package struct Run: Equatable {
        /// The run's scalars in logical (reading) order, and its offset in the line.
        package var scalars: [Unicode.Scalar]
        var start: Int
        package var rightToLeft: Bool
    }

    /// The runs in visual order, left to right.
    package let runs: [Run]
    /// Whether the paragraph's base direction is right to left.
    package let isRightToLeft: Bool

    /// Take the paragraph direction from the text.
    private static let automaticDirection = FRIBIDI_PAR_ON
    private static let rightToLeftParagraph = FRIBIDI_PAR_RTL

    package init(_ scalars: [Unicode.Scalar]) {
        guard !scalars.isEmpty else {
            runs = []
            isRightToLeft = false
            return
        }
        // Pure left-to-right text (every scalar below U+0590, the first right-to-left block)
        // needs no analysis.
        if scalars.allSatisfy({ $0.value < 0x0590 }) {
            runs = [Run(scalars: scalars, start: 0, rightToLeft: false)]
            isRightToLeft = false
            return
        }
        let count = scalars.count
        let characters = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var direction = Self.automaticDirection
        fribidi_get_bidi_types(characters, FriBidiStrIndex(count), &types)
        fribidi_get_bracket_types(characters, FriBidiStrIndex(count), types, &brackets)
        let maximum = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &direction, &levels)
        guard maximum > 0 else {
            // FriBidi only fails when out of memory: show the text as one left-to-right run.
            runs = [Run(scalars: scalars, start: 0, rightToLeft: false)]
            isRightToLeft = false
            return
        }
        var logical: [(run: Run, level: Int)] = []
        var start = 0
        for i in 1...count where i == count || levels[i] != levels[start] {
            let level = Int(levels[start])
            logical.append((Run(scalars: Array(scalars[start..<i]), start: start, rightToLeft: level % 2 == 1), level))
            start = i
        }
        runs = Self.visualOrder(logical)
        isRightToLeft = direction == Self.rightToLeftParagraph
    }

    /// Rule L2 on whole runs.
    static func visualOrder(_ logical: [(run: Run, level: Int)]) -> [Run] {
        var order = logical
        let highest = order.map(\.level).max() ?? 0
        let lowestOdd = order.map(\.level).filter { $0 % 2 == 1 }.min() ?? highest + 1
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard order[i].level >= level else { i += 1; continue }
                var end = i
                while end < order.count && order[end].level >= level { end += 1 }
                order[i..<end].reverse()
                i = end
            }
            level -= 1
        }
        return order.map(\.run)
    }
}
