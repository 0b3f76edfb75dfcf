import SwipeUI
import XCTest

/// Dynamic Type: text styles sized by Apple's Human Interface Guidelines tables ("Typography",
/// "iOS, iPadOS Dynamic Type sizes"), `.dynamicTypeSize` and its ranges as Apple's
/// `View.dynamicTypeSize(_:)` page describes them, custom fonts and `@ScaledMetric` scaled by a
/// style's ratio (OpenSwiftUI `FontDefinition.resolveCustomFont`, `ScaledMetric.swift`).
final class DynamicTypeTests: XCTestCase {
    /// The HIG's point sizes, xSmall … xxxLarge then AX1 … AX5, and each style's weight.
    static let table: [(Font.TextStyle, Font.Weight, [CGFloat])] = [
        (.largeTitle, .regular, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title, .regular, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, .regular, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, .regular, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, .semibold, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, .regular, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, .regular, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, .regular, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, .regular, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption, .regular, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, .regular, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ]

    /// The sizes of the views marked with an identifier in the first frame, by identifier.
    private func sizes<V: View>(_ view: V, _ configure: (inout SimulationOptions) -> Void = { _ in }) throws -> [String: CGSize] {
        var options = SimulationOptions.smallTestCanvas
        options.duration = 0
        configure(&options)
        let frame = try XCTUnwrap(Simulation(view, options: options).frames().first)
        return Dictionary(frame.identifiedViews.map { ($0.identifier, $0.size) }, uniquingKeysWith: { a, _ in a })
    }

    private struct Pairs: View {
        var body: some View {
            ZStack {
                ForEach(Array(DynamicTypeTests.table.enumerated()), id: \.offset) { row, entry in
                    ForEach(Array(DynamicTypeSize.allCases.enumerated()), id: \.offset) { column, size in
                        Text("Swipe Hg").font(.system(entry.0)).dynamicTypeSize(size).fixedSize().accessibilityIdentifier("style \(row) \(column)")
                        Text("Swipe Hg").font(.system(size: entry.2[column], weight: entry.1)).fixedSize().accessibilityIdentifier("points \(row) \(column)")
                    }
                }
            }
        }
    }

    func testEveryTextStyleAtEverySizeIsDrawnAtTheHIGTablesPointSize() throws {
        let measured = try sizes(Pairs())
        XCTAssertEqual(DynamicTypeSize.allCases.count, 12)
        for (row, entry) in DynamicTypeTests.table.enumerated() {
            for (column, size) in DynamicTypeSize.allCases.enumerated() {
                let style = try XCTUnwrap(measured["style \(row) \(column)"])
                XCTAssertEqual(style, measured["points \(row) \(column)"], "\(entry.0) at \(size): \(entry.2[column]) pt")
            }
        }
        // Sizes grow: body at AX5 (53 pt) is wider than at xSmall (14 pt).
        let body = 5
        let largest = try XCTUnwrap(measured["style \(body) 11"]), smallest = try XCTUnwrap(measured["style \(body) 0"])
        XCTAssertGreaterThan(largest.width, 3 * smallest.width)
    }

    final class Seen { var sizes: [String: DynamicTypeSize] = [:] }

    private struct Reader: View {
        let name: String
        let seen: Seen
        @Environment(\.dynamicTypeSize) var size
        var body: some View { Color.clear.frame(width: 1, height: 1).onAppear { seen.sizes[name] = size } }
    }

    /// Apple's examples on `View.dynamicTypeSize(_:)`: a range applied after a value limits it,
    /// a value applied after a range is kept, nested ranges intersect.
    private struct Ranges: View {
        let seen: Seen
        var body: some View {
            VStack {
                Reader(name: "default", seen: seen)
                Reader(name: "limited", seen: seen).dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xLarge)
                Reader(name: "set after", seen: seen).dynamicTypeSize(.xLarge).dynamicTypeSize(...DynamicTypeSize.large)
                Reader(name: "intersection", seen: seen).dynamicTypeSize(.small...).dynamicTypeSize(...DynamicTypeSize.large)
                Reader(name: "accessibility", seen: seen).dynamicTypeSize(.accessibility2)
            }
        }
    }

    func testTheEnvironmentValueItsModifiersAndTheSimulationsSetting() throws {
        for (setting, intersection) in [(DynamicTypeSize.large, DynamicTypeSize.large), (.xSmall, .small), (.accessibility5, .large)] {
            let seen = Seen()
            _ = try sizes(Ranges(seen: seen)) { $0.dynamicTypeSize = setting }
            XCTAssertEqual(
                seen.sizes,
                [
                    "default": setting, "limited": .large, "set after": .xLarge, "intersection": intersection, "accessibility": .accessibility2,
                ], "with the simulation at \(setting)")
        }
        XCTAssertEqual(SimulationOptions().dynamicTypeSize, .large, "iOS's default")
        XCTAssertTrue(DynamicTypeSize.accessibility1.isAccessibilitySize)
        XCTAssertFalse(DynamicTypeSize.xxxLarge.isAccessibilitySize)
        XCTAssertLessThan(DynamicTypeSize.xxxLarge, .accessibility1)
    }

