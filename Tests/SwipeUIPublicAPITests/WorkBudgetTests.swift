import Foundation
import SwipeUI
import XCTest

/// Budgets on the work one deck can ask for — image pixels, text length, stroked path
/// elements, `ForEach` rows — each far above a real deck; past one, a `SwipeUIError` names the
/// view, the figure and the budget, before the work (and its memory) is spent.
final class WorkBudgetTests: XCTestCase {
    func run<V: View>(_ view: V, options: SimulationOptions = SimulationOptions()) throws {
        var options = options
        options.duration = 0
        _ = try Simulation(view, options: options).frames()
    }

    /// The SwipeUIError `body` throws (fails the test when it throws none or another error).
    func swipeUIError(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> SwipeUIError? {
        do {
            try body()
            XCTFail("expected a SwipeUIError", file: file, line: line)
        } catch let error as SwipeUIError {
            return error
        } catch {
            XCTFail("expected a SwipeUIError, got \(error)", file: file, line: line)
        }
        return nil
    }

    // MARK: Images

    struct HugeImage: View {
        var body: some View { Image("huge.png").resizable().frame(width: 100, height: 100) }
    }

    /// A PNG whose header says 16 384 × 4 097 pixels (67 125 248: just over the 64 Mpx budget,
    /// 67 108 864) is refused from its header: nothing is decoded, so peak memory barely moves.
    func testAnImageOverThePixelBudgetIsRefusedBeforeItIsDecoded() throws {
        let folder = NSTemporaryDirectory() + "swipeui-budget-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(PNGHeader.bytes(width: 16_384, height: 4_097)).write(to: URL(fileURLWithPath: folder + "/huge.png"))
        var options = SimulationOptions()
        options.imageDirectory = folder
        let before = ProcessStatus.kibibytes("VmHWM")
        let error = swipeUIError { try run(HugeImage(), options: options) }
        XCTAssertEqual(error?.typePath.hasPrefix("HugeImage › .frame › "), true, error?.typePath ?? "")
        XCTAssertEqual(
            error?.message,
            "the image \"huge.png\" is 16384×4097 pixels, which would make the images of the simulation hold 67125248 pixels together; the limit is 67108864 pixels (64 Mpx): use smaller images (a screen-sized photo is about 1200×2600)"
        )
        if let before, let after = ProcessStatus.kibibytes("VmHWM") {
            XCTAssertLessThan(after - before, 64 * 1024, "peak memory growth, KiB (decoding would take 256 MiB)")
        }
    }

    // MARK: Text

    struct LongText: View {
        let length: Int
        var body: some View { Text(String(repeating: "a", count: length)) }
    }

    func testATextOverTheLengthBudgetIsAnErrorNamingTheView() throws {
        let error = swipeUIError { try run(LongText(length: 20_001)) }
        XCTAssertEqual(error?.typePath, "LongText › Text")
        XCTAssertEqual(
            error?.message,
            "the text is 20001 characters long; the limit is 20000 characters (Unicode scalars) per Text: show a shorter excerpt, or split it into several Texts in a lazy stack"
        )
    }

    // MARK: Paths

    /// A polyline of `points` points (1 move and `points − 1` lines).
    struct Polyline: View {
        let points: Int
        var body: some View {
            Path { path in
                path.move(to: .zero)
                for i in 1..<points { path.addLine(to: CGPoint(x: i % 300, y: i % 7)) }
            }
            .stroke(Color.blue, lineWidth: 2)
        }
    }

    func testStrokingAPathOverTheElementBudgetIsAnErrorNamingTheView() throws {
        let error = swipeUIError { try run(Polyline(points: 100_001)) }
        XCTAssertEqual(error?.typePath.hasPrefix("Polyline › "), true, error?.typePath ?? "")
        XCTAssertEqual(
            error?.message,
            "the stroked path has 100001 elements (moves, lines and curves); the limit is 100000 for a stroke: simplify the path (fewer points), or fill it instead of stroking"
        )
    }

    // MARK: ForEach

    struct ManyRows: View {
        let count: Int
        let lazy: Bool
        var body: some View {
            ScrollView {
                if lazy {
                    LazyVStack { ForEach(0..<count, id: \.self) { Text("Row \($0)") } }
                } else {
                    VStack { ForEach(0..<count, id: \.self) { Text("Row \($0)") } }
                }
            }
        }
    }

    /// A `ForEach` built whole (here in a `VStack`) stops at 10 000 rows, before any is built,
    /// and says how to make it lazy.
    func testAForEachBuiltWholeOverTheRowBudgetIsAnErrorBeforeAnyRowIsBuilt() throws {
        let error = swipeUIError { try run(ManyRows(count: 100_000, lazy: false)) }
        XCTAssertEqual(error?.typePath.hasPrefix("ManyRows › ScrollView"), true, error?.typePath ?? "")
        XCTAssertEqual(error?.typePath.hasSuffix("VStack › ForEach"), true, error?.typePath ?? "")
        XCTAssertEqual(
            error?.message,
            "the data has 100000 elements; the limit is 10000 per ForEach that is built whole (every row is built on every update: in a VStack, a List, a lazy grid, or under a modifier applied to the ForEach): put the ForEach directly in a LazyVStack or LazyHStack inside a ScrollView, which builds only the rows in view, or show a page of the data (data.prefix(100))"
        )
    }

    /// In a lazy stack the same rows are fine (only those in view are built: `LazyRowsTests`),
    /// up to 10 000 000; past that, an error naming the `ForEach`.
    func testALazyForEachOverTheLazyRowBudgetIsAnError() throws {
        XCTAssertNoThrow(try run(ManyRows(count: 100_000, lazy: true)))
        let error = swipeUIError { try run(ManyRows(count: 10_000_001, lazy: true)) }
        XCTAssertEqual(error?.typePath.hasSuffix("LazyVStack › ForEach"), true, error?.typePath ?? "")
        XCTAssertEqual(
            error?.message,
            "the data has 10000001 elements; the limit is 10000000 per ForEach in a lazy stack (SwipeSim builds only the rows in view, but the data must stay scannable): show a page of the data (data.prefix(1000)), or fewer rows"
        )
    }
}

/// The bytes of a PNG signature and IHDR chunk (8-bit RGBA), with its CRC, and no pixel data:
/// enough for a reader of the header, not for a decoder.
enum PNGHeader {
    static func bytes(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let chunk: [UInt8] = Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        let end: [UInt8] = Array("IEND".utf8)
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + bigEndian(13) + chunk + bigEndian(crc32(chunk))
            + bigEndian(0) + end + bigEndian(crc32(end))
    }

    /// CRC-32 as PNG defines it (ISO 3309, polynomial 0xEDB88320 reflected).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
