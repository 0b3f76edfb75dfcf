// Combine (Linux only): `import Combine` as a deck file says it.
//
// Combine's core is SwipeUI's (`Sources/SwipeUI/Combine/`): `@Published`, `ObservableObject`
// and `objectWillChange` are SwipeUI's view-model machinery, and the time-based publishers run
// on SwipeUI's virtual clock, so the core cannot sit below SwipeUI, and SwipeUI cannot import a
// module above it. This module re-exports SwipeUI, which makes Combine's names (and, unlike
// Apple's Combine, SwipeUI's views) visible to a file that imports only Combine.
@_exported import SwipeUI
