import SwiftUI
import UIKit
import XCTest

/// The UIKit names deck files use, through `import UIKit` / `import SwiftUI` as they say it.
final class UIKitShimTests: XCTestCase {
    /// `UIScreen.main.bounds` is the canvas in points and `scale` its pixels per point (Apple:
    /// "The bounding rectangle of the screen, measured in points").
    func testUIScreenIsTheSimulationsCanvas() throws {
        struct FullWidth: View {
            let log: EventLog
            var body: some View {
                let bounds = UIScreen.main.bounds
                let native = UIScreen.main.nativeBounds
                log.events.append(
                    "\(bounds.minX) \(bounds.minY) \(bounds.width) \(bounds.height) @\(UIScreen.main.scale)x native \(native.width) \(native.height)")
                return Color.red.frame(width: bounds.width, height: 20).accessibilityIdentifier("strip")
            }
        }
        let log = EventLog()
        let frames = try Simulation(FullWidth(log: log), options: plainOptions(width: 300, height: 500, scale: 2, duration: 0)).frames()
        XCTAssertEqual(log.events.first, "0.0 0.0 300.0 500.0 @2.0x native 600.0 1000.0")
        XCTAssertEqual(frames[0].identified("strip")?.size, CGSize(width: 300, height: 20))
        // The strip spans the frame's whole 600-pixel width.
        XCTAssertEqual(pixel(frames[0], 0, 500), [255, 59, 48, 255])
        XCTAssertEqual(pixel(frames[0], 599, 500), [255, 59, 48, 255])
        // Read outside a simulation: SimulationOptions()'s 390 × 844 points at scale 1.
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(UIScreen.main.scale, 1)
    }

