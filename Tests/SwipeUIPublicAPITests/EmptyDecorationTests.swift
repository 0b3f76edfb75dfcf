import SwipeUI
import XCTest

/// An overlay or a background never changes the layout of the view it decorates: the result's
/// layout is the main view's, and the secondary views are laid out as a ZStack in the main
/// view's size (OpenSwiftUI `Modifier/ViewModifier/OverlayModifier.swift`: `result.layoutComputer
/// = primaryOutputs.layoutComputer`, the secondary's `inputs.size` the primary's geometry,
/// `implicitRootType = _ZStackLayout`). An empty one — `.overlay { if flag { … } }` while `flag`
/// is false, `.background { }` — draws nothing and moves nothing.
final class EmptyDecorationTests: XCTestCase {
    struct Screen: View {
        let decoration: Int
        @State var flag = false
        var body: some View {
            let screen = VStack {
                Color.red.frame(height: 100).accessibilityIdentifier("top")
                Spacer()
                Color.blue.frame(height: 100)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            switch decoration {
            case 0: return AnyView(screen.accessibilityIdentifier("screen"))
            case 1: return AnyView(screen.overlay { if flag { Text("Matched!") } }.accessibilityIdentifier("screen"))
            case 2: return AnyView(screen.background {}.accessibilityIdentifier("screen"))
            default:
                return AnyView(screen.overlay(alignment: .bottom) { if flag { Text("Matched!") } }.background(Color.clear).accessibilityIdentifier("screen"))
            }
        }
    }

    func testAnEmptyOverlayOrBackgroundMovesNothing() throws {
        var options = SimulationOptions.smallTestCanvas
        options.safeArea = EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0)
        for decoration in 0...3 {
            let frame = try XCTUnwrap(Simulation(Screen(decoration: decoration), options: options).frames().first)
            let views = Dictionary(uniqueKeysWithValues: frame.identifiedViews.map { ($0.identifier, $0) })
            let screen = try XCTUnwrap(views["screen"]), top = try XCTUnwrap(views["top"])
            // The safe area of the 240 × 400 canvas: y 20…390.
            XCTAssertEqual(screen.size, CGSize(width: 240, height: 370), "decoration \(decoration)")
            XCTAssertEqual(screen.transform[4], 0, accuracy: 1e-9, "decoration \(decoration)")
            XCTAssertEqual(screen.transform[5], 20, accuracy: 1e-9, "decoration \(decoration)")
            XCTAssertEqual(top.transform[5], 20, accuracy: 1e-9, "decoration \(decoration)")
            XCTAssertEqual(FramePixels(frame)[120, 25], [255, 59, 48, 255], "decoration \(decoration): red at the top")
        }
    }
}
