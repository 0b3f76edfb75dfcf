import Foundation
import SwipeRaster
import XCTest

/// Noto Color Emoji's bitmaps, decoded through FreeType: a bounded cache, the same bytes from
/// any thread, and text that falls back to it for emoji.
final class EmojiFontTests: XCTestCase {
    func testTheImageCacheStaysWithinItsByteLimit() throws {
        let font = try EmojiFont(path: EmojiFont.notoColorEmojiPath)
        let first = try XCTUnwrap(font.image(index: 883)).pattern.pixmap.bytes
        // Some 136 × 128 × 4 bytes per emoji: 400 glyphs are over three times the limit.
        for index in UInt32(100)..<500 {
            _ = font.image(index: index)
            XCTAssertLessThanOrEqual(font.cacheBytes, EmojiFont.cacheByteLimit)
        }
        // Decoded again after being dropped: the same pixels.
        XCTAssertEqual(try XCTUnwrap(font.image(index: 883)).pattern.pixmap.bytes, first)
    }

    func testImagesDecodeTheSameOnEveryThread() throws {
        let reference = try EmojiFont(path: EmojiFont.notoColorEmojiPath)
        let indices = Array(UInt32(800)..<832)
        let expected = indices.map { reference.image(index: $0)?.pattern.pixmap.bytes }
        let shared = try EmojiFont(path: EmojiFont.notoColorEmojiPath)
        let results = LockedResults(count: indices.count)
        DispatchQueue.concurrentPerform(iterations: indices.count * 4) { i in
            let k = i % indices.count
            results.set(k, shared.image(index: indices[k])?.pattern.pixmap.bytes)
        }
        XCTAssertEqual(results.values, expected)
    }

    func testTextFallsBackToTheEmojiFontAndAdvancesOneEm() throws {
        let inter = try Font(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        let emoji = try EmojiFont.named()
        let layout = try TextLayout("A😀", font: inter, size: 20, emoji: emoji)
        XCTAssertEqual(layout.emoji.count, 1)
        XCTAssertEqual(layout.width, try inter.width(of: "A", size: 20) + 20, accuracy: 1e-9)
        // The image is 1 em tall (Noto's 128-pixel strike scaled to 20 pt), centred in its advance.
        let rect = try XCTUnwrap(layout.emoji.first).rect
        XCTAssertEqual(rect.height, 20, accuracy: 1e-9)
        XCTAssertEqual(rect.x + rect.width / 2, try inter.width(of: "A", size: 20) + 10, accuracy: 1e-9)
        // Without the emoji font the same text is one line of outlines only.
        XCTAssertTrue(try TextLayout("A😀", font: inter, size: 20).emoji.isEmpty)
    }
}

/// Results written from concurrent iterations, read once they are done.
private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [[UInt8]?]
    init(count: Int) { stored = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: [UInt8]?) { lock.lock(); stored[i] = value; lock.unlock() }
    var values: [[UInt8]?] { lock.lock(); defer { lock.unlock() }; return stored }
}
