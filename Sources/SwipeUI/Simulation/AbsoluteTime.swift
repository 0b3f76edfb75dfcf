#if os(Linux)
// Core Foundation on Linux declares `CFAbsoluteTimeGetCurrent()` too, visible to a deck file that
// says `import CoreFoundation`. Importing it here makes the declarations below shadow it (Swift
// prefers a declaration from a module that imports the other's), so that file still compiles
// and reads the virtual clock instead of an ambiguous name.
import CoreFoundation

/// Core Foundation's `CFAbsoluteTime`: a time in seconds. swift-corelibs-foundation does not
/// export Core Foundation's clock, so deck code that times a gesture with it (`let start =
/// CFAbsoluteTimeGetCurrent()` … `CFAbsoluteTimeGetCurrent() - start`) would not compile.
public typealias CFAbsoluteTime = Double

/// Core Foundation's `CFAbsoluteTimeGetCurrent()` on the virtual clock: the current display
/// frame's time in seconds since the simulation started (0 outside a simulation, as
/// `DispatchTime.now()`). Apple counts from 1 January 2001 (Apple, "CFAbsoluteTimeGetCurrent()":
/// "Absolute time is measured in seconds relative to the absolute reference date of Jan 1 2001
/// 00:00:00 GMT"); decks use differences of it, which are the same here and exact, so the frames
/// do not depend on the wall clock. `Date()` still reads the wall clock.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    ViewGraph.current?.now.seconds ?? 0
}
#endif