    /// `UIColor` ↔ `Color`: UIKit's `systemRed` is SwiftUI's `.red` (255, 59, 48 in the light
    /// appearance), `UIColor(red:green:blue:alpha:)` takes sRGB components 0…1.
    func testUIColorAndColorConvertBothWays() throws {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(UIColor(Color.red).getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual([r, g, b, a].map { Int(($0 * 255).rounded()) }, [255, 59, 48, 255])
        XCTAssertEqual(UIColor(Color.red), UIColor.systemRed)
        XCTAssertEqual(Color(uiColor: .systemBlue), Color.blue)
        XCTAssertEqual(Color(UIColor(red: 1, green: 1, blue: 1, alpha: 1)), Color.white)
        XCTAssertEqual(UIColor.black.withAlphaComponent(0.5), UIColor(white: 0, alpha: 0.5))

        struct Swatches: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color(uiColor: UIColor(red: 0, green: 0.5, blue: 1, alpha: 1))
                    Color(UIColor(hex: 0x34C759))
                }
            }
        }
        let frame = try Simulation(Swatches(), options: plainOptions(duration: 0)).frames()[0]
        XCTAssertEqual(pixel(frame, 50, 100), [0, 128, 255, 255])
        XCTAssertEqual(pixel(frame, 150, 100), [0x34, 0xC7, 0x59, 255])
    }

    /// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor` where no type is asked for (as
    /// in UIKit) and a `Color` where one is; both draw the colour.
    func testColorLiteralsDrawTheirColour() throws {
        struct Literals: View {
            let accent: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
            var body: some View {
                let background = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
                return VStack(spacing: 0) {
                    accent
                    Color(background)
                    Rectangle().fill(Color(#colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)))
                }
            }
        }
        let literal = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)
        XCTAssertTrue(type(of: literal) == UIColor.self)
        let frame = try Simulation(Literals(), options: plainOptions(width: 30, height: 90, duration: 0)).frames()[0]
        XCTAssertEqual(pixel(frame, 15, 15), [255, 128, 0, 255])
        XCTAssertEqual(pixel(frame, 15, 45), [51, 102, 153, 255])
        XCTAssertEqual(pixel(frame, 15, 75), [0, 0, 0, 255])
    }

    /// The common deck shape: a rectangle with only some corners rounded, built with
    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` and `Path(_: CGPath)`.
    struct RoundedCorner: Shape {
        var radius: CGFloat = .infinity
        var corners: UIRectCorner = .allCorners
        func path(in rect: CGRect) -> Path {
            let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
            return Path(path.cgPath)
        }
    }

    func testUIBezierPathRoundsOnlyTheCornersAsked() throws {
        struct Card: View {
            var body: some View {
                RoundedCorner(radius: 40, corners: [.topLeft, .bottomRight]).fill(Color.black)
            }
        }
        let frame = try Simulation(Card(), options: plainOptions(duration: 0)).frames()[0]
        try frame.write(named: "rounded-corners")
        let white: [UInt8] = [255, 255, 255, 255], black: [UInt8] = [0, 0, 0, 255]
        // Rounded: outside a 40 pt circle about (40, 40) and (160, 160).
        XCTAssertEqual(pixel(frame, 6, 6), white)
        XCTAssertEqual(pixel(frame, 193, 193), white)
        // Inside those circles, and the square corners, are filled.
        XCTAssertEqual(pixel(frame, 20, 20), black)
        XCTAssertEqual(pixel(frame, 180, 180), black)
        XCTAssertEqual(pixel(frame, 198, 1), black)
        XCTAssertEqual(pixel(frame, 1, 198), black)
        // A radius larger than half the side is clamped to half (Apple): a circle of radius 100.
        let clamped = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 200, height: 200), byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: 500, height: 500))
        XCTAssertEqual(Path(clamped.cgPath).boundingRect, CGRect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertFalse(Path(clamped.cgPath).contains(CGPoint(x: 20, y: 20)))
        XCTAssertTrue(Path(clamped.cgPath).contains(CGPoint(x: 40, y: 40)))
    }

    /// `UIFont` hands SwiftUI the same font as the matching `Font`: UIKit's Dynamic Type sizes
    /// at the default setting are 17 pt for `.headline` (semibold) and 28 pt for `.title1`.
    func testUIFontIsTheMatchingFont() throws {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .title1).pointSize, 28)
        XCTAssertEqual(Font(UIFont.preferredFont(forTextStyle: .headline)), Font.headline)
        XCTAssertEqual(Font(UIFont.systemFont(ofSize: 24, weight: .bold)), Font.system(size: 24, weight: .bold))
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 12).pointSize, 12)

        struct Labels: View {
            var body: some View {
                VStack {
                    Text("Swipe").font(Font(UIFont.systemFont(ofSize: 24, weight: .bold))).accessibilityIdentifier("uikit")
                    Text("Swipe").font(.system(size: 24, weight: .bold)).accessibilityIdentifier("swiftui")
                }
            }
        }
        let frame = try Simulation(Labels(), options: plainOptions(duration: 0)).frames()[0]
        XCTAssertEqual(frame.identified("uikit")?.size, frame.identified("swiftui")?.size)
        XCTAssertGreaterThan(frame.identified("uikit")?.size.height ?? 0, 24)
    }

    /// `UIImage(named:)` finds what `Image(_:)` finds (nil when there is nothing), and
    /// `Image(uiImage:)` draws it.
    func testUIImageComesFromTheSimulationsImages() throws {
        struct Photo: View {
            let log: EventLog
            var body: some View {
                let photo = UIImage(named: "photo")
                let size = photo?.size ?? .zero
                log.events.append("photo \(size.width) \(size.height), missing \(UIImage(named: "missing") == nil)")
                return Image(uiImage: photo ?? UIImage()).resizable()
            }
        }
        var options = plainOptions(width: 20, height: 20, duration: 0)
        let red: [UInt8] = [255, 0, 0, 255]
        options.images["photo"] = try Bitmap(width: 4, height: 2, premultipliedRGBA: Array((0..<8).map { _ in red }.joined()))
        let log = EventLog()
        let frame = try Simulation(Photo(log: log), options: options).frames()[0]
        XCTAssertEqual(log.events.first, "photo 4.0 2.0, missing true")
        XCTAssertEqual(pixel(frame, 10, 10), red)
        XCTAssertNotNil(UIImage(systemName: "heart.fill"))
        // Image data is not read: nil, as UIKit's is for data it cannot read (Deck06's loader).
        XCTAssertNil(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47])))
    }

    /// A haptic draws nothing: a deck that buzzes on every tap renders the same pixels as the same
    /// deck without haptics.
    func testHapticsCompileAndChangeNoFrame() throws {
        struct Deck: View {
            let buzz: Bool
            @State private var liked = false
            var body: some View {
                Button(liked ? "Liked" : "Like") {
                    if buzz {
                        let impact = UIImpactFeedbackGenerator(style: .heavy)
                        impact.prepare()
                        impact.impactOccurred()
                        impact.impactOccurred(intensity: 0.5)
                        UINotificationFeedbackGenerator().notificationOccurred(.success)
                        UISelectionFeedbackGenerator().selectionChanged()
                    }
                    liked.toggle()
                }
            }
        }
        let script: [TouchStep] = [.wait(0.1), .tapButton("Like")]
        let quiet = try Simulation(Deck(buzz: false), script: script, options: plainOptions(duration: 0.3)).frames()
        let buzzing = try Simulation(Deck(buzz: true), script: script, options: plainOptions(duration: 0.3)).frames()
        XCTAssertEqual(quiet.count, buzzing.count)
        for (a, b) in zip(quiet, buzzing) { XCTAssertEqual(a.premultipliedRGBA, b.premultipliedRGBA, "frame \(a.index)") }
        XCTAssertNotEqual(quiet.first?.premultipliedRGBA, quiet.last?.premultipliedRGBA, "the tap changed the label")
    }

    /// What decks ask of the app and the device.
    func testApplicationAndDevice() {
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertTrue(UIDevice.current.orientation.isPortrait)
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        var opened: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!) { opened = $0 }
        XCTAssertEqual(opened, false)
        XCTAssertEqual(NSEC_PER_SEC, 1_000_000_000)
        XCTAssertEqual(NSEC_PER_MSEC * 1000, NSEC_PER_SEC)
    }
}

extension UIColor {
    /// A deck's own convenience initialiser, as real decks add one to UIKit's class.
    convenience init(hex: Int) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

/// The window and the clock decks read through Core Foundation and UIKit.
final class WindowAndClockShimTests: XCTestCase {
    /// `UIApplication.shared.windows.first?.safeAreaInsets` is the simulation's safe area (the
    /// default iPhone canvas: 47 pt at the top, 34 at the bottom), and the window is the screen.
    func testTheWindowHasTheSimulationsSafeArea() throws {
        struct UnderTheStatusBar: View {
            let log: EventLog
            var body: some View {
                let window = UIApplication.shared.windows.first
                let insets = window?.safeAreaInsets ?? .zero
                log.events.append("\(insets.top) \(insets.left) \(insets.bottom) \(insets.right) \(window?.bounds.height ?? 0)")
                return Color.red
            }
        }
        let log = EventLog()
        var options = SimulationOptions()
        options.duration = 0
        _ = try Simulation(UnderTheStatusBar(log: log), options: options).frames()
        XCTAssertEqual(log.events.first, "47.0 0.0 34.0 0.0 844.0")
    }

    /// `CFAbsoluteTimeGetCurrent()` runs on the virtual clock: read at the drag's start and at
    /// its end 0.5 s later, the difference is the script's 0.5 s on every run.
    func testCFAbsoluteTimeMeasuresVirtualTime() throws {
        final class Stopwatch: @unchecked Sendable { var start: CFAbsoluteTime?; var elapsed: [CFAbsoluteTime] = [] }
        struct Timed: View {
            let watch: Stopwatch
            var body: some View {
                Color.blue.gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { _ in if watch.start == nil { watch.start = CFAbsoluteTimeGetCurrent() } }
                        .onEnded { _ in watch.elapsed.append(CFAbsoluteTimeGetCurrent() - (watch.start ?? .nan)) })
            }
        }
        for _ in 0..<2 {
            let watch = Stopwatch()
            _ = try Simulation(
                Timed(watch: watch), script: [.drag(to: CGSize(width: 50, height: 0), duration: 0.5), .release],
                options: plainOptions(duration: 1)
            ).frames()
            XCTAssertEqual(watch.elapsed.count, 1)
            XCTAssertEqual(watch.elapsed.first ?? 0, 0.5, accuracy: 1.0 / 60 + 1e-9, "the drag lasts 0.5 s, seen on 60 Hz display frames")
        }
    }
}

/// UIKit's `UIImage` is an `NSObject`: equal only to itself and hashed by identity, so decks
/// can put images in a `ForEach` or compare them.
final class UIImageIdentityTests: XCTestCase {
    func testAnImageIsEqualOnlyToItself() {
        let a = UIImage(systemName: "heart")!, b = UIImage(systemName: "heart")!
        XCTAssertEqual(a, a)
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(Set([a, a, b]).count, 2)
    }
}

/// `UIHostingController(rootView:)` holds the view (Apple, "UIHostingController"); its `view` is a
/// plain stand-in the size of the screen.
final class UIHostingControllerShimTests: XCTestCase {
    func testItHoldsTheRootViewAndAScreenSizedView() throws {
        let controller = UIHostingController(rootView: Text("Hello").accessibilityIdentifier("hello"))
        controller.view.backgroundColor = .clear
        XCTAssertEqual(controller.view.frame, UIScreen.main.bounds)
        XCTAssertEqual(controller.view.bounds.size, UIScreen.main.bounds.size)
        let frame = try XCTUnwrap(try Simulation(controller.rootView).frames().first)
        XCTAssertEqual(frame.identifiedViews.first { $0.identifier == "hello" }?.label, "Hello")
    }
}
