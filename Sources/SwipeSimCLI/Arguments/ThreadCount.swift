#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The default of `--threads`: the cores this process may run on, within the option's range.
/// Output never depends on it (every frame is drawn the same on any thread count); only speed does.
package enum ThreadCount {
    static let allowed = 1...64

    /// The processors online (`sysconf(_SC_NPROCESSORS_ONLN)`), clamped to `allowed`.
    package static let machineDefault: Int = {
        let online = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        return min(max(online, allowed.lowerBound), allowed.upperBound)
    }()

    /// The `--threads` help line's range and default.
    static let help = "\(allowed.lowerBound)...\(allowed.upperBound) (default: the machine's core count)"
}
