// SwipeUI: a SwiftUI-compatible subset that SwipeSim lays out, animates and draws headlessly.
//
// Foundation is re-exported so that `CGFloat`, `CGSize`, `CGPoint` and `CGRect` are the
// platform's own types (swift-corelibs-foundation on Linux, CoreGraphics on macOS): a user's
// file that also says `import Foundation` sees one type, never two (see README, "CGFloat").
@_exported import Foundation
@_exported import SwipeMotion

// SwipeMotion is re-exported too: `Animation` and `Spring` are its types, and a user's file
// needs them visible by import (Swift 6 checks that for default arguments such as
// `swipe: Animation = .spring(response: 0.4, dampingFraction: 0.8)`).

// Observation is re-exported as SwiftUI re-exports it: `@Observable final class DeckModel` needs
// only `import SwipeUI` (see README, "View models").
@_exported import Observation

// On Linux, URLRequest, URLResponse and the rest of URL loading live in FoundationNetworking,
// which iOS's Foundation includes: re-exported so that deck files name them as on iOS. SwipeUI's
// own `URLSession` stands in FoundationNetworking's, and loads nothing (`Simulation/URLSession.swift`).
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif

// Rendering takes a `FrameSelection` (`FolderRender.selection`), so users of SwipeUI get it with it.
@_exported import SwipeFrameSelection
