// `DispatchQueue.main`, `DispatchTime` and `DispatchTimeInterval` are SwipeUI's (the virtual
// clock's) in a file that imports this module, even when the file also says `import Foundation`
// or `import Dispatch` (docs/apple-modules.md, "DispatchQueue on the virtual clock").
//
// Such a file sees two `DispatchQueue`s, SwipeUI's and Dispatch's. Swift prefers a module's
// declaration over one it imports only when that one is reachable through it alone, which
// Dispatch is not when Foundation is imported directly, so the name was ambiguous. A declaration
// imported by name wins over one imported with its whole module (swiftlang/swift,
// lib/AST/NameLookup.cpp, `recordShadowedDeclsAfterTypeMatch`: "one declaration is visible via a
// scoped import"), and a scoped `@_exported import` hands its scope on to every file that imports
// this module.
@_exported import class SwipeUI.DispatchQueue
@_exported import struct SwipeUI.DispatchTime
@_exported import enum SwipeUI.DispatchTimeInterval
