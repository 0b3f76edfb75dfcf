import SwipeJSON
import XCTest

final class JSONWriterStyleTests: XCTestCase {
    let report = JSONValue.object([
        ("tool", .string("t")),
        ("summary", .object([("goldens", .number(2)), ("passed", .number(1))])),
        (
            "goldens",
            .array([
                .object([
                    ("name", .string("a")), ("tags", .array((0..<10).map { .number(Double($0)) })),
                    ("frames", .array([.object([("index", .number(0)), ("size", .array([.number(3), .number(4)]))])])),
                ])
            ])
        ),
        ("empty", .array([])),
    ])

    func testExpandedLayoutExpandsOnlyTheListedPaths() {
        let style = JSONWriter.Style(layout: .expanded(["", "goldens", "goldens[]", "goldens[].frames"]))
        XCTAssertEqual(
            JSONWriter.write(report, style: style),
            """
            {
              "tool": "t",
              "summary": {"goldens": 2, "passed": 1},
              "goldens": [
                {
                  "name": "a",
                  "tags": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
                  "frames": [
                    {"index": 0, "size": [3, 4]}
                  ]
                }
              ],
              "empty": []
            }

            """)
    }

    func testOneLineAndPrettyLayouts() {
        let value = JSONValue.object([("a", .array([.number(1), .object([])])), ("b", .object([("c", .null)]))])
        XCTAssertEqual(JSONWriter.write(value, style: JSONWriter.Style(layout: .oneLine)), "{\"a\": [1, {}], \"b\": {\"c\": null}}\n")
        // Pretty: objects expanded; an array holding a container is expanded, a short scalar one is not.
        XCTAssertEqual(JSONWriter.write(value), "{\n  \"a\": [\n    1,\n    {}\n  ],\n  \"b\": {\n    \"c\": null\n  }\n}\n")
        let nine = JSONValue.array((0..<9).map { .number(Double($0)) })
        XCTAssertEqual(JSONWriter.write(nine).split(separator: "\n").count, 11)
    }

    func testNumberForms() {
        XCTAssertEqual(JSONWriter.formatNumber(0.1 + 0.2), "0.30000000000000004")
        XCTAssertEqual(JSONWriter.formatNumber(0.1 + 0.2, .decimals(6)), "0.3")
        XCTAssertEqual(JSONWriter.formatNumber(2.5e-7, .decimals(6)), "0")
        XCTAssertEqual(JSONWriter.formatNumber(-0.00004, .decimals(4)), "0")
        XCTAssertEqual(JSONWriter.formatNumber(-1.23456, .decimals(4)), "-1.2346")
        XCTAssertEqual(JSONWriter.formatNumber(-0.0), "0")
        XCTAssertEqual(JSONWriter.formatNumber(12_345_678_901, .decimals(6)), "12345678901")
        XCTAssertEqual(JSONWriter.formatNumber(.infinity, .decimals(6)), "null")
        XCTAssertEqual(JSONWriter.formatNumber(.nan, .decimals(2)), "null")
        XCTAssertEqual(JSONWriter.quote("a\"\n\u{1}"), "\"a\\\"\\n\\u0001\"")
    }

    func testStreamedObjectHasTheBytesOfTheWholeDocument() {
        let leading: [(key: String, value: JSONValue)] = [("name", .string("m")), ("units", .object([("x", .string("points"))]))]
        for count in [0, 1, 3] {
            let elements = (0..<count).map { JSONValue.object([("index", .number(Double($0))), ("v", .array([.number(0.5)]))]) }
            for style in [JSONWriter.Style.standard, JSONWriter.Style(layout: .expanded(["", "frames"]), numbers: .decimals(2))] {
                var stream = JSONObjectStream(leading: leading, arrayKey: "frames", count: count, style: style)
                var text = stream.opening
                for element in elements { text += stream.element(element) }
                text += stream.closing
                XCTAssertEqual(text, JSONWriter.write(.object(leading + [("frames", .array(elements))]), style: style), "\(count) \(style)")
            }
        }
    }
}
