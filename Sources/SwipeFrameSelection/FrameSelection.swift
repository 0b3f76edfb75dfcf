import SwipeBase
/// Which frames to write or check, parsed from `--frames` or a golden's `golden.json`: comma-separated parts, each
/// - `N` — one frame;
/// - `A..B` — frames A through B inclusive;
/// - `A:B:S`, `A::S`, `::S`, `A:B`, `A:` — Python-style slices (B exclusive; B omitted means to
///   the end; S omitted means 1).
/// The result is sorted and without repeats; a frame past the scene's end is an error.
public struct FrameSelection: Equatable, Sendable {
    public let specification: String
    private let parts: [Part]

    enum Part: Equatable, Sendable {
        case frame(Int)
        case range(Int, Int)
        case slice(start: Int, stop: Int?, step: Int)
    }

    public struct ParseError: Error, CustomStringConvertible, Equatable {
        /// The message as the `--frames` option shows it.
        public var message: String
        /// What is wrong, without naming where the selection came from.
        public var reason: String
        public var description: String { message }
    }

    /// Parses the syntax; frame numbers are checked against a scene by `indices(frameCount:)`.
    public init(_ specification: String) throws {
        self.specification = specification
        var parts: [Part] = []
        for rawPart in specification.split(separator: ",", omittingEmptySubsequences: false) {
            let part = rawPart.trimmingSpaces
            guard !part.isEmpty else { throw Self.error("an empty part in '\(EchoText.clip(specification))'") }
            if let dots = part.rangeOfDots() {
                let start = try Self.number(String(part[..<dots.lowerBound]), in: part)
                let end = try Self.number(String(part[dots.upperBound...]), in: part)
                guard start <= end else { throw Self.error("'\(EchoText.clip(String(part)))' runs backwards; write the smaller frame first") }
                parts.append(.range(start, end))
            } else if part.contains(":") {
                let fields = part.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                guard fields.count <= 3 else { throw Self.error("'\(EchoText.clip(String(part)))' has too many ':'; write start:stop:step") }
                let start = fields[0].isEmpty ? 0 : try Self.number(fields[0], in: part)
                let stop = fields.count < 2 || fields[1].isEmpty ? nil : try Self.number(fields[1], in: part)
                let step = fields.count < 3 || fields[2].isEmpty ? 1 : try Self.number(fields[2], in: part)
                guard step > 0 else { throw Self.error("the step in '\(EchoText.clip(String(part)))' must be at least 1") }
                parts.append(.slice(start: start, stop: stop, step: step))
            } else {
                parts.append(.frame(try Self.number(part, in: part)))
            }
        }
        self.parts = parts
    }

    /// The selected frame indices for a scene of `frameCount` frames.
    public func indices(frameCount: Int) throws -> [Int] {
        var selected: Set<Int> = []
        for part in parts {
            switch part {
            case .frame(let frame):
                try Self.checkInside(frame, frameCount, "\(frame)")
                selected.insert(frame)
            case .range(let start, let end):
                try Self.checkInside(end, frameCount, "\(start)..\(end)")
                selected.formUnion(start...end)
            case .slice(let start, let stop, let step):
                try Self.checkInside(start, frameCount, "\(start):")
                selected.formUnion(stride(from: start, to: min(stop ?? frameCount, frameCount), by: step))
            }
        }
        return selected.sorted()
    }

    private static func number(_ text: String, in part: String) throws -> Int {
        guard let value = Int(text.trimmingSpaces), value >= 0, value <= 10_000_000 else {
            throw error("'\(EchoText.clip(text))' in '\(EchoText.clip(part))' is not a frame number (a whole number ≥ 0)")
        }
        return value
    }

    private static func checkInside(_ frame: Int, _ frameCount: Int, _ part: String) throws {
        if frame >= frameCount {
            throw error("frame \(frame) in '\(part)' is past the end: the scene has \(frameCount) frames (0…\(frameCount - 1))")
        }
    }

    private static func error(_ message: String) -> ParseError {
        let reason = message + " (examples: 0..30, 0,10,20, ::5)"
        return ParseError(message: "--frames: " + reason, reason: reason)
    }
}

extension String {
    /// The range of the first "..", without Foundation.
    func rangeOfDots() -> Range<String.Index>? {
        var index = startIndex
        while index < endIndex {
            let next = self.index(after: index)
            if next < endIndex, self[index] == ".", self[next] == "." { return index..<self.index(after: next) }
            index = next
        }
        return nil
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