    func testTheIOS13SizeCategoryIsTheSameSetting() throws {
        let view = VStack {
            Text("Swipe Hg").environment(\.sizeCategory, .accessibilityExtraLarge).fixedSize().accessibilityIdentifier("category")
            Text("Swipe Hg").font(.system(size: 40)).fixedSize().accessibilityIdentifier("40 pt")
        }
        let measured = try sizes(view)
        XCTAssertEqual(measured["category"], measured["40 pt"], "accessibilityExtraLarge is AX3: body 40 pt")
        var values = EnvironmentValues()
        values.dynamicTypeSize = .xxLarge
        XCTAssertEqual(values.sizeCategory, .extraExtraLarge)
        XCTAssertTrue(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertEqual(ContentSizeCategory.allCases.map(DynamicTypeSize.init), DynamicTypeSize.allCases)
    }

    func testTheSimulationsSizeReachesTextWithoutAModifier() throws {
        let view = VStack {
            Text("Swipe Hg").fixedSize().accessibilityIdentifier("body")
            Text("Swipe Hg").font(.system(size: 40)).fixedSize().accessibilityIdentifier("40 pt")
        }
        let measured = try sizes(view) { $0.dynamicTypeSize = .accessibility3 }
        XCTAssertEqual(measured["body"], measured["40 pt"], "body at AX3 is 40 pt")
    }

    /// `.custom(_:size:)` scales as body does, `relativeTo:` as its style, rounded to whole
    /// points; `fixedSize:` never scales. No face is registered under the name, so each is drawn
    /// with the system face at its size, as iOS does for a font that is not installed.
    func testCustomFontsScaleByTheirStylesRatio() throws {
        let view = VStack {
            Text("Swipe Hg").font(.custom("Brand", size: 20)).fixedSize().accessibilityIdentifier("custom")
            Text("Swipe Hg").font(.custom("Brand", size: 20, relativeTo: .caption)).fixedSize().accessibilityIdentifier("caption")
            Text("Swipe Hg").font(.custom("Brand", fixedSize: 20)).fixedSize().accessibilityIdentifier("fixed")
            ForEach([20, 27, 30], id: \.self) { (points: CGFloat) in
                Text("Swipe Hg").font(.system(size: points)).fixedSize().accessibilityIdentifier("\(Int(points)) pt")
            }
        }
        let measured = try sizes(view) { $0.dynamicTypeSize = .xxxLarge }
        XCTAssertEqual(measured["custom"], measured["27 pt"], "20 × 23/17 = 27.06, rounded to 27")
        XCTAssertEqual(measured["caption"], measured["30 pt"], "caption grows 12 → 18 pt: 20 × 18/12 = 30")
        XCTAssertEqual(measured["fixed"], measured["20 pt"])
    }

    private struct Metrics: View {
        @ScaledMetric var side: CGFloat = 10
        @ScaledMetric(relativeTo: .caption) var captionSide: CGFloat = 10
        var body: some View {
            VStack {
                Color.red.frame(width: side, height: side).accessibilityIdentifier("body")
                Color.red.frame(width: captionSide, height: captionSide).accessibilityIdentifier("caption")
            }
        }
    }

    func testScaledMetricScalesByItsStylesRatioRoundedToAPixel() throws {
        let atTwo = try sizes(Metrics()) {
            $0.dynamicTypeSize = .xxxLarge; $0.scale = 2
        }
        // 10 × 23/17 = 13.53 → nearest half point 13.5; 10 × 18/12 = 15.
        XCTAssertEqual(atTwo["body"], CGSize(width: 13.5, height: 13.5))
        XCTAssertEqual(atTwo["caption"], CGSize(width: 15, height: 15))
        let atThree = try sizes(Metrics()) {
            $0.dynamicTypeSize = .accessibility5; $0.scale = 3
        }
        // 10 × 53/17 = 31.18 pt = 93.53 px → 94 px = 31.33 pt.
        XCTAssertEqual(try XCTUnwrap(atThree["body"]).width, 94.0 / 3, accuracy: 1e-9)
        let atOne = try sizes(Metrics()) { $0.dynamicTypeSize = .accessibility5 }
        // 10 × 43/12 = 35.83 → 36 whole points; 31.18 → 31.
        XCTAssertEqual(atOne["caption"], CGSize(width: 36, height: 36))
        XCTAssertEqual(atOne["body"], CGSize(width: 31, height: 31))
        let atDefault = try sizes(Metrics())
        XCTAssertEqual(atDefault["body"], CGSize(width: 10, height: 10), "unchanged at .large")
    }
}
