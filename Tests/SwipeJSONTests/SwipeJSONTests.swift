import SwipeJSON
import XCTest

final class SwipeJSONTests: XCTestCase {
    func testParserRecordsLocationsByPath() throws {
        let document = try JSONParser.parse("{\n  \"a\": [1, {\"b\": true}],\n  \"c\": \"x\"\n}")
        XCTAssertEqual(document.location(at: "a"), SourceLocation(line: 2, column: 8))
        XCTAssertEqual(document.location(at: "a[1].b"), SourceLocation(line: 2, column: 18))
        XCTAssertEqual(document.location(at: "c"), SourceLocation(line: 3, column: 8))
        XCTAssertEqual(document.root["c"], .string("x"))
    }

    func testStrictSyntax() {
        for (text, message) in [
            ("[1,]", "1:4: trailing comma before ']'"),
            ("{\"a\" 1}", "1:6: expected ':' after the key \"a\""),
            ("01", "1:1: numbers must not have leading zeros"),
            ("1e999", "1:1: the number 1e999 is too large"),
            ("\"abc", "1:5: the JSON ends inside a string; a closing '\"' is missing"),
            ("[1] 2", "1:5: unexpected text after the end of the JSON value"),
            (String(repeating: "[", count: 70), "1:65: nesting deeper than 64 levels"),
        ] {
            XCTAssertThrowsError(try JSONParser.parse(text)) { XCTAssertEqual("\($0)", message, text) }
        }
    }

    func testEscapesAndSurrogatePairsRoundTrip() throws {
        let value = try JSONValue.parse(#"["a\"b\\c\n\u00e9\ud83d\ude00"]"#)
        XCTAssertEqual(value, .array([.string("a\"b\\c\né😀")]))
        XCTAssertEqual(try JSONValue.parse(JSONWriter.write(value)), value)
    }

    func testWriterIsDeterministicAndKeepsKeyOrder() {
        let value = JSONValue.object([("z", .number(1)), ("a", .array([.number(0.1), .number(-2), .bool(true)])), ("m", .null)])
        XCTAssertEqual(JSONWriter.write(value), "{\n  \"z\": 1,\n  \"a\": [0.1, -2, true],\n  \"m\": null\n}\n")
    }

    func testEncoderFollowsDeclarationOrderAndDropsAbsentOptionals() throws {
        struct Inner: Encodable { var x: Double; var label: String? }
        struct Outer: Encodable { var name: String; var values: [Inner]; var count: Int; var missing: Double? }
        let value = try JSONValueEncoder.encode(Outer(name: "n", values: [Inner(x: 1.5, label: nil), Inner(x: .infinity, label: "y")], count: 3, missing: nil))
        XCTAssertEqual(
            value,
            .object([
                ("name", .string("n")),
                ("values", .array([.object([("x", .number(1.5))]), .object([("x", .null), ("label", .string("y"))])])),
                ("count", .number(3)),
            ]))
    }
}
