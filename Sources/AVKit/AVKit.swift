// AVKit (Linux only): `VideoPlayer`, the SwiftUI view a deck shows a video card with. AVFoundation
// is re-exported, as Apple's AVKit re-exports it (a file with `import AVKit` names `AVPlayer`).
@_exported import AVFoundation
