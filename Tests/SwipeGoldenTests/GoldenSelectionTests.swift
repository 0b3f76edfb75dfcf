import SwipeJSON
import SwipeGolden
import SwipePNG
import SwipeTestSupport
import XCTest
import SwipeBase

final class GoldenSelectionTests: XCTestCase {
    func testRecordModeResolution() throws {
        XCTAssertEqual(try RecordMode.resolve(option: nil, environment: [:]), .missing)
        XCTAssertEqual(try RecordMode.resolve(option: nil, environment: ["CI": "true"]), .never)
        XCTAssertEqual(try RecordMode.resolve(option: nil, environment: ["CI": "false"]), .missing)
        XCTAssertEqual(try RecordMode.resolve(option: nil, environment: ["CI": "true", "SWIPESIM_RECORD": "failed"]), .failed)
        XCTAssertEqual(try RecordMode.resolve(option: "all", environment: ["SWIPESIM_RECORD": "never"]), .all)
        XCTAssertThrowsError(try RecordMode.resolve(option: "some", environment: [:])) { error in
            XCTAssertEqual("\(error)", "--record must be one of all, missing, failed, never; got 'some'")
        }
    }

    func testShardsSplitDeterministicallyAndCompletely() throws {
        let names = ["e", "a", "d", "c", "b"].map { GoldenFolder(path: "Goldens/" + $0) }
        let parts = try (1...2).map { try Shard(index: $0, count: 2).select(names).map(\.name) }
        XCTAssertEqual(parts, [["a", "c", "e"], ["b", "d"]])
        // The order given does not matter.
        XCTAssertEqual(try Shard(parsing: "2/2").select(names.reversed()).map(\.name), ["b", "d"])
        XCTAssertEqual(try Shard(parsing: "3/3").select(Array(names.prefix(2))).map(\.name), [])
        for bad in ["0/2", "3/2", "1/0", "x", "1/2/3", "-1/2"] {
            XCTAssertThrowsError(try Shard(parsing: bad), bad)
        }
    }

    func testDiscoveryExpandsAFolderOfGoldens() throws {
        let directory = TemporaryDirectory(prefix: "swipesim-discover")
        defer { directory.remove() }
        for name in ["b", "a"] {
            try FileIO.createDirectory(directory.file("Goldens/" + name))
            try FileIO.writeAtomically("{}", to: directory.file("Goldens/\(name)/scene.json"))
        }
        try FileIO.createDirectory(directory.file("Goldens/notes"))
        let found = GoldenFolder.discover([directory.file("Goldens/"), directory.file("Goldens/a"), directory.file("missing")])
        XCTAssertEqual(found.map(\.path), [directory.file("Goldens/a"), directory.file("Goldens/b"), directory.file("missing")])
    }

    func testJSONReader() throws {
        let value = try JSONValue.parse(" {\"frames\": [0, 6, 1e1], \"name\": \"a\\\"b\\u00e9\", \"x\": [true, false, null, {}]} ")
        XCTAssertEqual(value["frames"], .array([.number(0), .number(6), .number(10)]))
        XCTAssertEqual(value["name"], .string("a\"bé"))
        XCTAssertThrowsError(try JSONValue.parse("{\"a\": }")) { error in
            XCTAssertEqual("\(error)", "1:7: unexpected character '}' where a value was expected")
        }
        XCTAssertThrowsError(try JSONValue.parse("[1] 2"))
        XCTAssertThrowsError(try JSONValue.parse(String(repeating: "[", count: 100)))
    }

    func testPremultipliedFramesAreUnpremultipliedLikeTheEncoder() throws {
        // Premultiplied (100, 50, 0, 128) → straight (199, 100, 0, 128) by c = (c' × 255 + 64) / 128.
        let frame = RenderedFrame(index: 0, width: 2, height: 1, pixels: [100, 50, 0, 128, 9, 9, 9, 0])
        let straight = try frame.straightImage()
        XCTAssertEqual(straight.pixels, [199, 100, 0, 128, 0, 0, 0, 0])
        let encoded = try PNGDecoder.decode(PNGEncoder.encode(premultipliedRGBA: frame.pixels, width: 2, height: 1))
        XCTAssertEqual(encoded.pixels, straight.pixels)
        XCTAssertThrowsError(try RenderedFrame(index: 3, width: 2, height: 2, pixels: [0]).straightImage())
    }
}
