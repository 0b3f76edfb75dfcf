import Foundation
import SwipeUI
import XCTest

/// Deck code that would crash or hang a simulation — a body that contains itself, stacks
/// nested a thousand deep, main-queue work and tasks that never let a display frame end, state
/// written while a body runs — ends in a `SwipeUIError` or a warning naming the view, never a
/// SIGSEGV or a hang.
final class HostileDeckCodeTests: XCTestCase {
    static let pure = Color(red: 1, green: 0, blue: 0)

    func options(duration: Double) -> SimulationOptions {
        var options = SimulationOptions()
        options.duration = duration
        return options
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

    // MARK: Depth

    /// A body that makes the same view again, without end.
    struct Endless: View {
        var body: some View { VStack { Endless() } }
    }

    /// `level` stacks nested inside one another around a red square.
    struct Nested: View {
        let level: Int
        var body: some View {
            if level > 0 {
                VStack { Nested(level: level - 1) }.padding(1)
            } else {
                HostileDeckCodeTests.pure
            }
        }
    }

    func testABodyThatContainsItselfIsAnErrorNamingItsPathNotACrash() throws {
        let error = swipeUIError { _ = try Simulation(Endless(), options: options(duration: 0)).frames() }
        // The limit is 256 nested views: the 257th is refused.
        XCTAssertEqual(error?.message.hasPrefix("the view tree is nested 257 views deep, more than the 256 SwipeSim allows"), true, error?.message ?? "")
        XCTAssertEqual(error?.typePath.hasPrefix("Endless › VStack › Endless › VStack › … "), true, error?.typePath ?? "")
        XCTAssertEqual(error?.typePath.hasSuffix("› Endless"), true, error?.typePath ?? "")
        // The path is clipped to its ends: ten names and the count between them.
        XCTAssertLessThan(error?.typePath.count ?? .max, 200)
    }

    /// The depth limit is met long before the 8 MiB main-thread stack runs out: the error is
    /// the depth limit's (not the stack guard's, at half the stack), and the main thread's
    /// stack has grown to less than that half (1.9 MiB in a debug build).
    func testAThousandNestedStacksAreAnErrorWellInsideTheStack() throws {
        let error = swipeUIError { _ = try Simulation(Nested(level: 1000), options: options(duration: 0)).frames() }
        XCTAssertEqual(error?.message.hasPrefix("the view tree is nested 257 views deep, more than the 256 SwipeSim allows"), true, error?.message ?? "")
        XCTAssertEqual(error?.typePath.hasPrefix("Nested › .padding › VStack › Nested › …"), true, error?.typePath ?? "")
        if let stack = ProcessStatus.kibibytes("VmStk") {
            XCTAssertLessThan(stack, 4 * 1024, "main-thread stack, KiB")
        }
    }

    /// Fifty nested stacks (about 200 nested views, over three times what real decks nest)
    /// lay out and draw: 50 paddings of 1 pt inset the red square by 50 pt on each side of the
    /// safe area (390 × 763 pt from y 47).
    func testFiftyNestedStacksDraw() throws {
        let frame = try XCTUnwrap(Simulation(Nested(level: 50), options: options(duration: 0)).frames().first)
        let pixels = FramePixels(frame)
        XCTAssertEqual(pixels[195, 428], [255, 0, 0, 255], "centre")
        XCTAssertEqual(pixels[51, 428], [255, 0, 0, 255], "just inside the 50 pt inset")
        XCTAssertEqual(pixels[48, 428], [255, 255, 255, 255], "just outside it")
        XCTAssertEqual(pixels[195, 95], [255, 255, 255, 255], "above: 47 + 50 pt")
        XCTAssertEqual(pixels[195, 98], [255, 0, 0, 255], "below it")
    }

    // MARK: Work that never lets a frame end

    /// Main-queue work that schedules itself for now again.
    struct SelfRescheduling: View {
        var viaAsync = false
        var body: some View {
            Color.white.onAppear { step() }
        }
        func step() {
            if viaAsync {
                DispatchQueue.main.async { step() }
            } else {
                DispatchQueue.main.asyncAfter(deadline: .now()) { step() }
            }
        }
    }

    func testAsyncAfterNowReschedulingItselfStopsAtTheBudgetWithoutMemoryClimbing() throws {
        let before = ProcessStatus.kibibytes("VmHWM")
        let error = swipeUIError { _ = try Simulation(SelfRescheduling(), options: options(duration: 1)).frames() }
        XCTAssertEqual(error?.typePath, "DispatchQueue.main")
        XCTAssertEqual(error?.message.hasPrefix("more than 10000 pieces of main-queue work ran in the display frame at 0.0 s"), true, error?.message ?? "")
        if let before, let after = ProcessStatus.kibibytes("VmHWM") {
            XCTAssertLessThan(after - before, 64 * 1024, "peak memory growth, KiB")
        }
    }

    func testAMainQueueAsyncLoopStopsAtTheBudget() throws {
        let error = swipeUIError { _ = try Simulation(SelfRescheduling(viaAsync: true), options: options(duration: 1)).frames() }
        XCTAssertEqual(error?.typePath, "DispatchQueue.main")
        XCTAssertEqual(error?.message.hasPrefix("more than 10000 pieces of main-queue work ran in the display frame at 0.0 s"), true, error?.message ?? "")
    }

    /// A task that sleeps zero seconds in a loop, ignoring cancellation.
    struct ZeroSleepLoop: View {
        var body: some View {
            Color.white.task {
                while true { try? await Task.sleep(for: .zero) }
            }
        }
    }

    func testATaskSleepZeroLoopStopsAtTheBudgetNamingTheTask() throws {
        let before = ProcessStatus.kibibytes("VmHWM")
        let error = swipeUIError { _ = try Simulation(ZeroSleepLoop(), options: options(duration: 1)).frames() }
        XCTAssertEqual(error?.typePath.hasPrefix("ZeroSleepLoop"), true, error?.typePath ?? "")
        XCTAssertEqual(error?.typePath.hasSuffix(".task"), true, error?.typePath ?? "")
        XCTAssertEqual(error?.message.contains("a loop of Task.sleep(for: .zero)"), true, error?.message ?? "")
        if let before, let after = ProcessStatus.kibibytes("VmHWM") {
            XCTAssertLessThan(after - before, 64 * 1024, "peak memory growth, KiB")
        }
    }

    /// A task that never suspends, writing state until it is cancelled.
    struct BusyTask: View {
        @State private var progress = 0
        var body: some View {
            Color.white.task {
                while !Task.isCancelled { progress += 1 }
            }
        }
    }

    func testATaskThatNeverSuspendsButWritesStateIsCancelledAtTheBudget() throws {
        let error = swipeUIError { _ = try Simulation(BusyTask(), options: options(duration: 1)).frames() }
        XCTAssertEqual(error?.typePath.hasPrefix("BusyTask"), true, error?.typePath ?? "")
        XCTAssertEqual(error?.message.hasPrefix("the .task wrote state 1000000 times in one display frame without suspending"), true, error?.message ?? "")
    }

    // MARK: State written during body

    /// Writes its own state while its body runs (and again on every evaluation).
    struct WritesDuringBody: View {
        @State private var count = 0
        @State private var taps = 0
        var body: some View {
            let _ = bump()
            VStack {
                Rectangle().fill(count == 0 ? Color(red: 0, green: 1, blue: 0) : HostileDeckCodeTests.pure)
                    .frame(width: 100, height: 100)
                Button("Tap") { taps += 1 }
            }
        }
        func bump() -> Int {
            count += 1
            return count
        }
    }

    /// SwiftUI warns "Modifying state during view update, this will cause undefined behavior."
    /// and drops the write: the square stays green (count 0) through three body evaluations
    /// (the first frame and two taps), and the warning is given once.
    func testWritingStateDuringBodyWarnsOnceAndTheWriteIsDropped() throws {
        let simulation = try Simulation(WritesDuringBody(), script: [.tapButton("Tap"), .wait(0.1), .tapButton("Tap")], options: options(duration: 0.6))
        let frames = try simulation.frames()
        for frame in [frames.first!, frames.last!] {
            XCTAssertEqual(FramePixels(frame)[195, 400], [0, 255, 0, 255], "frame \(frame.index)")
        }
        let warnings = simulation.warnings.filter { $0.contains("Modifying state during view update") }
        XCTAssertEqual(
            warnings,
            [
                "WritesDuringBody: Modifying state during view update, this will cause undefined behavior. (a @State or its @Binding was set while body ran; SwiftUI ignores the write, and so does SwipeSim: set it in an action, onAppear, onChange or .task instead)"
            ])
    }
}

/// Figures from /proc/self/status (Linux); nil elsewhere.
enum ProcessStatus {
    /// The value of `field` (`VmHWM`: peak resident memory; `VmStk`: the main thread's stack), KiB.
    static func kibibytes(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.dropFirst(field.count + 1).filter(\.isNumber))
        }
        return nil
    }
}
