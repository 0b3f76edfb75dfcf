// SwipeUI: a SwiftUI-compatible subset that SwipeSim lays out, animates and draws headlessly.
//
// Foundation is re-exported so that `CGFloat`, `CGSize`, `CGPoint` and `CGRect` are the
// platform's own types (swift-corelibs-foundation on Linux, CoreGraphics on macOS): a user's
// file that also says `import Foundation` sees one type, never two (see README, "CGFloat").
@_exported import Foundation
import SwipeMotion

/// SwiftUI's `Animation`: SwipeMotion's SwiftUI-exact springs and timing curves
/// (`.spring(response:dampingFraction:)`, `.snappy`, `.interpolatingSpring(stiffness:damping:)`,
/// `.easeInOut(duration:)`, …).
public typealias Animation = SwipeMotion.Animation
/// SwiftUI's `Spring` (iOS 17): every parameterization SwiftUI has.
public typealias Spring = SwipeMotion.Spring
