// `URLSession` is SwipeUI's (a simulation loads nothing from the network) in a file that imports
// this module, also when the file says `import FoundationNetworking`, as cross-platform code does
// on Linux: the by-name re-export wins, as for `DispatchQueue` (MainQueue.swift;
// docs/apple-modules.md, "URLSession").
#if canImport(FoundationNetworking)
    @_exported import class SwipeUI.URLSession
    @_exported import class SwipeUI.URLSessionDataTask
#endif
