import SwipeDeck
import SwipeJSON

/// Every run's manifest numbers as one CSV table: one row per run, frame and card.
///
/// The numbers are read from `Manifest.json` (the very value `swipesim render` writes as
/// manifest.json) and printed in the same shortest round-trip form, so each row equals the
/// manifest of a separate render of that run. Columns:
///
///     run,param,value,frame,time,card,z,card_opacity,width,height,a,b,c,d,tx,ty,<values…>
///
/// `a…ty` is the card's 2×3 transform in pixels (x′ = a·x + c·y + tx), width and height its
/// size in points, and `<values…>` each animated value in the order first met: a scalar as
/// its name (`rotation`, degrees), a point as NAME_x and NAME_y (`offset_x`, points). With
/// several swept parameters, `param` and `value` list them joined by "; ".
public enum SweepCSV {
    public static let fixedColumns = ["run", "param", "value", "frame", "time", "card", "z", "card_opacity", "width", "height", "a", "b", "c", "d", "tx", "ty"]

    public static func text(_ runs: [(run: SweepPlan.Run, manifest: JSONValue)]) -> String {
        // Value columns in first-seen order (an array, never a dictionary, so the order is fixed).
        var valueColumns: [String] = []
        for (_, manifest) in runs {
            for frame in array(manifest["frames"]) {
                for card in array(frame["cards"]) {
                    guard case .object(let values)? = card["values"] else { continue }
                    for (name, value) in values {
                        for column in columns(name, value) where !valueColumns.contains(column) { valueColumns.append(column) }
                    }
                }
            }
        }
        var lines = [(fixedColumns + valueColumns).map(field).joined(separator: ",")]
        for (run, manifest) in runs {
            let param = run.settings.map(\.name).joined(separator: "; ")
            let value = run.settings.map(\.text).joined(separator: "; ")
            for frame in array(manifest["frames"]) {
                for card in array(frame["cards"]) {
                    var cells = [String(run.number), param, value, number(frame["index"]), number(frame["time"]),
                                 string(card["id"]), number(card["z"]), number(card["opacity"])]
                    let size = array(card["size"])
                    cells += [0, 1].map { size.count > $0 ? number(size[$0]) : "" }
                    let transform = array(card["transform"])
                    cells += (0..<6).map { transform.count > $0 ? number(transform[$0]) : "" }
                    var byColumn: [(String, String)] = []
                    if case .object(let values)? = card["values"] {
                        for (name, value) in values {
                            let names = columns(name, value)
                            if case .array(let items) = value {
                                for (i, column) in names.enumerated() where i < items.count { byColumn.append((column, number(items[i]))) }
                            } else if let column = names.first {
                                byColumn.append((column, number(value)))
                            }
                        }
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

    /// The column names of one animated value.
    public static func columns(_ name: String, _ value: JSONValue) -> [String] {
        if case .array(let items) = value {
            if items.count == 2 { return [name + "_x", name + "_y"] }
            return items.indices.map { "\(name)_\($0)" }
        }
        return [name]
    }

    public static func array(_ value: JSONValue?) -> [JSONValue] {
        if case .array(let items)? = value { return items }
        return []
    }

    public static func number(_ value: JSONValue?) -> String {
        switch value {
        case .number(let x)?: return JSONWriter.formatNumber(x)
        case .bool(let b)?: return b ? "true" : "false"
        case .string(let s)?: return s
        default: return ""
        }
    }

    public static func string(_ value: JSONValue?) -> String {
        if case .string(let s)? = value { return s }
        return number(value)
    }

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
