import SwipeDeck
import SwipeRaster
import XCTest

/// Bad scenes: each error names the file, line:column and JSON path, and says how to fix it.
final class SceneReaderTests: XCTestCase {
    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try SceneReader.parse(text, file: "s.json")
            XCTFail("expected an error for \(text)", file: file, line: line)
            return ""
        } catch {
            return "\(error)"
        }
    }

    func testEveryPresetsDefaultSceneRoundTripsThroughJSON() throws {
        for definition in PresetCatalog.all {
            let text = JSONWriter.write(SceneWriter.json(definition.defaultScene))
            var read = try SceneReader.parse(text)
            read.baseDirectory = definition.defaultScene.baseDirectory
            XCTAssertEqual(read, definition.defaultScene, definition.name)
        }
    }

    func testUnknownPresetSuggestsTheClosest() {
        XCTAssertEqual(
            error(#"{"preset": "card-stak"}"#),
            "s.json:1:12: preset: unknown preset 'card-stak'; did you mean 'card-stack'? (swipesim presets lists them)")
    }

    func testWrongTypesAndMissingFields() {
        XCTAssertEqual(error(#"{"preset": "card-stack", "fps": "60"}"#), "s.json:1:33: fps: expected a number, found a string")
        XCTAssertEqual(
            error("{\"preset\": \"card-stack\",\n \"script\": [{\"drag\": {\"duration\": 0.3}}]}"),
            "s.json:2:22: script[0].drag: missing field 'to'")
        XCTAssertEqual(error(#"{"fps": 60}"#), "s.json:1:1: missing field 'preset'")
        XCTAssertTrue(error(#"{"preset": "card-stack", "cards": [{"title": 3}]}"#).contains("cards[0].title: expected a string, found a number"))
    }

    func testNegativeNonFiniteAndOutOfRangeNumbers() {
        XCTAssertTrue(error(#"{"preset": "card-stack", "fps": -5}"#).contains("fps: -5 is out of range; use a number from 1 to 240"))
        XCTAssertTrue(error(#"{"preset": "card-stack", "fps": 1e999}"#).contains("1:33: invalid JSON: the number 1e999 is too large"))
        XCTAssertTrue(error(#"{"preset": "card-stack", "script": [{"wait": -1}]}"#).contains("script[0].wait: -1 is out of range"))
        XCTAssertTrue(error(#"{"preset": "card-stack", "fps": 29.97}"#).contains("fps: expected a whole number"))
    }

    func testCanvasTooLarge() {
        let message = error(#"{"preset": "card-stack", "canvas": {"width": 390, "height": 844, "scale": 10}}"#)
        XCTAssertTrue(message.contains("canvas.scale: 10 is out of range"), message)
        let big = error(#"{"preset": "card-stack", "canvas": {"width": 3000, "height": 844, "scale": 3}}"#)
        XCTAssertTrue(big.contains("the canvas is 9000×2532 pixels; the limit is 8192 a side"), big)
    }

    func testUnknownColourNameAndBadHex() {
        XCTAssertEqual(
            error(#"{"preset": "card-stack", "cards": [{"colors": ["indgo"]}]}"#),
            "s.json:1:48: cards[0].colors[0]: unknown colour name 'indgo'; did you mean 'indigo'?")
        XCTAssertTrue(error(##"{"preset": "card-stack", "cards": [{"colors": ["#12345"]}]}"##).contains("write #RRGGBB or #RRGGBBAA"))
    }

    func testMalformedAnimationSpecShowsTheColumn() {
        let message = error(#"{"preset": "tinder-stack", "parameters": {"releaseAnimation": ".spring(response: 0.42, dampingFraction: )"}}"#)
        XCTAssertTrue(message.hasPrefix("s.json:1:63: parameters.releaseAnimation: malformed animation spec"), message)
        XCTAssertTrue(message.contains("column 42: expected a value for 'dampingFraction:'"), message)
    }

    func testUnknownParameterAndFieldSuggest() {
        XCTAssertTrue(error(#"{"preset": "card-stack", "parameters": {"treshold": 0.3}}"#).contains("did you mean 'threshold'?"))
        XCTAssertTrue(error(#"{"preset": "card-stack", "canvs": {}}"#).contains("unknown field 'canvs'; did you mean 'canvas'?"))
    }

    func testReleaseWithoutADragIsAnErrorAtItsStep() throws {
        XCTAssertEqual(
            error(#"{"preset": "card-stack", "script": [{"wait": 1}, "release"]}"#),
            "s.json:1:50: script[1]: 'release' without a finger down; add a 'drag' step before it")
        // A scene built in code is checked when it is simulated.
        var scene = try XCTUnwrap(PresetCatalog.preset(named: "card-stack")).defaultScene
        scene.script = [.release]
        XCTAssertThrowsError(try DeckSimulation(scene: scene)) { error in
            XCTAssertEqual("\(error)", "scene: script[0]: 'release' without a finger down; add a 'drag' step before it")
        }
    }

    /// The script is checked by SwipeUI's expansion when the scene is read; each error keeps
    /// the file, the step's line and column, and the step's path.
    func testScriptErrorsNameTheStepAndItsLocation() {
        XCTAssertEqual(
            error(#"{"preset": "tinder-stack", "script": [{"drag": {"to": [100, 0]}}, {"tap": "like"}]}"#),
            "s.json:1:67: script[1]: 'tap' while a finger is down; add a 'release' step before it")
        XCTAssertEqual(
            error(#"{"preset": "card-stack", "script": [{"wait": 0.1}, {"path": []}]}"#),
            "s.json:1:61: script[1].path: a path needs at least one touch sample")
        XCTAssertEqual(
            error(#"{"preset": "card-stack", "script": [{"path": [[0, 1, 2], [0.1, 3, 4], [0.1, 5, 6]]}]}"#),
            "s.json:1:71: script[0].path[2]: sample times must increase; 0.1 follows 0.1")
        // Written as an object, the sample is under "samples": the location is still the sample's.
        XCTAssertEqual(
            error(#"{"preset": "card-stack", "script": [{"path": {"samples": [[0, 1, 2], [0.1, 3, 4], [0.05, 5, 6]]}}]}"#),
            "s.json:1:83: script[0].path[2]: sample times must increase; 0.05 follows 0.1")
        XCTAssertEqual(
            error(#"{"preset": "card-stack", "script": [{"wait": 400}, {"wait": 300}]}"#),
            "s.json:1:1: the scene lasts 700.2 s; the limit is 600 s — shorten the script or set a smaller 'duration'")
    }

    func testUnknownButtonNamesTheButtons() {
        XCTAssertEqual(
            error(#"{"preset": "tinder-stack", "script": [{"tap": "superlike"}]}"#),
            "s.json:1:47: script[0].tap: unknown button 'superlike' for preset tinder-stack; its buttons are pass, like")
        XCTAssertTrue(error(#"{"preset": "card-stack", "script": [{"tap": "like"}]}"#).contains("this preset has no buttons"))
    }

    func testMissingImageFileFailsBeforeDrawing() throws {
        let parsed = try SceneReader.parse(#"{"preset": "card-stack", "cards": [{"image": "nope/missing.png"}]}"#, baseDirectory: "/tmp")
        XCTAssertThrowsError(try DrawingResources(scene: parsed)) { error in
            XCTAssertTrue("\(error)".contains("cards[0].image"), "\(error)")
            XCTAssertTrue("\(error)".contains("/tmp/nope/missing.png"), "\(error)")
        }
    }

    func testJSONSyntaxErrorsPointAtTheMistake() {
        XCTAssertEqual(error("{\"preset\": \"card-stack\",\n  \"fps\": 60,\n}"), "s.json:3:1: invalid JSON: trailing comma before '}'")
        XCTAssertEqual(error(#"{"preset": "card-stack", "cards": [1, 2,]}"#), "s.json:1:41: invalid JSON: trailing comma before ']'")
        XCTAssertEqual(error(#"{"preset": 'x'}"#), "s.json:1:12: invalid JSON: unexpected character ''' where a value was expected")
    }
}
