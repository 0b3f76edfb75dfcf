import SwipeUI
import XCTest

/// `AsyncImage` on the virtual clock: the placeholder until `remoteImageLoadTime`, then the
/// image from `SimulationOptions.remoteImages` (or the failure phase), set in its transaction.
final class AsyncImageTests: XCTestCase {
    let url = "https://example.com/avatar.png"

    /// A 40 × 20 px bitmap: left half red, right half blue.
    func bitmap() throws -> Bitmap {
        var bytes: [UInt8] = []
        for _ in 0..<20 { for x in 0..<40 { bytes += x < 20 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        return try Bitmap(width: 40, height: 20, premultipliedRGBA: bytes)
    }

    func options(duration: Double = 0.5) throws -> SimulationOptions {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 100, height: 100)
        options.safeArea = EdgeInsets()
        options.duration = duration
        options.remoteImages = [url: try bitmap()]
        return options
    }

    func pixel(_ frame: Frame, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * frame.width + x) * 4
        return Array(frame.premultipliedRGBA[i..<i + 4])
    }

    func testThePlaceholderFillsTheFrameThenTheImageShowsAtItsScale() throws {
        let view = AsyncImage(url: URL(string: url), scale: 2).frame(width: 80, height: 80)
        let frames = try Simulation(view, options: options()).frames()
        // UIKit's secondarySystemFill (120, 120, 128, 16 %) over white, across the 80 pt frame.
        let placeholder = pixel(frames[14], 15, 50)
        XCTAssertEqual(placeholder.map(Int.init)[0], 255 - (255 - 120) * 41 / 255, accuracy: 1)
        XCTAssertEqual(pixel(frames[14], 85, 50), placeholder, "the placeholder fills the frame")
        // At 0.25 s (frame 15) the 40 × 20 px image shows as 20 × 10 pt, centred at (50, 50).
        XCTAssertEqual(pixel(frames[15], 45, 50), [255, 0, 0, 255])
        XCTAssertEqual(pixel(frames[15], 55, 50), [0, 0, 255, 255])
        XCTAssertEqual(pixel(frames[15], 50, 40), [255, 255, 255, 255], "above the 10 pt tall image")
        XCTAssertEqual(pixel(frames[15], 15, 50), [255, 255, 255, 255], "the placeholder is gone")
    }

    /// `content`/`placeholder`: the placeholder view until the load, then the content closure's
    /// view of the image (resizable, filling the frame).
    struct Avatar: View {
        let url: URL?
        var body: some View {
            AsyncImage(url: url) { image in
                image.resizable()
            } placeholder: {
                Color.green
            }
            .frame(width: 100, height: 100)
        }
    }

    func testContentAndPlaceholder() throws {
        let frames = try Simulation(Avatar(url: URL(string: self.url)), options: options()).frames()
        XCTAssertEqual(pixel(frames[0], 50, 50), [52, 199, 89, 255], "the placeholder: SwiftUI's green")
        XCTAssertEqual(pixel(frames[15], 10, 90), [255, 0, 0, 255], "the resized image's left half")
        XCTAssertEqual(pixel(frames[15], 90, 10), [0, 0, 255, 255])
    }

    func testAnUnknownURLFailsWithAWarningAndANilURLStaysEmpty() throws {
        struct Phased: View {
            let url: URL?
            var body: some View {
                AsyncImage(url: url) { phase in
                    if phase.image != nil { Color.blue } else if phase.error != nil { Color.red } else { Color.gray }
                }
            }
        }
        let missing = try Simulation(Phased(url: URL(string: "https://example.com/avatr.png")), options: options())
        let frames = try missing.frames()
        XCTAssertEqual(pixel(frames[14], 50, 50), pixel(try Simulation(Color.gray, options: options()).frames()[0], 50, 50))
        XCTAssertEqual(pixel(frames[15], 50, 50), [255, 59, 48, 255], "the failure phase: SwiftUI's red")
        XCTAssertEqual(missing.warnings.count, 1)
        XCTAssertTrue(missing.warnings[0].contains("no image for https://example.com/avatr.png"), missing.warnings[0])
        XCTAssertTrue(missing.warnings[0].contains("Did you mean \(url)?"), missing.warnings[0])

        let none = try Simulation(Phased(url: nil), options: options()).frames()
        XCTAssertEqual(pixel(none.last!, 50, 50), pixel(frames[0], 50, 50), "a nil URL stays empty")
    }

    /// The phase changes in the AsyncImage's transaction: a 0.2 s linear fade-in.
    struct FadingIn: View {
        let url: URL?
        var body: some View {
            AsyncImage(url: url, transaction: Transaction(animation: .linear(duration: 0.2))) { phase in
                if let image = phase.image {
                    image.resizable().transition(.opacity)
                } else {
                    Color.white
                }
            }
            .frame(width: 100, height: 100)
        }
    }

    func testTheTransactionAnimatesTheLoadedImageIn() throws {
        let frames = try Simulation(FadingIn(url: URL(string: self.url)), options: options()).frames()
        let half = pixel(frames[21], 10, 50)  // 0.1 s into the fade
        XCTAssertEqual(Int(half[1]), 128, accuracy: 2, "red at half opacity over white: (255, 128, 128)")
        XCTAssertEqual(pixel(frames[27], 10, 50), [255, 0, 0, 255])
    }

    func testALoadTimeOutOfRangeIsAnError() throws {
        var options = try options()
        options.remoteImageLoadTime = -1
        XCTAssertThrowsError(try Simulation(Avatar(url: nil), options: options).frames()) { error in
            XCTAssertTrue("\(error)".contains("remoteImageLoadTime"), "\(error)")
        }
    }

    /// A `file:` URL that is not listed is read as a PNG; a FIFO there fails at once (the bounded
    /// reader refuses it) with a warning, never waiting for a writer.
    func testFileURLsAreReadAndAFIFOFails() throws {
        let folder = NSTemporaryDirectory() + "asyncimage-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let png = try XCTUnwrap(try Simulation(Color.blue, options: options(duration: 0)).frames().first).pngData()
        FileManager.default.createFile(atPath: folder + "/blue.png", contents: Data(png))
        XCTAssertEqual(mkfifo(folder + "/fifo.png", 0o600), 0)
        struct Phased: View {
            let url: URL
            var body: some View {
                AsyncImage(url: url) { phase in
                    if let image = phase.image { image.resizable() } else if phase.error != nil { Color.red } else { Color.gray }
                }
            }
        }
        let file = try Simulation(Phased(url: URL(fileURLWithPath: folder + "/blue.png")), options: options())
        XCTAssertEqual(pixel(try file.frames()[15], 50, 50), pixel(try Simulation(Color.blue, options: options()).frames()[0], 50, 50))
        XCTAssertEqual(file.warnings, [])
        let fifo = try Simulation(Phased(url: URL(fileURLWithPath: folder + "/fifo.png")), options: options())
        XCTAssertEqual(pixel(try fifo.frames()[15], 50, 50), [255, 59, 48, 255], "the failure phase")
        XCTAssertEqual(fifo.warnings.count, 1)
    }
}
