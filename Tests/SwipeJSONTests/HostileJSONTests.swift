import SwipeJSON
import XCTest
import SwipeBase

/// The parser's defences: byte-order mark, repeated keys, length limits, bounded
/// echo, and locations that cost one record per value whatever the keys' length.
final class HostileJSONTests: XCTestCase {
    func testByteOrderMarkIsSkippedAndColumnsCountFromAfterIt() throws {
        let document = try JSONParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        XCTAssertEqual(document.root["a"], .number(1))
        XCTAssertEqual(document.location(at: "a"), SourceLocation(line: 1, column: 7))
    }

    func testRepeatedKeyNamesBothLocations() {
        XCTAssertThrowsError(try JSONParser.parse("{\"a\": 1,\n \"b\": {\"c\": 1, \"c\": 2}}")) {
            XCTAssertEqual("\($0)", "2:16: the key \"c\" appears twice (first at 2:8); keep one")
        }
    }

    func testKeyAndStringLengthLimits() {
        let limits = JSONParser.Limits(maximumStringLength: 5, maximumKeyLength: 3)
        XCTAssertNoThrow(try JSONParser.parse(#"{"abc": "héllo"}"#, limits: limits))
        XCTAssertThrowsError(try JSONParser.parse(#"{"abcd": 1}"#, limits: limits)) {
            XCTAssertEqual("\($0)", "1:2: a key longer than 3 characters (the limit)")
        }
        XCTAssertThrowsError(try JSONParser.parse(#"["a\n\u00e9b\"c"]"#, limits: limits)) {
            XCTAssertEqual("\($0)", "1:2: a string longer than 5 characters (the limit)")
        }
    }

    func testMessagesQuoteAtMost200Characters() {
        let key = String(repeating: "k", count: 10_000)
        XCTAssertThrowsError(try JSONParser.parse("{\"\(key)\" 1}")) {
            XCTAssertEqual("\($0)", "1:10005: expected ':' after the key \"\(String(repeating: "k", count: 200))… (10000 characters)\"")
        }
        XCTAssertEqual(EchoText.clip("a\u{0}b\u{1B}"), #"a\0b\u{1B}"#)
    }

    func testLocationsFollowTheValuesShape() throws {
        let document = try JSONParser.parse("[{\"a\": [true,\n  null]}, 3]")
        XCTAssertEqual(document.location(at: "[0].a[1]"), SourceLocation(line: 2, column: 3))
        XCTAssertEqual(document.location(at: "[1]"), SourceLocation(line: 2, column: 11))
        XCTAssertNil(document.location(at: "[0].b"))
        XCTAssertNil(document.location(at: "[2]"))
        XCTAssertEqual(JSONPath.root.appending(index: 0).appending(key: "a").appending(index: 1).description, "[0].a[1]")
    }

    func testNonPrintableByteIsShownAsHex() {
        XCTAssertThrowsError(try JSONParser.parse(bytes: [0xC3, 0xAF])) {
            XCTAssertEqual("\($0)", "1:1: unexpected character byte 0xC3 where a value was expected")
        }
    }
}
