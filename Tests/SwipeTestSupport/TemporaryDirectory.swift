#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh folder under the system temporary folder, removed with its contents by `remove()`.
public struct TemporaryDirectory {
    public let path: String

    public init(prefix: String = "swipesim-test") {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(created != nil, "mkdtemp failed")
        path = String(cString: created!)
    }

    public func file(_ name: String) -> String { path + "/" + name }

    public func remove() {
        _ = system("rm -rf '\(path)'")
    }
}
