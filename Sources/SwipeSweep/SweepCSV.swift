import SwipeDeck
import SwipeJSON
import SwipeUI

/// Every run's manifest numbers as one CSV table: one row per run, frame and card.
///
/// The numbers are the manifest's own (`ManifestFrame`, the very values `swipesim render`
/// writes in manifest.json), printed in the same shortest round-trip form, so each row equals
/// the manifest of a separate render of that run. Columns:
///
///     run,param,value,frame,time,card,z,card_opacity,width,height,a,b,c,d,tx,ty,<values…>
///
/// `a…ty` is the card's 2×3 transform in pixels (x′ = a·x + c·y + tx), width and height its
/// size in points, and `<values…>` each animated value in the order first met: a scalar as
/// its name (`rotation`, degrees), a point as NAME_x and NAME_y (`offset_x`, points). With
/// several swept parameters, `param` and `value` list them joined by "; ".
public enum SweepCSV {
    public static let fixedColumns = ["run", "param", "value", "frame", "time", "card", "z", "card_opacity", "width", "height", "a", "b", "c", "d", "tx", "ty"]

    public static func text(_ runs: [(run: SweepPlan.Run, frames: [ManifestFrame])]) -> String {
        // Value columns in first-seen order (an array, never a dictionary, so the order is fixed).
        var valueColumns: [String] = []
        for (_, frames) in runs {
            for frame in frames {
                for card in frame.cards {
                    for value in card.values {
                        for column in columns(value) where !valueColumns.contains(column) { valueColumns.append(column) }
                    }
                }
            }
        }
        var lines = [(fixedColumns + valueColumns).map(field).joined(separator: ",")]
        for (run, frames) in runs {
            let param = run.settings.map(\.name).joined(separator: "; ")
            let value = run.settings.map(\.text).joined(separator: "; ")
            for frame in frames {
                for card in frame.cards {
                    var cells = [
                        String(run.number), param, value, String(frame.index), number(frame.time),
                        card.id, String(card.zOrder), number(card.opacity), number(card.width), number(card.height),
                    ]
                    cells += card.transform.map(number)
                    var byColumn: [(String, String)] = []
                    for value in card.values {
                        for (column, component) in zip(columns(value), value.components) { byColumn.append((column, number(component))) }
                    }
                    for column in valueColumns {
                        cells.append(byColumn.first { $0.0 == column }?.1 ?? "")
                    }
                    lines.append(cells.map(field).joined(separator: ","))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The column names of one animated value: its name for a scalar, NAME_x and NAME_y for a
    /// point, NAME_0, NAME_1, … otherwise.
    public static func columns(_ value: (name: String, components: [Double])) -> [String] {
        switch value.components.count {
        case 1: return [value.name]
        case 2: return [value.name + "_x", value.name + "_y"]
        default: return value.components.indices.map { "\(value.name)_\($0)" }
        }
    }

    /// The manifest's shortest round-trip form (`JSONWriter.formatNumber`).
    static func number(_ x: Double) -> String { JSONWriter.formatNumber(x) }

    /// RFC 4180: a field holding a comma, quote or line break is quoted, quotes doubled.
    public static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingQuotes() + "\""
    }
}

extension String {
    fileprivate func replacingQuotes() -> String {
        var out = ""
        for c in self { out += c == "\"" ? "\"\"" : String(c) }
        return out
    }
}
