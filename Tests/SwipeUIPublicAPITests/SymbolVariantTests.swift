import SwipeUI
import XCTest

/// `.symbolVariant(_:)` picks the symbol SF Symbols' naming convention gives,
/// `name[.slash][.circle|.square|.rectangle][.fill]`, and keeps the symbol's own name when that
/// variant does not exist: the frames equal those of the symbol named directly.
final class SymbolVariantTests: XCTestCase {
    private func pixels<V: View>(_ view: V) throws -> (bytes: [UInt8], warnings: [String]) {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 80, height: 80)
        options.safeArea = EdgeInsets()
        options.duration = 0
        let simulation = try Simulation(view.font(.largeTitle), options: options)
        return (try XCTUnwrap(simulation.frames().first).premultipliedRGBA, simulation.warnings)
    }

    func testAVariantDrawsTheSymbolItNames() throws {
        XCTAssertEqual(
            try pixels(Image(systemName: "heart").symbolVariant(.fill)).bytes,
            try pixels(Image(systemName: "heart.fill")).bytes)
        XCTAssertEqual(
            try pixels(Image(systemName: "plus").symbolVariant(.circle.fill)).bytes,
            try pixels(Image(systemName: "plus.circle.fill")).bytes)
        // Nested variants add up: the fill around, the circle inside.
        XCTAssertEqual(
            try pixels(Image(systemName: "xmark").symbolVariant(.circle).symbolVariant(.fill)).bytes,
            try pixels(Image(systemName: "xmark.circle.fill")).bytes)
        XCTAssertNotEqual(
            try pixels(Image(systemName: "heart").symbolVariant(.fill)).bytes,
            try pixels(Image(systemName: "heart")).bytes, "the filled heart differs from the outline")
    }

    func testASymbolWithoutTheVariantKeepsItsOwnNameWithoutAWarning() throws {
        let variant = try pixels(Image(systemName: "flame").symbolVariant(.square))
        XCTAssertEqual(variant.bytes, try pixels(Image(systemName: "flame")).bytes)
        XCTAssertEqual(variant.warnings, [])
    }

    func testContains() {
        XCTAssertTrue(SymbolVariants.circle.fill.contains(.fill))
        XCTAssertTrue(SymbolVariants.circle.fill.contains(.circle))
        XCTAssertFalse(SymbolVariants.fill.contains(.circle))
        XCTAssertTrue(SymbolVariants.none.contains(.none))
    }
}
