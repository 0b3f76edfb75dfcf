// Scenes expose JSON values (`Scene.parameters`), so users of SwipeDeck get SwipeJSON with it.
@_exported import SwipeJSON
// Render options take a `FrameSelection`, so users of SwipeDeck get it with it.
@_exported import SwipeFrameSelection
