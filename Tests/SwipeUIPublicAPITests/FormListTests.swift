import SwipeUI
import XCTest

/// `Form`, `List` and `Section` in iOS's inset-grouped style: the row frames follow from the
/// stated metrics (16 pt group margin, 20 / 11 pt row insets, 44 pt minimum rows, a 16 + 7 pt
/// header around a footnote line, 35 pt above an untitled section) and the texts' own sizes.
final class FormListTests: XCTestCase {
    struct Settings: View {
        @State var taps = 0
        var body: some View {
            Form {
                Section("Profile") {
                    Text("Name").accessibilityIdentifier("name")
                    Text("Age").accessibilityIdentifier("age")
                }
                Section {
                    Text("Taps \(taps)").accessibilityIdentifier("taps-\(taps)")
                        .onTapGesture { taps += 1 }
                } footer: {
                    Text("Shown to matches").accessibilityIdentifier("footer")
                }
            }
        }
    }

    /// A text's size alone (its ideal size, as a row proposes it the row's width).
    struct Sizes: View {
        var body: some View {
            VStack {
                Text("Name").accessibilityIdentifier("body")
                Text("PROFILE").font(.footnote).accessibilityIdentifier("footnote")
            }
        }
    }

    func frame(_ frame: Frame, _ id: String) throws -> CGRect {
        let view = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == id }, id)
        return CGRect(x: view.transform[4], y: view.transform[5], width: view.size.width, height: view.size.height)
    }

    func testTwoSectionsLayOutByTheInsetGroupedRules() throws {
        var options = SimulationOptions()
        options.settleTime = 0
        let reference = try Simulation(Sizes(), script: [.wait(0.05)], options: options).frames()[0]
        let bodyLine = try frame(reference, "body").height, footnoteLine = try frame(reference, "footnote").height
        let frames = try Simulation(Settings(), script: [.wait(0.05)], options: options).frames()
        try frames[0].write(to: NSTemporaryDirectory() + "swipeui-form/form.png")
        let f = frames[0]
        // The scroll view's content starts at the safe area's top, 47 pt.
        let groupTop = 47 + 16 + footnoteLine + 7
        let rowHeight = max(44, bodyLine + 22)
        let name = try frame(f, "name"), age = try frame(f, "age")
        XCTAssertEqual(name.minX, 16 + 20, accuracy: 0.01, "group margin + row inset")
        // Edges on the pixel grid (scale 1): a half rounds down the screen.
        XCTAssertEqual(name.minY, onPixelGrid(groupTop + (rowHeight - bodyLine) / 2), accuracy: 0.01)
        XCTAssertEqual(age.minY, name.minY + rowHeight, accuracy: 0.01, "rows follow each other with no spacing")
        let taps = try frame(f, "taps-0")
        let secondGroupTop = groupTop + 2 * rowHeight + 35
        XCTAssertEqual(taps.minY, onPixelGrid(secondGroupTop + (rowHeight - bodyLine) / 2), accuracy: 0.01)
        let footer = try frame(f, "footer")
        XCTAssertEqual(footer.minX, 36, accuracy: 0.01, "the footer aligns with the row text")
        XCTAssertEqual(footer.minY, secondGroupTop + rowHeight + 7, accuracy: 0.01)

        let pixels = FramePixels(f)
        // Behind the groups: systemGroupedBackground; the group: white, its corner cut (10 pt).
        XCTAssertEqual(pixels[8, Int(groupTop) + 20], [242, 242, 247, 255])
        XCTAssertEqual(pixels[100, Int(groupTop) + 3], [255, 255, 255, 255])
        XCTAssertEqual(pixels[16, Int(groupTop)], [242, 242, 247, 255], "the rounded corner")
        // The separator between the rows: a hairline from the text inset (x 36) to the group's
        // edge (x 374), 60,60,67 at 29 % over white; none left of the text inset.
        let separatorY = Int(groupTop + rowHeight) - 1
        XCTAssertNotEqual(pixels[200, separatorY], [255, 255, 255, 255])
        XCTAssertEqual(pixels[30, separatorY], [255, 255, 255, 255])
    }

    func testATapOnARowRunsItsGesture() throws {
        var options = SimulationOptions()
        options.settleTime = 0
        let probe = try Simulation(Settings(), script: [.wait(0.05)], options: options).frames()[0]
        let row = try frame(probe, "taps-0")
        let frames = try Simulation(Settings(), script: [.wait(0.05), .tap(at: CGPoint(x: row.midX, y: row.midY)), .wait(0.1)], options: options).frames()
        let last = try XCTUnwrap(frames.last)
        XCTAssertEqual(last.identifiedViews.map(\.identifier).filter { $0.hasPrefix("taps") }, ["taps-1"], "the row's onTapGesture ran once")
    }
}

