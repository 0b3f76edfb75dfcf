import SwipeUI
import XCTest

/// `Stepper`, `TextField`, `SecureField`, `Slider` and `Picker` as iOS draws and drives them.
final class ControlsTests: XCTestCase {
    var options: SimulationOptions {
        var options = SimulationOptions()
        options.settleTime = 0
        return options
    }

    func frame(_ frame: Frame, _ id: String) throws -> CGRect {
        let view = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == id }, "\(id) in \(frame.identifiedViews.map(\.identifier))")
        return CGRect(x: view.transform[4], y: view.transform[5], width: view.size.width, height: view.size.height)
    }

    func ids(_ frame: Frame, _ prefix: String) -> [String] { frame.identifiedViews.map(\.identifier).filter { $0.hasPrefix(prefix) } }

    struct Guests: View {
        @State var count = 9
        var body: some View {
            VStack {
                Stepper("Guests", value: $count, in: 0...10).accessibilityIdentifier("stepper").padding(.horizontal, 20)
                Color.clear.frame(width: 1, height: 1).accessibilityIdentifier("count-\(count)")
            }
        }
    }

    // The row is 350 pt wide from x 20; UIStepper's 94 pt sits at its trailing end, x 276…370,
    // "+" its right half (centre x 346.75), "−" its left (x 299.25).
    func testAStepperStepsByATapOnPlusAndStopsAtItsBound() throws {
        let probe = try Simulation(Guests(), script: [.wait(0.02)], options: options).frames()[0]
        let row = try frame(probe, "stepper")
        XCTAssertEqual(row.width, 350, accuracy: 0.01)
        XCTAssertEqual(row.height, 32, accuracy: 0.01, "UIStepper's 32 pt")
        let plus = CGPoint(x: 346.75, y: row.midY)
        let frames = try Simulation(Guests(), script: [.wait(0.05), .tap(at: plus), .wait(0.1), .tap(at: plus), .wait(0.1)], options: options).frames()
        try frames[frames.count - 1].write(to: NSTemporaryDirectory() + "swipeui-controls/stepper.png")
        let counts = frames.map { ids($0, "count-").first ?? "" }
        XCTAssertEqual(counts.first, "count-9")
        XCTAssertEqual(counts.last, "count-10", "9 + 1, then clamped at the upper bound 10")
        XCTAssertTrue(counts.contains("count-10"))
        let back = try Simulation(Guests(), script: [.wait(0.05), .tapButton("Decrement"), .wait(0.1)], options: options).frames()
        XCTAssertEqual(ids(back[back.count - 1], "count-"), ["count-8"])
        // At the bound "+" is drawn in .tertiary (60,60,67 at 30 %) over the fill: no dark pixel.
        let pixels = FramePixels(frames[frames.count - 1])
        let darkest = (330...362).flatMap { x in (Int(row.minY)...Int(row.maxY) - 1).map { pixels[x, $0][0] } }.min() ?? 0
        XCTAssertGreaterThan(darkest, 150, "the disabled + is grey, not black")
    }

    struct Fields: View {
        var name: String
        var rounded = false
        var body: some View {
            Group {
                if rounded { fields.textFieldStyle(.roundedBorder) } else { fields }
            }
            .padding(.horizontal, 20)
        }
        var fields: some View {
            VStack {
                TextField("Your name", text: .constant(name)).accessibilityIdentifier("field")
                SecureField("Password", text: .constant("abc")).accessibilityIdentifier("secure")
            }
        }
    }

    func darkest(_ pixels: FramePixels, in rect: CGRect) -> [UInt8] {
        var best: [UInt8] = [255, 255, 255, 255]
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where pixels[x, y][0] < best[0] { best = pixels[x, y] }
        }
        return best
    }

    func testATextFieldDrawsItsPlaceholderInPlaceholderGreyOrItsText() throws {
        let empty = try Simulation(Fields(name: ""), script: [.wait(0.02)], options: options).frames()[0]
        try empty.write(to: NSTemporaryDirectory() + "swipeui-controls/textfield-empty.png")
        let field = try frame(empty, "field")
        XCTAssertEqual(field.width, 350, accuracy: 0.01, "a text field takes the width offered")
        // placeholderText is 60, 60, 67 at 30 % (alpha 76): over white, 255 − 76/255 · (255 − 60).
        let grey = darkest(FramePixels(empty), in: field)
        XCTAssertEqual(Double(grey[0]), 255 - 76.0 / 255 * 195, accuracy: 1.5)
        XCTAssertEqual(Double(grey[2]), 255 - 76.0 / 255 * 188, accuracy: 1.5)
        let filled = try Simulation(Fields(name: "Ann"), script: [.wait(0.02)], options: options).frames()[0]
        XCTAssertEqual(darkest(FramePixels(filled), in: try frame(filled, "field"))[0], 0, "the text, in .primary black")
        XCTAssertEqual(darkest(FramePixels(filled), in: try frame(filled, "secure"))[0], 0, "three bullets")
    }

    func testRoundedBorderPadsTheFieldAndDrawsABorder() throws {
        let plain = try Simulation(Fields(name: "Ann"), script: [.wait(0.02)], options: options).frames()[0]
        let rounded = try Simulation(Fields(name: "Ann", rounded: true), script: [.wait(0.02)], options: options).frames()[0]
        try rounded.write(to: NSTemporaryDirectory() + "swipeui-controls/textfield-rounded.png")
        let line = try frame(plain, "field"), box = try frame(rounded, "field")
        XCTAssertEqual(box.height, line.height + 12, accuracy: 0.01, "6 pt above and below")
        let pixels = FramePixels(rounded)
        let edge = pixels[Int(box.minX), Int(box.midY)]
        XCTAssertLessThan(edge[0], 250, "the border's half-covered pixel")
        XCTAssertGreaterThan(edge[0], 198)
    }

    struct Volume: View {
        @State var value = 0.0
        var body: some View {
            VStack {
                Slider(value: $value, in: 0...100, step: 1).accessibilityIdentifier("slider").padding(.horizontal, 20)
                Color.clear.frame(width: 1, height: 1).accessibilityIdentifier("value-\(Int(value))")
            }
        }
    }

    // The track is 350 pt from x 20; the thumb's centre travels 322 pt from x 34.
    func testASliderFollowsTheFingerAlongItsTrack() throws {
        let probe = try Simulation(Volume(), script: [.wait(0.02)], options: options).frames()[0]
        let slider = try frame(probe, "slider")
        XCTAssertEqual(slider.height, 28, accuracy: 0.01)
        let start = CGPoint(x: 34, y: slider.midY)
        let frames = try Simulation(
            Volume(), script: [.wait(0.05), .drag(to: CGSize(width: 161, height: 0), duration: 0.3, from: start), .release, .wait(0.1)], options: options
        ).frames()
        try frames[frames.count - 1].write(to: NSTemporaryDirectory() + "swipeui-controls/slider.png")
        // 161 / 322 of 0…100 is 50.
        XCTAssertEqual(ids(frames[frames.count - 1], "value-"), ["value-50"])
        let pixels = FramePixels(frames[frames.count - 1])
        XCTAssertEqual(pixels[100, Int(slider.midY)], [0, 122, 255, 255], "the filled track, in the accent blue")
        XCTAssertEqual(pixels[195, Int(slider.midY)], [255, 255, 255, 255], "the thumb at x 195")
    }

    struct Filter: View {
        @State var selection = 0
        var body: some View {
            VStack {
                Picker("Show", selection: $selection) {
                    Text("All").tag(0)
                    Text("Liked").tag(1)
                    Text("Passed").tag(2)
                }
                .pickerStyle(.segmented)
                .accessibilityIdentifier("picker")
                .padding(.horizontal, 20)
                Color.clear.frame(width: 1, height: 1).accessibilityIdentifier("selection-\(selection)")
            }
        }
    }

    func testASegmentedPickerSelectsTheTappedSegment() throws {
        let frames = try Simulation(Filter(), script: [.wait(0.05), .tapButton("Passed"), .wait(0.5)], options: options).frames()
        try frames[0].write(to: NSTemporaryDirectory() + "swipeui-controls/segmented-0.png")
        try frames[frames.count - 1].write(to: NSTemporaryDirectory() + "swipeui-controls/segmented-2.png")
        XCTAssertEqual(ids(frames[0], "selection-"), ["selection-0"])
        XCTAssertEqual(ids(frames[frames.count - 1], "selection-"), ["selection-2"])
        let picker = try frame(frames[0], "picker")
        XCTAssertEqual(picker.height, 32, accuracy: 0.01)
        // The selected segment's white thumb (inset 2 pt) at the top of the first third, then the last.
        let y = Int(picker.minY) + 4
        let first = FramePixels(frames[0]), last = FramePixels(frames[frames.count - 1])
        XCTAssertEqual(first[30, y], [255, 255, 255, 255])
        XCTAssertNotEqual(first[360, y], [255, 255, 255, 255], "an unselected segment shows the grey fill")
        XCTAssertEqual(last[360, y], [255, 255, 255, 255])
        XCTAssertNotEqual(last[30, y], [255, 255, 255, 255])
    }
}
