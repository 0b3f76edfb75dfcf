// Scenes expose JSON values (`Scene.parameters`), so users of SwipeDeck get SwipeJSON with it.
@_exported import SwipeJSON
