/// Which frames to write, parsed from `--frames`: comma-separated parts, each
/// - `N` — one frame;
/// - `A..B` — frames A through B inclusive;
/// - `A:B:S`, `A::S`, `::S`, `A:B` — Python-style slices (B exclusive, B omitted = to the end,
///   S omitted = 1).
/// The result is sorted and without repeats; frames past the scene's end are an error.
public struct FrameSelection: Equatable, Sendable {
    public let specification: String

    public init(_ specification: String) throws {
        self.specification = specification
        _ = try indices(frameCount: Int.max / 2)
    }

    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public var message: String
        public var description: String { message }
    }

    /// The selected frame indices for a scene of `frameCount` frames.
    public func indices(frameCount: Int) throws -> [Int] {
        var selected: [Int] = []
        let parts = specification.split(separator: ",", omittingEmptySubsequences: false)
        for rawPart in parts {
            let part = rawPart.trimmingSpaces
            guard !part.isEmpty else { throw error("an empty part in '\(specification)'") }
            if let dots = part.rangeOfDots() {
                let start = try number(String(part[..<dots.lowerBound]), in: part)
                let end = try number(String(part[dots.upperBound...]), in: part)
                guard start <= end else { throw error("'\(part)' runs backwards; write the smaller frame first") }
                try checkInside(end, frameCount, part)
                selected += Array(start...end)
            } else if part.contains(":") {
                let fields = part.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                guard fields.count <= 3 else { throw error("'\(part)' has too many ':'; write start:stop:step") }
                let start = fields[0].isEmpty ? 0 : try number(fields[0], in: part)
                let stop = fields.count < 2 || fields[1].isEmpty ? frameCount : try number(fields[1], in: part)
                let step = fields.count < 3 || fields[2].isEmpty ? 1 : try number(fields[2], in: part)
                guard step > 0 else { throw error("the step in '\(part)' must be at least 1") }
                if start >= frameCount && frameCount < Int.max / 2 { try checkInside(start, frameCount, part) }
                selected += Array(stride(from: start, to: min(stop, frameCount), by: step))
            } else {
                let frame = try number(part, in: part)
                try checkInside(frame, frameCount, part)
                selected.append(frame)
            }
        }
        return Array(Set(selected)).sorted()
    }

    private func number(_ text: String, in part: String) throws -> Int {
        guard let value = Int(text.trimmingSpaces), value >= 0 else {
            throw error("'\(text)' in '\(part)' is not a frame number (a whole number ≥ 0)")
        }
        return value
    }

    private func checkInside(_ frame: Int, _ frameCount: Int, _ part: String) throws {
        if frame >= frameCount {
            throw error("frame \(frame) in '\(part)' is past the end: the scene has \(frameCount) frames (0…\(frameCount - 1))")
        }
    }

    private func error(_ message: String) -> ParseError {
        ParseError(message: "--frames: " + message + " (examples: 0..30, 0,10,20, ::5)")
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