/// `.listStyle(.plain)`, `.listRowBackground`, `.listRowSeparator(.hidden)`, `.badge` and
/// `.scrollContentBackground(.hidden)`.
final class ListStyleTests: XCTestCase {
    struct Matches: View {
        let plain: Bool
        var body: some View {
            let list = List(["Ann", "Bo", "Cy"], id: \.self) { name in
                Text(name).accessibilityIdentifier(name)
                    .listRowBackground(name == "Bo" ? Color.yellow : nil)
                    .listRowSeparator(name == "Ann" ? .hidden : .automatic)
                    .badge(name == "Cy" ? 3 : 0)
            }
            Group {
                if plain { list.listStyle(.plain) } else { list.scrollContentBackground(.hidden) }
            }
            .background(Color.mint)
        }
    }

    func render(plain: Bool) throws -> Frame {
        var options = SimulationOptions()
        options.settleTime = 0
        let frame = try Simulation(Matches(plain: plain), script: [.wait(0.02)], options: options).frames()[0]
        try frame.write(to: NSTemporaryDirectory() + "swipeui-form/list-\(plain ? "plain" : "grouped").png")
        return frame
    }

    func rect(_ frame: Frame, _ id: String) throws -> CGRect {
        let view = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == id })
        return CGRect(x: view.transform[4], y: view.transform[5], width: view.size.width, height: view.size.height)
    }

    func testPlainRowsRunEdgeToEdgeWithTheirModifiers() throws {
        let f = try render(plain: true)
        let pixels = FramePixels(f)
        let ann = try rect(f, "Ann"), bo = try rect(f, "Bo"), cy = try rect(f, "Cy")
        XCTAssertEqual(ann.minX, 20, accuracy: 0.01, "no group margin: the row inset alone")
        // The plain list starts at the safe area's top with no section spacing.
        XCTAssertEqual(ann.minY, onPixelGrid(47 + (44 - ann.height) / 2), accuracy: 0.01, "on the pixel grid")
        let rowTop = { (r: CGRect) in r.minY - (44 - r.height) / 2 }
        // Bo's row is yellow edge to edge; the list behind the rows is systemBackground white.
        XCTAssertEqual(pixels[2, Int(rowTop(bo)) + 2], [255, 204, 0, 255])
        XCTAssertEqual(pixels[2, Int(rowTop(ann)) + 2], [255, 255, 255, 255])
        // No separator below Ann (hidden); one below Bo, from x 20.
        XCTAssertEqual(pixels[200, Int(rowTop(bo)) - 1], [255, 255, 255, 255])
        XCTAssertNotEqual(pixels[200, Int(rowTop(cy)) - 1], [255, 204, 0, 255])
        XCTAssertNotNil(f.identifiedViews.first { $0.identifier == "Cy" })
        // The badge "3" at Cy's trailing edge (x up to 370), in .secondary grey.
        let badge = (300..<370).flatMap { x in (Int(cy.minY)..<Int(cy.maxY)).map { pixels[x, $0][0] } }.min() ?? 255
        XCTAssertLessThan(badge, 200)
        XCTAssertGreaterThan(badge, 40, "secondary, not black")
    }

    func testAHiddenContentBackgroundShowsWhatIsBehind() throws {
        let f = try render(plain: false)
        let pixels = FramePixels(f)
        // Mint (0, 199, 190) between the list's side and its group, where systemGroupedBackground was.
        XCTAssertEqual(pixels[8, 300], [0, 199, 190, 255])
        let ann = try rect(f, "Ann")
        XCTAssertEqual(pixels[100, Int(ann.midY) - 12], [255, 255, 255, 255], "the group stays white")
    }
}
