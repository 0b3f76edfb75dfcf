import Foundation
import XCTest

/// The `#Preview` plugin spoken to as the compiler speaks to it: each message a 64-bit
/// little-endian length and that much JSON (swift-syntax's `PluginMessages.swift`). The
/// expected expansion is the rule its file states: the text before `#Preview` kept, the
/// arguments passed on to `SwipeUI.Preview`, the type named discriminator + `15PreviewRegistry`
/// + `fMu_`, the line and UTF-8 column of the `#` counted from where the host's text starts.
final class PreviewMacroPluginTests: XCTestCase {
    /// The plugin executable SwiftPM builds beside the test bundle.
    func pluginPath() throws -> String {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        let path = directory + "/SwipeUIPreviewMacro-tool"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw XCTSkip("no plugin executable at \(path) (this build keeps it elsewhere)")
        }
        return path
    }

    /// Sends `messages` in order, closes the pipe, and returns the plugin's replies.
    func exchange(_ messages: [[String: Any]]) throws -> [[String: Any]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try pluginPath())
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        for message in messages {
            let payload = try JSONSerialization.data(withJSONObject: message)
            var length = UInt64(payload.count).littleEndian
            input.fileHandleForWriting.write(Data(bytes: &length, count: 8) + payload)
        }
        try input.fileHandleForWriting.close()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var replies: [[String: Any]] = []
        var offset = 0
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 8].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
            let payload = bytes[offset + 8..<offset + 8 + length]
            replies.append(try XCTUnwrap(JSONSerialization.jsonObject(with: payload) as? [String: Any]))
            offset += 8 + length
        }
        return replies
    }

    func expansion(of source: String, line: Int, column: Int) -> [String: Any] {
        [
            "expandFreestandingMacro": [
                "macro": ["moduleName": "SwipeUIPreviewMacro", "typeName": "PreviewMacro", "name": "Preview"],
                "macroRole": "declaration", "discriminator": "$s4Deck0A5CardsMX3_0_",
                "syntax": [
                    "kind": "declaration", "source": source,
                    "location": ["fileID": "Deck/Cards.swift", "fileName": "/src/Deck/Cards.swift", "offset": 40, "line": line, "column": column],
                ],
            ] as [String: Any]
        ]
    }

    func testCapabilityThenExpansionOfANamedPreviewWithTraitsAfterCommentsAndAttributes() throws {
        let source =
            "\n// #Preview in a comment\n/* and /* nested */ #Preview */ @available(iOS 17, *)\n  #Preview(\"Stack\", traits: .sizeThatFitsLayout) { DeckView() }"
        let replies = try exchange([["getCapability": ["capability": ["protocolVersion": 8]]], expansion(of: source, line: 3, column: 19)])
        XCTAssertEqual(replies.count, 2)
        let capability = try XCTUnwrap((replies[0]["getCapabilityResult"] as? [String: Any])?["capability"] as? [String: Any])
        XCTAssertEqual(capability["protocolVersion"] as? Int, 7)
        let result = try XCTUnwrap(replies[1]["expandMacroResult"] as? [String: Any])
        XCTAssertEqual((result["diagnostics"] as? [Any])?.count, 0)
        let expanded = try XCTUnwrap(result["expandedSource"] as? String)
        // The `#` is three newlines after (3, 19), two spaces in: line 6, column 3.
        XCTAssertTrue(
            expanded.contains(
                "/* and /* nested */ #Preview */ @available(iOS 17, *)\n  struct $s4Deck0A5CardsMX3_0_15PreviewRegistryfMu_: SwipeUI.PreviewRegistry {"),
            expanded)
        XCTAssertTrue(expanded.contains("static var fileID: String { \"Deck/Cards.swift\" }"), expanded)
        XCTAssertTrue(expanded.contains("static var line: Int { 6 }"), expanded)
        XCTAssertTrue(expanded.contains("static var column: Int { 3 }"), expanded)
        XCTAssertTrue(expanded.contains("SwipeUI.Preview(\"Stack\", traits: .sizeThatFitsLayout) { DeckView() }"), expanded)
    }

    /// Hosts before protocol 5 only know the per-role reply; `#PreviewX` is another macro, so
    /// text without `#Preview` itself is a diagnostic, not an expansion.
    func testOldHostsGetTheOldReplyAndTextWithoutTheMacroIsAnError() throws {
        let replies = try exchange([
            ["getCapability": ["capability": ["protocolVersion": 4]]],
            expansion(of: "#PreviewX { DeckView() }", line: 1, column: 1),
        ])
        let result = try XCTUnwrap(replies.last?["expandFreestandingMacroResult"] as? [String: Any])
        XCTAssertNil(result["expandedSource"] as? String)
        let diagnostic = try XCTUnwrap((result["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(diagnostic["severity"] as? String, "error")
        XCTAssertTrue((diagnostic["message"] as? String ?? "").contains("could not find '#Preview'"))
    }

    /// A garbled message ends the plugin with status 1 and a message, not a trap: JSON that is
    /// not a message, and a length header of 2^63 bytes.
    func testUnreadableMessagesEndThePluginWithStatusOne() throws {
        for bytes in [Data([5, 0, 0, 0, 0, 0, 0, 0]) + Data("{oops".utf8), Data([0, 0, 0, 0, 0, 0, 0, 0x80]) + Data("{}".utf8)] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try pluginPath())
            let input = Pipe(), errors = Pipe()
            process.standardInput = input
            process.standardError = errors
            try process.run()
            input.fileHandleForWriting.write(bytes)
            try input.fileHandleForWriting.close()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .exit)
            XCTAssertEqual(process.terminationStatus, 1)
            XCTAssertTrue(message.contains("could not read the compiler's message"), message)
        }
    }

    /// Requests the plugin does not serve get their own reply with an error, never silence: an
    /// attached macro other than `@Entry`, and a library load (a feature it does not advertise).
    func testOtherRequestsAreAnsweredWithAnError() throws {
        let replies = try exchange([
            ["getCapability": ["capability": ["protocolVersion": 8]]],
            ["expandAttachedMacro": ["macro": ["moduleName": "M", "typeName": "T", "name": "N"]]],
            ["loadPluginLibrary": ["libraryPath": "/x.so", "moduleName": "X"]],
        ])
        XCTAssertEqual(replies.count, 3)
        let attached = try XCTUnwrap(replies[1]["expandMacroResult"] as? [String: Any])
        XCTAssertEqual((attached["diagnostics"] as? [[String: Any]])?.first?["severity"] as? String, "error")
        let library = try XCTUnwrap(replies[2]["loadPluginLibraryResult"] as? [String: Any])
        XCTAssertEqual(library["loaded"] as? Bool, false)
    }

    /// `@Entry`'s two roles, as the host asks for them (swift-syntax's `expandAttachedMacro`):
    /// the accessors through the key, and the key type whose default is the initial value
    /// (Apple, `Entry()`); a host before protocol 5 gets `expandAttachedMacroResult` with a list.
    func testEntryExpandsToAccessorsThroughAKeyAndTheKeyType() throws {
        func attached(_ role: String, _ declaration: String) -> [String: Any] {
            let syntax: [String: Any] = [
                "kind": "declaration", "source": declaration,
                "location": ["fileID": "Deck/Env.swift", "fileName": "/src/Deck/Env.swift", "offset": 0, "line": 2, "column": 5],
            ]
            return [
                "expandAttachedMacro": [
                    "macro": ["moduleName": "SwipeUIPreviewMacro", "typeName": "EntryMacro", "name": "Entry"],
                    "macroRole": role, "discriminator": "$s4Deck3EnvMX", "attributeSyntax": syntax, "declSyntax": syntax,
                ] as [String: Any]
            ]
        }
        let declaration = "@Entry var cardLabels: [String: Int] = [\"like\": 1] // a comment"
        let replies = try exchange([
            ["getCapability": ["capability": ["protocolVersion": 8]]],
            attached("accessor", declaration), attached("peer", declaration),
        ])
        XCTAssertEqual(replies.count, 3)
        let accessor = try XCTUnwrap((replies[1]["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String)
        XCTAssertEqual(accessor, "get {\n    self[__Key_cardLabels.self]\n}\nset {\n    self[__Key_cardLabels.self] = newValue\n}")
        let peer = try XCTUnwrap((replies[2]["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String)
        XCTAssertEqual(peer, "private struct __Key_cardLabels: SwipeUI.EnvironmentKey {\n    static var defaultValue: [String: Int] { [\"like\": 1] }\n}")

        let old = try exchange([["getCapability": ["capability": ["protocolVersion": 4]]], attached("peer", "@Entry var count = 3")])
        let sources = try XCTUnwrap((old[1]["expandAttachedMacroResult"] as? [String: Any])?["expandedSources"] as? [String])
        XCTAssertEqual(sources, ["private struct __Key_count: SwipeUI.EnvironmentKey {\n    static let defaultValue = 3\n}"])
    }

    /// `@Previewable` (Apple, `Previewable()`): "tagged declarations become properties on the
    /// view, and all remaining statements form the view's body" — the properties without the tag
    /// in `__P_Previewable_Transform_Wrapper`, which the preview's body makes; a tag inside a
    /// string or a comment is not one. The tag itself expands to nothing.
    func testPreviewableDeclarationsBecomeTheWrapperViewsProperties() throws {
        let source = """
            #Preview("Card", traits: .sizeThatFitsLayout) {
                @Previewable @State var liked = false  // "@Previewable" in a comment
                @Previewable @State var cards: [String] = [
                    "a", "b",
                ]; let title = "@Previewable @State var no = 1"
                CardView(liked: $liked, title: title)
                    .padding()
            }
            """
        let replies = try exchange([
            ["getCapability": ["capability": ["protocolVersion": 8]]], expansion(of: source, line: 1, column: 1),
            [
                "expandAttachedMacro": [
                    "macro": ["moduleName": "SwipeUIPreviewMacro", "typeName": "PreviewableMacro", "name": "Previewable"],
                    "macroRole": "peer", "discriminator": "$s4DeckX",
                ] as [String: Any]
            ],
        ])
        let expanded = try XCTUnwrap((replies[1]["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String)
        let wrapper = """
                struct __P_Previewable_Transform_Wrapper: SwipeUI.View {
                    @State var liked = false  // "@Previewable" in a comment
                    @State var cards: [String] = [
                    "a", "b",
                ]
                    var body: some SwipeUI.View {
            """
        XCTAssertTrue(expanded.contains(wrapper), expanded)
        let rest = " let title = \"@Previewable @State var no = 1\"\n    CardView(liked: $liked, title: title)\n        .padding()\n}"
        XCTAssertTrue(expanded.contains(rest), expanded)
        XCTAssertTrue(expanded.contains("SwipeUI.Preview(\"Card\", traits: .sizeThatFitsLayout) {\n            __P_Previewable_Transform_Wrapper()"), expanded)
        XCTAssertFalse(expanded.contains("var body: some SwipeUI.View {\n    @Previewable"), expanded)
        let tag = try XCTUnwrap(replies[2]["expandMacroResult"] as? [String: Any])
        XCTAssertEqual(tag["expandedSource"] as? String, "")
        XCTAssertEqual((tag["diagnostics"] as? [Any])?.count, 0)
    }

    /// Attributes on lines of their own, as a public iOS 18 deck writes them
    /// (`@Previewable⏎@State⏎var position: String? = nil`): the declaration runs to its `var`.
    func testPreviewableAttributesOnLinesOfTheirOwn() throws {
        let source = """
            #Preview {
                @Previewable
                @State
                var position: String? = nil

                Text("At \\(position ?? "start")")
            }
            """
        let replies = try exchange([["getCapability": ["capability": ["protocolVersion": 8]]], expansion(of: source, line: 1, column: 1)])
        let expanded = try XCTUnwrap((replies[1]["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String)
        XCTAssertTrue(expanded.contains("@State\n    var position: String? = nil\n        var body: some SwipeUI.View {"), expanded)
        XCTAssertFalse(expanded.contains("var body: some SwipeUI.View {\n\n    @State"), expanded)
    }

    /// `@Entry` in an extension of `ContainerValues` (as the host's lexical context names it)
    /// declares a `ContainerValueKey`; in `EnvironmentValues` an `EnvironmentKey`.
    func testEntryKeyFollowsTheExtendedType() throws {
        func peer(in context: String) -> [String: Any] {
            let syntax: [String: Any] = [
                "kind": "declaration", "source": "@Entry var cardColor: Color = .red",
                "location": ["fileID": "Deck/Env.swift", "fileName": "/src/Deck/Env.swift", "offset": 0, "line": 2, "column": 5],
            ]
            return [
                "expandAttachedMacro": [
                    "macro": ["moduleName": "SwipeUIPreviewMacro", "typeName": "EntryMacro", "name": "Entry"],
                    "macroRole": "peer", "discriminator": "$s4Deck3EnvMX", "attributeSyntax": syntax, "declSyntax": syntax,
                    "lexicalContext": [["kind": "declaration", "source": context, "location": syntax["location"]!]],
                ] as [String: Any]
            ]
        }
        let replies = try exchange([
            ["getCapability": ["capability": ["protocolVersion": 8]]],
            peer(in: "\n/* x */ extension SwiftUI.ContainerValues {}"), peer(in: "extension EnvironmentValues {}"),
        ])
        let sources = replies.dropFirst().map { ($0["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String }
        XCTAssertEqual(
            sources,
            [
                "private struct __Key_cardColor: SwipeUI.ContainerValueKey {\n    static var defaultValue: Color { .red }\n}",
                "private struct __Key_cardColor: SwipeUI.EnvironmentKey {\n    static var defaultValue: Color { .red }\n}",
            ])
    }
}
