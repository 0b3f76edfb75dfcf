#if os(Linux)
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
    ///
    /// Core Foundation on Linux declares `CFAbsoluteTimeGetCurrent()` too, seen by a file that says
    /// `import CoreFoundation`; two functions of the same signature from unrelated modules are an
    /// ambiguous call. This one is therefore a disfavoured overload: such a file compiles and calls
    /// Core Foundation's, which reads the wall clock (a limit stated in docs/apple-modules.md); a
    /// file without that import calls this one.
    @_disfavoredOverload
    public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
        ViewGraph.current?.now.seconds ?? 0
    }
#endif
