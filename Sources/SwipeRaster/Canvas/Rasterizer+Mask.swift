extension Rasterizer {
    /// The coverage of `path` as one byte per pixel, `width × height`, row-major.
    func mask(_ path: Path, transform: Transform, width: Int, height: Int, fillRule: FillRule) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: width * height)
        reset(clipX0: 0, clipY0: 0, clipX1: width, clipY1: height)
        add(path, transform: transform)
        result.withUnsafeMutableBufferPointer { out in
            sweep(fillRule: fillRule) { y, originX, spans, coverageRow in
                let row = out.baseAddress! + y * width + originX
                for span in spans {
                    if span.alpha >= 0 {
                        (row + span.start).update(repeating: UInt8(span.alpha), count: span.end - span.start)
                    } else {
                        (row + span.start).update(from: coverageRow + span.start, count: span.end - span.start)
                    }
                }
            }
        }
        return result
    }
}
