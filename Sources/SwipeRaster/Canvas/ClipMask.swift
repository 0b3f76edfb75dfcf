/// A clip coverage mask over `region` (device pixels); pixels outside `bounds` (the covered
/// part, within the region) are 0 and are never read.
final class ClipMask {
    let region: IntRect
    private let stride: Int
    private let bytes: UnsafeMutablePointer<UInt8>
    var bounds: IntRect

    init(_ region: IntRect) {
        self.region = region
        stride = max(region.x1 - region.x0, 0)
        let count = max(stride * (region.y1 - region.y0), 1)
        bytes = .allocate(capacity: count)
        bytes.initialize(repeating: 0, count: count)
        bounds = region
    }

    deinit { bytes.deallocate() }

    /// Row `y`, indexed by device x (valid for x in region.x0..<region.x1).
    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { bytes + ((y - region.y0) * stride - region.x0) }
}
