import SwipeShare
import SwipeTestSupport
import XCTest
import SwipeBase

final class VideoTests: XCTestCase {
    var directory: TemporaryDirectory!
    override func setUp() { directory = TemporaryDirectory(prefix: "swipeshare-video") }
    override func tearDown() { directory.remove() }

    func ffmpeg() throws -> String {
        try VideoEncoder.findFFmpeg(searchPath: "/usr/bin:/usr/local/bin")
    }

    func encode(_ codec: VideoEncoder.Codec, indices: [Int], step: Int = 1, speed: Fraction = Fraction(1, 1), plays: Int = 1) throws -> String {
        let path = directory.file("clip.\(codec.rawValue)")
        let encoder = try VideoEncoder(
            path: path, codec: codec, clock: PlaybackClock(fps: 30, speed: speed), step: step,
            plays: plays, ffmpeg: ffmpeg())
        for index in indices { try encoder.add(SyntheticFrames.frame(index), frameIndex: index) }
        _ = try encoder.finish(endIndex: indices.last! + step)
        return path
    }

    /// ffprobe decodes every frame: count, exact rate, even size (41×31 padded to 42×32), yuv420p.
    func testMP4HasEveryFrameAtTheExactRate() throws {
        let stream = try AnimationDecoding.probeVideo(encode(.mp4, indices: Array(0..<12)))
        XCTAssertEqual(stream.codec, "h264")
        XCTAssertEqual(stream.pixelFormat, "yuv420p")
        XCTAssertEqual([stream.width, stream.height], [42, 32])
        XCTAssertEqual(stream.frameRate, "30/1")
        XCTAssertEqual(stream.frames, 12)
    }

    func testStepSpeedAndLoopSetRateAndCount() throws {
        let stepped = try AnimationDecoding.probeVideo(encode(.mp4, indices: [0, 2, 4, 6, 8, 10], step: 2))
        XCTAssertEqual(stepped.frameRate, "15/1")
        XCTAssertEqual(stepped.frames, 6)
        let slow = try AnimationDecoding.probeVideo(encode(.mp4, indices: Array(0..<12), speed: Fraction(1, 4)))
        XCTAssertEqual(slow.frameRate, "15/2", "a quarter of 30 fps")
        XCTAssertEqual(slow.frames, 12)
        let looped = try AnimationDecoding.probeVideo(encode(.mp4, indices: Array(0..<12), plays: 3))
        XCTAssertEqual(looped.frames, 36)
    }

    /// A selected frame after a longer gap is repeated, so every frame stays on screen for its time.
    func testUnevenSelectionRepeatsFrames() throws {
        let stream = try AnimationDecoding.probeVideo(encode(.mp4, indices: [0, 1, 4], step: 1))
        XCTAssertEqual(stream.frames, 1 + 3 + 1, "frame 1 shows until frame 4")
    }

    func testWebM() throws {
        let stream = try AnimationDecoding.probeVideo(encode(.webm, indices: Array(0..<12)))
        XCTAssertEqual(stream.codec, "vp9")
        XCTAssertEqual([stream.width, stream.height], [42, 32])
        XCTAssertEqual(stream.frames, 12)
    }

    func testMissingFFmpegNamesThePackage() {
        XCTAssertThrowsError(try VideoEncoder.findFFmpeg(searchPath: directory.path)) { error in
            XCTAssertTrue("\(error)".contains("apt-get install ffmpeg"), "\(error)")
        }
    }

    func testFailedEncodeLeavesNothing() throws {
        let path = directory.file("bad.mp4")
        let encoder = try VideoEncoder(path: path, codec: .mp4, clock: PlaybackClock(fps: 30), ffmpeg: ffmpeg())
        try encoder.add(SyntheticFrames.frame(0), frameIndex: 0)
        encoder.cancel()
        XCTAssertEqual(try FileIO.contentsOfDirectory(directory.path), [])
    }
}
