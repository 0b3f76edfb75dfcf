import Dispatch
import SwipeBase
import SwipePNG

/// A golden halfway through `GoldenVerifier`: what `prepare` read and checked on the calling
/// thread, for `finish` to draw, compare and record on any thread.
package struct PreparedGolden: @unchecked Sendable {
    package let folder: GoldenFolder
    let options: GoldenVerifyOptions
    /// The result so far (an error set here ends the check).
    var result: GoldenResult
    var state: State?

    struct State {
        let spec: GoldenSpec
        let sceneHash: String
        let motionTolerance: MotionTolerance
        let motion: (result: MotionResult, actual: MotionRecording)?
        let indices: [Int]
        let frames: PreparedFrames
    }

    init(folder: GoldenFolder, options: GoldenVerifyOptions, result: GoldenResult) {
        self.folder = folder
        self.options = options
        self.result = result
    }
}

extension GoldenVerifier {
    /// Verifies `folders` on up to `threads` threads and returns their results in the order
    /// given; `report` sees each result on the calling thread, in that order, as soon as it and
    /// every one before it are done. Each golden is prepared on the calling thread (a SwipeUI
    /// deck simulates on the main actor, and simulating is a small part of the work), then
    /// drawn, compared and recorded by a worker; with fewer goldens than threads, the threads
    /// left over draw a golden's frames in parallel. Results, reports and written files are
    /// the same at any thread count: each golden is checked by the same steps, its frames in
    /// their order (`compareFrames`), and results are reported in the folders' order.
    public static func verify(
        _ folders: [GoldenFolder], renderer: GoldenRenderer, options: GoldenVerifyOptions, threads: Int,
        report: (GoldenResult) -> Void = { _ in }
    ) -> [GoldenResult] {
        let count = folders.count
        let workers = max(1, min(threads, count))
        if workers == 1 {
            return folders.map { folder in
                let result = finish(prepare(folder, renderer: renderer, options: options), threads: max(1, threads))
                report(result)
                return result
            }
        }
        let frameThreads = max(1, threads / workers)
        let done = ResultSlots(count: count)
        let free = DispatchSemaphore(value: workers)
        let group = DispatchGroup()
        var reported: [GoldenResult] = []
        func reportFinished() {
            while reported.count < count, let result = done[reported.count] {
                report(result)
                reported.append(result)
            }
        }
        for (position, folder) in folders.enumerated() {
            let prepared = prepare(folder, renderer: renderer, options: options)
            free.wait()
            DispatchQueue.global().async(group: group) {
                done[position] = finish(prepared, threads: frameThreads)
                free.signal()
            }
            reportFinished()
        }
        group.wait()
        reportFinished()
        return reported
    }

    /// A frame drawn and compared, before the in-order steps (report images, recording).
    struct ComparedFrame {
        let rendered: RenderedFrame
        let actual: PNGImage
        let golden: GoldenFrame
        let comparison: ImageComparison?
    }

    /// Draws the prepared frames and compares each with its golden, `threads` at a time, and
    /// hands them to `deliver` in frame order (a batch is delivered before the next is drawn,
    /// so at most `threads` frames are held). The pixels `deliver` returns (the frame's, when
    /// nothing keeps them) go back to the renderer (`PreparedFrames.recycle`) once nothing else
    /// holds them, for a later frame to be drawn into. The first error in frame order is thrown.
    static func compareFrames(
        _ frames: PreparedFrames, folder: GoldenFolder, options: GoldenVerifyOptions, threads: Int,
        deliver: (ComparedFrame) throws -> [UInt8]?
    ) throws {
        func work(_ k: Int) throws -> ComparedFrame {
            var rendered = try frames.frame(k)
            // Unpremultiplied in the drawn buffer itself: no second frame-sized buffer.
            let actual = try rendered.takeStraightImage()
            let golden = goldenFrame(folder.framePath(rendered.index))
            let comparison = golden.image.map {
                ImageComparator.compare(expected: $0, actual: actual, tolerance: options.tolerance)
            }
            return ComparedFrame(rendered: rendered, actual: actual, golden: golden, comparison: comparison)
        }
        let batch = max(1, threads)
        var start = 0
        while start < frames.count {
            let end = min(frames.count, start + batch)
            var slots = [Result<ComparedFrame, Error>?](repeating: nil, count: end - start)
            if end - start == 1 {
                slots[0] = Result { try work(start) }
            } else {
                let first = start
                slots.withUnsafeMutableBufferPointer { buffer in
                    let base = buffer.baseAddress!
                    DispatchQueue.concurrentPerform(iterations: end - first) { i in
                        base[i] = Result { try work(first + i) }
                    }
                }
            }
            for i in slots.indices {
                let spare = try deliver(slots[i].take()!.get())
                if let spare { frames.recycle(spare) }
            }
            start = end
        }
    }
}

/// Results filled in by workers, read by position (a lock around an array).
private final class ResultSlots: @unchecked Sendable {
    private let lock = Lock()
    private var results: [GoldenResult?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    subscript(position: Int) -> GoldenResult? {
        get { lock.withLock { results[position] } }
        set { lock.withLock { results[position] = newValue } }
    }
}
