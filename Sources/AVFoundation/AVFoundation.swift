// AVFoundation (Linux only): the AVFoundation names swipe-deck files use — a sound on a swipe, a
// video on a card — so `import AVFoundation` compiles as it is in the app. A simulation draws
// frames and plays no media: nothing here decodes, loads or plays anything, and each player
// reports what a player with nothing to play reports (docs/apple-modules.md, "AVFoundation and
// AVKit").
//
// Foundation is re-exported, as Apple's AVFoundation re-exports it.
@_exported import Foundation
